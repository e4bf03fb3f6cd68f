// OpenAPI 3.1 of the whole API: the hand-written fragments in contracts/api plus one typed
// execute path per tool version, so a client generated from it is typed per tool.
import type { ToolContract } from '../resolve.js';
import type { RawCategory } from '../read.js';
import {
  GENERATED_HEADER, executeOperationId, executePath, inputTypeName, outputTypeName, pascalCase,
} from '../names.js';

export const API_VERSION = '0.2.0';
type Obj = Record<string, unknown>;

function componentBase(c: ToolContract): string {
  const major = c.version.split('.')[0];
  return major === '1' ? pascalCase(c.id) : `${pascalCase(c.id)}V${major}`;
}

export function toolComponentNames(c: ToolContract): { input: string; output: string } {
  const base = componentBase(c);
  return { input: base === pascalCase(c.id) ? inputTypeName(c.id) : `${base}Input`, output: base === pascalCase(c.id) ? outputTypeName(c.id) : `${base}Output` };
}

const problem = (name: string) => ({ $ref: `#/components/responses/${name}` });

function executeOperation(c: ToolContract): Obj {
  const names = toolComponentNames(c);
  return {
    post: {
      operationId: executeOperationId(c.id, c.version),
      tags: [c.category],
      summary: c.description,
      description: ['Rules:', ...c.semantics].join('\n'),
      security: [{}, { bearerAuth: [] }],
      parameters: [{ $ref: '#/components/parameters/Prefer' }],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${names.input}` } } },
      },
      responses: {
        '200': {
          description: 'The result, shaped by the output schema.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['result'],
                properties: {
                  result: { $ref: `#/components/schemas/${names.output}` },
                  savings: { $ref: '#/components/schemas/Savings' },
                },
              },
            },
          },
        },
        '400': problem('BadRequest'),
        '401': problem('Unauthorized'),
        '404': problem('NotFound'),
        '413': problem('PayloadTooLarge'),
        '415': problem('UnsupportedMediaType'),
        '429': problem('TooManyRequests'),
        '500': problem('InternalError'),
      },
    },
  };
}

function sortedObject(entries: [string, unknown][]): Obj {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function mergeSection(target: Obj, source: Obj | undefined, where: string): void {
  for (const [k, v] of Object.entries(source ?? {})) {
    if (k in target) throw new Error(`${where}: ${k} is defined twice`);
    target[k] = v;
  }
}

export function buildOpenApi(
  contracts: ToolContract[],
  categories: RawCategory[],
  fragments: { file: string; data: Obj }[],
  errorCodes: string[],
): Obj {
  const paths: Obj = {};
  const components: Record<string, Obj> = { schemas: {}, responses: {}, parameters: {}, securitySchemes: {} };
  for (const f of fragments) {
    for (const k of Object.keys(f.data)) if (k !== 'paths' && k !== 'components') throw new Error(`${f.file}: unexpected top-level key ${k}`);
    mergeSection(paths, f.data.paths as Obj, f.file);
    for (const [section, content] of Object.entries((f.data.components as Obj) ?? {})) {
      components[section] ??= {};
      mergeSection(components[section]!, content as Obj, `${f.file} components.${section}`);
    }
  }
  // The problem `code` is an open string in fragments; here it becomes the closed list of the table.
  const problemSchema = components.schemas!.Problem as Obj | undefined;
  if (problemSchema) {
    const props = problemSchema.properties as Obj;
    props.code = { ...(props.code as Obj), enum: [...errorCodes].sort() };
  }
  for (const c of contracts) {
    const names = toolComponentNames(c);
    mergeSection(paths, { [executePath(c.id, c.version)]: executeOperation(c) }, c.file);
    mergeSection(components.schemas!, { [names.input]: c.input_schema, [names.output]: c.output_schema }, c.file);
  }
  const usedCategories = new Set(contracts.map((c) => c.category));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Deterministic Tool Service',
      version: API_VERSION,
      description: 'Exact, repeatable tools behind versioned contracts. ' + GENERATED_HEADER + '.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'service', description: 'Health and API description' },
      { name: 'catalog', description: 'Tool listing and contracts' },
      { name: 'account', description: 'Email sign-in, the calling key, activity and saved tools' },
      { name: 'batch', description: 'Several executions in one request, with bindings' },
      { name: 'community', description: 'Feedback, tool requests, the newsletter, savings and stats' },
      ...categories.filter((c) => usedCategories.has(c.slug)).map((c) => ({ name: c.slug, description: c.title })),
    ],
    paths: sortedObject(Object.entries(paths)),
    components: Object.fromEntries(
      Object.entries(components).filter(([, v]) => Object.keys(v).length).map(([k, v]) => [k, sortedObject(Object.entries(v))]),
    ),
  };
}
