// Ajv standalone validators for the service's own request bodies (contracts/api), one per
// operation, exported as `<operationId>Body`, so the runtime validates API bodies like tool inputs.
import standalone from 'ajv/dist/standalone/index.js';
import { newAjv } from '../ajv.js';
import { GENERATED_HEADER } from '../names.js';
import { requiresToImports } from './validators.js';

type Obj = Record<string, unknown>;
const standaloneCode = (standalone as unknown as { default: typeof standalone.default }).default;

/** Inlines `#/components/schemas/X` references (the API fragments have no cycles). */
function inlineRefs(schema: unknown, components: Obj, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, components, seen));
  if (schema === null || typeof schema !== 'object') return schema;
  const ref = (schema as Obj).$ref;
  if (typeof ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    if (!name || !(name in components)) throw new Error(`unresolvable $ref ${ref}`);
    if (seen.includes(name)) throw new Error(`cyclic $ref ${ref}`);
    return inlineRefs(components[name], components, [...seen, name]);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inlineRefs(v, components, seen)]));
}

export type ApiBodySchema = { operationId: string; schema: Obj };

export function apiBodySchemas(openapi: Obj): ApiBodySchema[] {
  const components = ((openapi.components as Obj)?.schemas ?? {}) as Obj;
  const out: ApiBodySchema[] = [];
  for (const [path, item] of Object.entries(openapi.paths as Obj)) {
    if (path.endsWith('/execute') && path.startsWith('/v1/tools/')) continue; // tool inputs have their own validators
    if (path === '/mcp') continue; // the MCP SDK checks JSON-RPC messages itself
    for (const op of Object.values(item as Obj)) {
      const o = op as Obj;
      const schema = ((((o.requestBody as Obj)?.content as Obj)?.['application/json'] as Obj)?.schema) as Obj | undefined;
      if (schema && typeof o.operationId === 'string') out.push({ operationId: o.operationId, schema: inlineRefs(schema, components) as Obj });
    }
  }
  return out.sort((a, b) => (a.operationId < b.operationId ? -1 : 1));
}

export function emitApiValidators(bodies: ApiBodySchema[]): string {
  const ajv = newAjv(true);
  const exports: Record<string, string> = {};
  for (const b of bodies) {
    ajv.addSchema(b.schema, b.operationId);
    exports[`${b.operationId}Body`] = b.operationId;
  }
  const code = bodies.length ? standaloneCode(ajv, exports) : '';
  return [
    `// ${GENERATED_HEADER}`,
    '// Request-body validators of the API operations (contracts/api), named <operationId>Body.',
    '// @ts-nocheck',
    '/* eslint-disable */',
    requiresToImports(code),
    '',
  ].join('\n');
}
