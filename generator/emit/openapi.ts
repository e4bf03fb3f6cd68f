// OpenAPI 3.1 of the whole API: the hand-written fragments in contracts/api plus one typed
// execute path per tool version, so a client generated from it is typed per tool. The fragments'
// schemas are linted first, under the same Ajv strict as the tools' schemas.
import type { ToolContract } from '../resolve.js';
import type { RawCategory } from '../read.js';
import { newAjv } from '../ajv.js';
import { EXECUTE_SECURITY } from './routes.js';
import {
  GENERATED_HEADER, executeOperationId, executePath, inputTypeName, outputTypeName, pascalCase,
} from '../names.js';

export const API_VERSION = '0.2.0';
type Obj = Record<string, unknown>;
type ApiFragment = { file: string; data: Obj };

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const pointerToken = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every JSON Schema of an OpenAPI fragment, with its JSON Pointer: `components.schemas` and the
 * `schema` of parameters, headers and media types. A schema is not searched further (a property
 * may well be named `schema`), nor are examples (free JSON).
 */
function fragmentSchemas(node: unknown, at: string, out: [string, Obj][]): void {
  if (Array.isArray(node)) return node.forEach((v, i) => fragmentSchemas(v, `${at}/${i}`, out));
  if (!isObj(node)) return;
  for (const [k, v] of Object.entries(node)) {
    const here = `${at}/${pointerToken(k)}`;
    if (k === 'example' || k === 'examples') continue;
    if (at === '/components' && k === 'schemas' && isObj(v)) {
      for (const [name, s] of Object.entries(v)) out.push([`${here}/${pointerToken(name)}`, s as Obj]);
    } else if (k === 'schema' && isObj(v)) out.push([here, v]);
    else fragmentSchemas(v, here, out);
  }
}

/**
 * A schema with each `#/components/schemas/X` reference replaced by `{}` (X is linted where it is
 * written, so each fault is reported once); a reference to nothing is reported.
 */
function withoutComponentRefs(schema: unknown, components: Obj, unresolved: string[]): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withoutComponentRefs(s, components, unresolved));
  if (!isObj(schema)) return schema;
  const out: Obj = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k !== '$ref') out[k] = withoutComponentRefs(v, components, unresolved);
    else if (typeof v !== 'string' || !Object.hasOwn(components, /^#\/components\/schemas\/(.+)$/.exec(v)?.[1] ?? '')) unresolved.push(String(v));
  }
  return out;
}

/**
 * The API fragments' schemas under the same Ajv2020 strict as the tools' schemas: an unknown
 * keyword is an error, never ignored. (An unquoted comma in a YAML flow mapping,
 * `{ description: Deployed commit, null when unknown }`, makes the keyword `null when unknown`.)
 */
export function lintApiFragments(fragments: ApiFragment[]): string[] {
  const components: Obj = {};
  for (const f of fragments) Object.assign(components, ((f.data.components as Obj) ?? {}).schemas ?? {});
  const ajv = newAjv();
  // The Schema Object's own OpenAPI 3.1 keywords (OAS 3.1, 4.8.24) are not strays.
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
  const problems: string[] = [];
  for (const f of fragments) {
    const found: [string, Obj][] = [];
    fragmentSchemas(f.data, '', found);
    for (const [at, schema] of found) {
      const unresolved: string[] = [];
      const local = withoutComponentRefs(schema, components, unresolved) as Obj;
      for (const ref of unresolved) problems.push(`${f.file}: schema at ${at}: $ref ${ref} names no schema of components.schemas`);
      try {
        ajv.compile(local);
      } catch (e) {
        problems.push(`${f.file}: schema at ${at} does not compile under Ajv2020 strict: ${(e as Error).message}`);
      }
    }
  }
  return problems.sort();
}

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
      security: EXECUTE_SECURITY,
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
        '503': problem('ToolUnavailable'),
      },
    },
  };
}

/**
 * Contracts' `$ref`s are inlined when they are resolved, which leaves a schema's own `$defs` unread;
 * in openapi.json they would be dead components (and no `#/$defs` pointer could reach them there).
 */
export function withoutDeadDefs(schema: Obj): Obj {
  if (!('$defs' in schema) || JSON.stringify(schema).includes('"$ref"')) return schema;
  const { $defs: _unused, ...rest } = schema;
  return rest;
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
    mergeSection(components.schemas!, { [names.input]: withoutDeadDefs(c.input_schema), [names.output]: withoutDeadDefs(c.output_schema) }, c.file);
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
      { name: 'mcp', description: 'The MCP endpoint for agents (Streamable HTTP, JSON-RPC 2.0)' },
      { name: 'community', description: 'Feedback, tool requests, the newsletter, savings and stats' },
      ...categories.filter((c) => usedCategories.has(c.slug)).map((c) => ({ name: c.slug, description: c.title })),
    ],
    paths: sortedObject(Object.entries(paths)),
    components: Object.fromEntries(
      Object.entries(components).filter(([, v]) => Object.keys(v).length).map(([k, v]) => [k, sortedObject(Object.entries(v))]),
    ),
  };
}
