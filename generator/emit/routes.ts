// The route table of the service's own API (contracts/api): per operation its method, path, auth
// level (from `security`), query and path parameters, body reader and validators, and the typed
// input its handler receives. The runtime mounts handlers by operationId from it
// (runtime/core/routing.ts); a missing handler is a type error, so the build fails.
//
// Auth levels, the only three `security` shapes a fragment may use:
//   []                          public: no key is read (an Authorization header is ignored), no per-minute allowance
//   [{}, { bearerAuth: [] }]    optional: anonymous or a key; a key that is sent must be valid (401)
//   [{ bearerAuth: [] }]        required: 401 without a valid key
// Body readers: none (no requestBody); json (application/json, checked by `<op>Body`); json-or-form
// (also application/x-www-form-urlencoded, checked by `<op>Form`); raw (`x-body-reader: raw`: the
// handler reads the bytes itself, as MCP does to answer its own JSON-RPC parse errors).
// An operation that declares query parameters reads them strictly: each at most once, only declared
// names (unless it says `x-unknown-query: ignore`), valid percent-encoded UTF-8, integers in canonical
// decimal; one that declares none does not read the query string at all.
import { GENERATED_HEADER, executePath } from '../names.js';

type Obj = Record<string, unknown>;
export type Auth = 'public' | 'optional' | 'required';
export type BodyReader = 'none' | 'json' | 'json-or-form' | 'raw';
type Param = { name: string; in: 'query' | 'path'; required: boolean; schema: Obj };

export type RouteSpec = {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  auth: Auth;
  query: Param[];
  unknownQuery: 'refuse' | 'ignore';
  pathParams: Param[];
  body: BodyReader;
  bodyRequired: boolean;
  /** Validator export names (generated/api-validators.ts) and the schemas they compile. */
  validators: { name: string; schema: Obj }[];
};

/** The one operation the fragments do not list: each tool version's execute path is emitted from it (emit/openapi.ts). */
export const EXECUTE_OPERATION_ID = 'execute_tool';
export const EXECUTE_SECURITY = [{}, { bearerAuth: [] }];

const METHODS = ['get', 'post', 'put', 'delete'] as const;

function deref(value: unknown, components: Obj, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(v, components, seen));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as Obj).$ref;
  if (typeof ref === 'string') {
    const m = /^#\/components\/(schemas|parameters)\/(.+)$/.exec(ref);
    const target = m ? ((components[m[1]!] as Obj | undefined)?.[m[2]!]) : undefined;
    if (target === undefined) throw new Error(`unresolvable $ref ${ref}`);
    if (seen.includes(ref)) throw new Error(`cyclic $ref ${ref}`);
    return deref(target, components, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(v, components, seen)]));
}

export function authOf(security: unknown, where: string): Auth {
  const shape = JSON.stringify(security);
  if (shape === '[]') return 'public';
  if (shape === '[{},{"bearerAuth":[]}]') return 'optional';
  if (shape === '[{"bearerAuth":[]}]') return 'required';
  throw new Error(`${where}: security must be [] (public), [{}, { bearerAuth: [] }] (optional key) or [{ bearerAuth: [] }] (key required); got ${shape ?? 'nothing'}`);
}

function paramSpec(raw: Obj, where: string): Param | null {
  if (raw.in === 'header') return null; // headers are read by their handlers (Prefer, Origin, X-Service-Model)
  if (raw.in !== 'query' && raw.in !== 'path') throw new Error(`${where}: parameter ${String(raw.name)} is in ${String(raw.in)}; only query, path and header are supported`);
  const schema = raw.schema as Obj;
  if (schema.type !== 'string' && schema.type !== 'integer') throw new Error(`${where}: parameter ${String(raw.name)} must be a string or an integer`);
  return { name: String(raw.name), in: raw.in, required: raw.required === true, schema };
}

function objectSchema(params: Param[]): Obj {
  return {
    type: 'object',
    additionalProperties: false,
    required: params.filter((p) => p.required).map((p) => p.name),
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
  };
}

/** One route per operation of the fragments, plus execute_tool; sorted by operationId. */
export function routeSpecs(openapi: Obj): RouteSpec[] {
  const components = (openapi.components ?? {}) as Obj;
  const specs: RouteSpec[] = [];
  for (const [path, rawItem] of Object.entries(openapi.paths as Obj)) {
    if (/^\/v1\/tools\/[^{}]+\/versions\/[^{}]+\/execute$/.test(path)) continue; // one per tool version: execute_tool below
    for (const method of METHODS) {
      const found = (rawItem as Obj)[method] as Obj | undefined;
      if (!found) continue;
      // Only what the route table reads is resolved (responses may name components it never needs).
      const op: Obj = { ...found, parameters: deref(found.parameters ?? [], components), requestBody: deref(found.requestBody, components) };
      const where = `${method.toUpperCase()} ${path}`;
      const operationId = String(op.operationId);
      const params = ((op.parameters ?? []) as Obj[]).map((p) => paramSpec(p, where)).filter((p): p is Param => p !== null);
      const content = ((op.requestBody as Obj | undefined)?.content ?? {}) as Obj;
      const json = (content['application/json'] as Obj | undefined)?.schema as Obj | undefined;
      const form = (content['application/x-www-form-urlencoded'] as Obj | undefined)?.schema as Obj | undefined;
      const others = Object.keys(content).filter((t) => t !== 'application/json' && t !== 'application/x-www-form-urlencoded');
      if (others.length) throw new Error(`${where}: request bodies are JSON or forms; got ${others.join(', ')}`);
      const raw = op['x-body-reader'] === 'raw';
      const body: BodyReader = !op.requestBody ? 'none' : raw ? 'raw' : form ? 'json-or-form' : 'json';
      const query = params.filter((p) => p.in === 'query');
      const pathParams = params.filter((p) => p.in === 'path');
      const validators: RouteSpec['validators'] = [];
      if (json && !raw) validators.push({ name: `${operationId}Body`, schema: json });
      if (form) validators.push({ name: `${operationId}Form`, schema: form });
      if (query.length) validators.push({ name: `${operationId}Query`, schema: objectSchema(query) });
      if (pathParams.length) validators.push({ name: `${operationId}Params`, schema: objectSchema(pathParams) });
      specs.push({
        operationId, method, path, auth: authOf(op.security, where), query, pathParams, body,
        unknownQuery: op['x-unknown-query'] === 'ignore' ? 'ignore' : 'refuse',
        bodyRequired: (op.requestBody as Obj | undefined)?.required === true, validators,
      });
    }
  }
  // execute_tool: the path parameters of a tool's contract path; the body is the tool's own input
  // (checked by the tool's validators in the execution pipeline, after the tool is found).
  const contract = specs.find((s) => s.operationId === 'get_tool_contract');
  if (!contract) throw new Error('contracts/api lists no get_tool_contract, whose path parameters execute_tool shares');
  specs.push({
    operationId: EXECUTE_OPERATION_ID, method: 'post', path: `${contract.path}/execute`, auth: authOf(EXECUTE_SECURITY, 'execute'),
    query: [], unknownQuery: 'refuse', pathParams: contract.pathParams, body: 'json', bodyRequired: true,
    validators: [{ name: `${EXECUTE_OPERATION_ID}Params`, schema: objectSchema(contract.pathParams) }],
  });
  if (executePath('{id}', '{version}') !== `${contract.path}/execute`) {
    throw new Error('execute_tool path no longer matches names.ts executePath');
  }
  const ids = new Set<string>();
  for (const s of specs) {
    if (ids.has(s.operationId)) throw new Error(`operationId ${s.operationId} is used twice`);
    ids.add(s.operationId);
  }
  return specs.sort((a, b) => (a.operationId < b.operationId ? -1 : 1));
}

/** What a client is told when a parameter is wrong, from its schema (one sentence for every fault of it). */
export function parameterFault(schema: Obj): string {
  if (schema.type === 'integer') {
    if (Array.isArray(schema.enum)) return `must be ${(schema.enum as number[]).join(' or ')}`;
    const { minimum: min, maximum: max } = schema as { minimum?: number; maximum?: number };
    if (min !== undefined && max !== undefined) return `must be an integer from ${min} to ${max}`;
    if (min !== undefined) return `must be an integer of at least ${min}`;
    return 'must be an integer';
  }
  if (Array.isArray(schema.enum)) return `must be one of: ${(schema.enum as string[]).join(', ')}`;
  const { minLength: min, maxLength: max, pattern } = schema as { minLength?: number; maxLength?: number; pattern?: string };
  const length = min !== undefined && max !== undefined ? `of ${min} to ${max} characters` : max !== undefined ? `of at most ${max} characters` : min !== undefined ? `of at least ${min} characters` : '';
  const shape = pattern ? `matching ${pattern}` : '';
  return ['must be a string', length, shape].filter(Boolean).join(' ');
}

function tsOfParam(schema: Obj): string {
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  return schema.type === 'integer' ? 'number' : 'string';
}

function tsOfParams(params: Param[]): string {
  if (!params.length) return 'Record<string, never>';
  // A parameter with a default is always present in what the handler receives.
  return `{ ${params.map((p) => `${p.name}${p.required || p.schema.default !== undefined ? '' : '?'}: ${tsOfParam(p.schema)}`).join('; ')} }`;
}

function tsOfBody(s: RouteSpec): string {
  if (s.body === 'none' || s.body === 'raw') return 'undefined';
  if (s.operationId === EXECUTE_OPERATION_ID) return 'unknown';
  const content = (type: string) => `NonNullable<operations['${s.operationId}']['requestBody']>['content']['${type}']`;
  const json = content('application/json');
  const body = s.body === 'json-or-form' ? `{ json: ${json} } | { form: ${content('application/x-www-form-urlencoded')} }` : json;
  return s.bodyRequired ? body : `${body} | undefined`;
}

function paramRuntime(p: Param): string {
  const d = p.schema.default;
  return `{ name: ${JSON.stringify(p.name)}, integer: ${p.schema.type === 'integer'}, required: ${p.required}${d !== undefined ? `, default: ${JSON.stringify(d)}` : ''}, fault: ${JSON.stringify(parameterFault(p.schema))} }`;
}

export function emitRoutes(specs: RouteSpec[]): string {
  const lines = [
    `// ${GENERATED_HEADER}`,
    '// The route table of contracts/api (generator/emit/routes.ts says how it is read); mounted by runtime/core/routing.ts.',
    "import type { operations } from './sdk.js';",
    "import * as v from './api-validators.js';",
    '',
    "export type Auth = 'public' | 'optional' | 'required';",
    "export type BodyReader = 'none' | 'json' | 'json-or-form' | 'raw';",
    'export type Validator = ((data: unknown) => boolean) & { errors?: unknown };',
    'export type ParamSpec = { readonly name: string; readonly integer: boolean; readonly required: boolean; readonly default?: string | number; readonly fault: string };',
    'export type RouteSpec = {',
    "  readonly operationId: string; readonly method: 'get' | 'post' | 'put' | 'delete'; readonly path: string; readonly auth: Auth;",
    "  readonly query: readonly ParamSpec[]; readonly unknownQuery: 'refuse' | 'ignore'; readonly validateQuery: Validator | null;",
    '  readonly pathParams: readonly ParamSpec[]; readonly validateParams: Validator | null;',
    '  readonly body: BodyReader; readonly bodyRequired: boolean; readonly validateBody: Validator | null; readonly validateForm: Validator | null;',
    '};',
    '',
    '/** What each operation\'s handler receives, typed from the contract. */',
    'export type OperationInputs = {',
    ...specs.map((s) => `  ${s.operationId}: { query: ${tsOfParams(s.query)}; params: ${tsOfParams(s.pathParams)}; body: ${tsOfBody(s)} };`),
    '};',
    '',
    'export const routeTable = {',
  ];
  for (const s of specs) {
    const has = (suffix: string) => (s.validators.some((x) => x.name === `${s.operationId}${suffix}`) ? `v.${s.operationId}${suffix}` : 'null');
    lines.push(
      `  ${s.operationId}: {`,
      `    operationId: ${JSON.stringify(s.operationId)}, method: ${JSON.stringify(s.method)}, path: ${JSON.stringify(s.path)}, auth: ${JSON.stringify(s.auth)},`,
      `    query: [${s.query.map(paramRuntime).join(', ')}], unknownQuery: ${JSON.stringify(s.unknownQuery)}, validateQuery: ${has('Query')},`,
      `    pathParams: [${s.pathParams.map(paramRuntime).join(', ')}], validateParams: ${has('Params')},`,
      `    body: ${JSON.stringify(s.body)}, bodyRequired: ${s.bodyRequired}, validateBody: ${has('Body')}, validateForm: ${has('Form')},`,
      '  },',
    );
  }
  lines.push('} as const satisfies Record<string, RouteSpec>;', '', 'export type OperationId = keyof typeof routeTable;', '');
  return lines.join('\n');
}
