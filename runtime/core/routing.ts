// Mounts the handlers on the route table generated from contracts/api (generated/routes.ts). Per
// route, in this order: the caller (none on public routes; 401 for a bad key), the per-minute
// allowance, 401 where a key is required and none was sent, the path parameters (404 outside their
// schemas) and the query parameters (400 listing every fault),
// the handler's own check before the body (`beforeBody`, e.g. 404 for an unknown tool), then the
// body (read and checked against its schema). Handlers get all of it typed, as one request object.
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { routeTable, type OperationId, type OperationInputs, type ParamSpec, type RouteSpec, type Validator } from '../../generated/routes.js';
import { ApiError, type FieldFault } from './errors.js';
import { toFieldErrors } from './schema-errors.js';
import { keyRequired, type Caller, type IdentifyCaller, type KeyedCaller } from './middleware/caller.js';
import { isFormBody, readFormBody, readJsonBody, type ReadBody } from './request-body.js';

export { routeTable, type OperationId };

type AuthOf<Op extends OperationId> = (typeof routeTable)[Op]['auth'];
type CallerFor<A> = A extends 'required' ? KeyedCaller : A extends 'optional' ? Caller : null;

export type RequestOf<Op extends OperationId> = OperationInputs[Op] & {
  caller: CallerFor<AuthOf<Op>>;
  /** The request id (X-Request-Id), the `instance` of a problem. */
  requestId: string | undefined;
  /** The body's size in bytes as read (0 without a body). */
  bodyBytes: number;
};
export type Handler<Op extends OperationId> = (ctx: Context, req: RequestOf<Op>) => unknown;
/**
 * A handler with a check that answers before the body is read (and so before a large body is
 * waited for); what the check returns (e.g. the tool it found) is handed to `handle`. Write one
 * with `checked()`, which ties the two together so that the type of `found` is the check's.
 */
export type CheckedHandler<Op extends OperationId, T = unknown> = {
  beforeBody: (ctx: Context, req: Omit<RequestOf<Op>, 'body' | 'bodyBytes'>) => T | Promise<T>;
  // Method syntax: a handler whose `found` is narrower than unknown still fits `Handlers`.
  handle(ctx: Context, req: RequestOf<Op>, found: T): unknown;
};
/** A CheckedHandler whose `handle` receives exactly what its `beforeBody` returned. */
export function checked<Op extends OperationId, T>(h: CheckedHandler<Op, T>): CheckedHandler<Op, T> {
  return h;
}
/** Every operation of the table: an object missing one is a type error, so the build fails. */
export type Handlers = { [Op in OperationId]: Handler<Op> | CheckedHandler<Op> };

export type RoutingDeps = {
  identify: IdentifyCaller;
  minuteAllowance: (caller: Caller, ctx: Context, operationId: string) => void | Promise<void>;
  bodyLimitBytes: number;
};

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null; // bad escapes and lone surrogates alike (decodeURIComponent refuses both)
  }
}

const INTEGER = /^(0|-?[1-9][0-9]{0,15})$/;

/** A parameter's text as its schema type, or undefined when it cannot be one. */
function typed(spec: ParamSpec, text: string): string | number | undefined {
  if (!spec.integer) return text;
  return INTEGER.test(text) ? Number(text) : undefined;
}

/** The faults Ajv found, one per parameter, in the words of the parameter's contract. */
function schemaFaults(validate: Validator, specs: readonly ParamSpec[], skip: Set<string>): FieldFault[] {
  const faults: FieldFault[] = [];
  for (const e of toFieldErrors(validate.errors as never)) {
    const name = e.pointer.slice(1).split('/')[0]!.replace(/~1/g, '/').replace(/~0/g, '~');
    const spec = specs.find((s) => s.name === name);
    if (!spec || skip.has(name)) continue;
    skip.add(name);
    faults.push({ parameter: name, message: e.message === 'is required' ? 'is required' : spec.fault });
  }
  return faults;
}

/**
 * The query string read strictly: each parameter at most once, only declared names (unless the
 * route ignores others), percent-encoded UTF-8, values of their schema's type; defaults filled in.
 * Faults are listed in the order met: unknown and undecodable names first, then declared ones.
 */
export function readQuery(route: RouteSpec, querystring: string): Record<string, unknown> {
  const values = new Map<string, string[]>();
  const faults: FieldFault[] = [];
  const declared = route.query.map((p) => p.name);
  for (const pair of querystring.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const name = decode(rawName);
    const known = name !== null && declared.includes(name);
    if (!known && route.unknownQuery === 'ignore') continue;
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    const shown = (name ?? rawName).slice(0, 100);
    if (name === null || value === null) faults.push({ parameter: shown, message: 'is not valid percent-encoded UTF-8' });
    else if (!known) faults.push({ parameter: shown, message: `is not a parameter of this endpoint${declared.length ? ` (${declared.join(', ')})` : ''}` });
    else values.set(name, [...(values.get(name) ?? []), value]);
  }
  const query: Record<string, unknown> = {};
  const faulted = new Set(faults.map((f) => f.parameter ?? ''));
  for (const spec of route.query) {
    const given = values.get(spec.name);
    if (given === undefined) {
      if (spec.default !== undefined) query[spec.name] = spec.default;
      else if (spec.required && !faulted.has(spec.name)) {
        faults.push({ parameter: spec.name, message: 'is required' });
        faulted.add(spec.name);
      }
      continue;
    }
    if (given.length > 1) faults.push({ parameter: spec.name, message: 'must be given once' });
    const value = typed(spec, given[0]!);
    if (value === undefined) faults.push({ parameter: spec.name, message: spec.fault });
    if (given.length > 1 || value === undefined) faulted.add(spec.name);
    else query[spec.name] = value;
  }
  if (route.validateQuery && !route.validateQuery(query)) faults.push(...schemaFaults(route.validateQuery, route.query, faulted));
  if (faults.length) throw new ApiError('invalid_request', 'invalid query parameters', faults);
  return query;
}

/**
 * Path parameters against their schemas (koa-router has decoded them). A path whose parameters
 * break their schema names nothing that exists: 404 `not_found` (as the contracts list), with the
 * faults, not a 400 the operation does not document.
 */
function readParams(route: RouteSpec, raw: Record<string, string>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const faults: FieldFault[] = [];
  for (const spec of route.pathParams) {
    const value = typed(spec, raw[spec.name] ?? '');
    if (value === undefined) faults.push({ parameter: spec.name, message: spec.fault });
    else params[spec.name] = value;
  }
  if (!faults.length && route.validateParams && !route.validateParams(params)) faults.push(...schemaFaults(route.validateParams, route.pathParams, new Set()));
  if (faults.length) throw new ApiError('not_found', 'nothing is at this path: a path parameter is outside its schema', faults);
  return params;
}

function checkBody(validate: Validator | null, body: unknown): void {
  if (validate && !validate(body)) {
    throw new ApiError('invalid_request', 'the request body does not match its schema', toFieldErrors(validate.errors as never));
  }
}

type ReadResult = { body: unknown; bytes: number } | null;

/**
 * The body of a json or json-or-form route, or null when the client left mid-body (nothing is
 * answered); a body that has arrived comes back at once, not in a promise.
 */
function readBody(ctx: Context, route: RouteSpec, limitBytes: number): ReadResult | Promise<ReadResult> {
  if (route.body === 'json-or-form' && isFormBody(ctx)) {
    const read = readFormBody(ctx);
    const form = (r: ReadBody): ReadResult => {
      if (r === null) return null;
      checkBody(route.validateForm, r.value);
      return { body: { form: r.value }, bytes: r.bytes };
    };
    return read instanceof Promise ? read.then(form) : form(read);
  }
  const read = readJsonBody(ctx, limitBytes);
  const json = (r: ReadBody): ReadResult => {
    if (r === null) return null;
    checkBody(route.validateBody, r.value);
    return { body: route.body === 'json-or-form' ? { json: r.value } : r.value, bytes: r.bytes };
  };
  return read instanceof Promise ? read.then(json) : json(read);
}

/** An OpenAPI path as regex source: its text escaped, each `{param}` as `param` (one segment). */
function pathSource(path: string, param: string): string {
  return path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, param);
}

/** The requests koa-router sends to an OpenAPI path: any case, an optional trailing slash. */
export function routerPattern(path: string): RegExp {
  return new RegExp(`^${pathSource(path, '[^/]+')}/?$`, 'i');
}

/** Koa's path syntax for an OpenAPI path: `{id}` becomes `:id`. */
export function koaPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

type Mounted = {
  route: RouteSpec;
  beforeBody: CheckedHandler<OperationId>['beforeBody'] | undefined;
  handle: CheckedHandler<OperationId>['handle'];
};

/**
 * One request through its route: caller, allowance, parameters, the check before the body, body,
 * handler. A step that has its answer at once is not awaited (each await of a settled value cost a
 * turn of the microtask queue, together a twentieth of a small execute).
 */
async function serve(ctx: Context, { route, beforeBody, handle }: Mounted, deps: RoutingDeps): Promise<void> {
  let caller: Caller | null = null;
  if (route.auth !== 'public') {
    const identified = deps.identify(ctx);
    caller = identified instanceof Promise ? await identified : identified;
    const counting = deps.minuteAllowance(caller, ctx, route.operationId); // before the key check: anonymous calls to key-only routes count too
    if (counting) await counting;
    if (route.auth === 'required' && !caller.key) throw keyRequired();
  }
  const req = {
    caller,
    requestId: ctx.state.requestId,
    params: route.pathParams.length ? readParams(route, ctx.params as Record<string, string>) : NO_VALUES,
    query: route.query.length ? readQuery(route, ctx.querystring) : NO_VALUES,
    body: undefined as unknown,
    bodyBytes: 0,
  };
  let found = beforeBody ? beforeBody(ctx, req as never) : undefined;
  if (found instanceof Promise) found = await found;
  if (route.body !== 'none' && route.body !== 'raw') {
    const reading = readBody(ctx, route, deps.bodyLimitBytes);
    const read = reading instanceof Promise ? await reading : reading;
    if (read === null) {
      ctx.status = 400; // the client went away mid-body: no one reads an answer
      return;
    }
    req.body = read.body;
    req.bodyBytes = read.bytes;
  }
  const handled = handle(ctx, req as never, found);
  if (handled instanceof Promise) await handled;
}

/** What a route without path or query parameters gets (frozen: shared by every request). */
const NO_VALUES: Record<string, never> = Object.freeze({});

/** A path's segments, `null` for a parameter: `/v1/tools/{id}` is ['v1', 'tools', null]. */
function segmentsOf(path: string): (string | null)[] {
  return path.slice(1).split('/').map((s) => (s.startsWith('{') ? null : s.toLowerCase()));
}

/** Whether one request path could match both (koa-router matches case-insensitively, a parameter anything but '/'). */
function overlap(a: (string | null)[], b: (string | null)[]): boolean {
  return a.length === b.length && a.every((s, i) => s === null || b[i] === null || s === b[i]);
}

type FastRoute = { methods: readonly string[]; re: RegExp; names: string[]; mounted: Mounted };

/**
 * Registers every operation of the table on `router` with its handler (throws if one is missing)
 * and returns the middleware that goes before `router.routes()`: it serves a request whose path is
 * exactly a route's (its case, no trailing slash) by a Map lookup for fixed paths, or one regex per
 * parametric route, instead of koa-router testing all its routes and composing a chain per request.
 * Only routes no other route of the same method can share a path with are served so; anything
 * else (other spellings, 404, 405, OPTIONS) falls through to koa-router, which decides as before.
 */
export function mountRoutes(router: Router, handlers: Handlers, deps: RoutingDeps): Middleware {
  const mountedAll: { route: RouteSpec; segments: (string | null)[]; mounted: Mounted }[] = [];
  // Fixed paths first: koa-router runs the first route that matches, and /v1/tools/search must win over /v1/tools/{id}.
  const entries = (Object.entries(routeTable) as [OperationId, RouteSpec][]).sort(([, a], [, b]) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
  for (const [operationId, route] of entries) {
    const given = handlers[operationId] as Handler<OperationId> | CheckedHandler<OperationId> | undefined;
    if (!given) throw new Error(`no handler for the operation ${operationId}`);
    const mounted: Mounted = typeof given === 'function' ? { route, beforeBody: undefined, handle: given } : { route, beforeBody: given.beforeBody, handle: given.handle };
    router[route.method](koaPath(route.path), (ctx: Context) => serve(ctx, mounted, deps));
    mountedAll.push({ route, segments: segmentsOf(route.path), mounted });
  }
  const fixed = new Map<string, Mounted>();
  const parametric: FastRoute[] = [];
  for (const m of mountedAll) {
    // The fixed Map is consulted before any pattern, so only two parametric routes can contend for a path.
    const isParametric = m.segments.includes(null);
    if (mountedAll.some((o) => o !== m && o.route.method === m.route.method && isParametric === o.segments.includes(null) && overlap(o.segments, m.segments))) continue;
    const methods = m.route.method === 'get' ? ['GET', 'HEAD'] : [m.route.method.toUpperCase()];
    if (!m.segments.includes(null)) {
      for (const method of methods) fixed.set(`${method} ${m.route.path}`, m.mounted);
      continue;
    }
    const names = [...m.route.path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!);
    const re = new RegExp(`^${pathSource(m.route.path, '([^/]+)')}$`);
    parametric.push({ methods, re, names, mounted: m.mounted });
  }
  return (ctx, next) => {
    const path = ctx.path;
    const method = ctx.method;
    const found = fixed.get(`${method} ${path}`);
    if (found) return serve(ctx, found, deps);
    for (const r of parametric) {
      if (!r.methods.includes(method)) continue;
      const m = r.re.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      for (let i = 0; i < r.names.length; i++) params[r.names[i]!] = decodeOrRaw(m[i + 1]!);
      ctx.params = params;
      return serve(ctx, r.mounted, deps);
    }
    return next();
  };
}

/** A path segment percent-decoded, or as sent when it does not decode (as koa-router gives its parameters). */
function decodeOrRaw(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a request to `path` with `method` takes no key (an Authorization header there is not judged). */
export function publicRouteMatcher(): (method: string, path: string) => boolean {
  const patterns = Object.values(routeTable as Record<string, RouteSpec>)
    .filter((r) => r.auth === 'public')
    // As koa-router matches: any case, an optional trailing slash.
    .map((r) => ({ method: r.method.toUpperCase(), re: routerPattern(r.path) }));
  // Asked on every keyed request, whose route is never public: each answer is kept (a bounded map,
  // emptied when full, since paths are the client's), not found again by testing every pattern.
  const known = new Map<string, boolean>();
  return (method, path) => {
    const key = `${method} ${path}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = patterns.some((p) => (p.method === method || (p.method === 'GET' && method === 'HEAD')) && p.re.test(path));
      if (known.size >= 4096) known.clear();
      known.set(key, answer);
    }
    return answer;
  };
}
