// CORS (the Fetch standard's CORS protocol) for browser pages calling the API and /mcp. One list of
// allowed origins, CORS_ORIGINS (plus PUBLIC_BASE_URL's origin and the older MCP_ALLOWED_ORIGINS),
// decides both what a browser may read here and what /mcp admits (its Origin check, which guards
// against DNS rebinding, asks `allows`). An allowed origin gets its own origin back, with
// credentials; the public read-only routes (catalog, contracts, search, openapi.json, health)
// answer any other origin with `*`, without credentials; everything else gets no CORS header, so
// the browser keeps the answer from the page. front() calls in here only when Origin was sent.
import type { Context } from 'koa';
import { routeTable, type OperationId } from '../../../generated/routes.js';
import type { Config } from '../config.js';
import { routerPattern } from '../routing.js';

/** Operations any page may read (GET/HEAD): public data, no key needed, nothing of a caller's. */
export const ANY_ORIGIN_OPERATIONS: readonly OperationId[] = [
  'get_health', 'get_openapi', 'get_problem_type', 'list_tools', 'get_tool', 'list_categories', 'get_tool_contract', 'search_tools', 'discover',
];

/** Request headers a page may send (Accept, Content-Language and a plain Content-Type need no listing). */
export const ALLOWED_REQUEST_HEADERS = 'Authorization, Content-Type, Prefer, X-Request-Id, X-Service-Model, If-None-Match';
/** /mcp adds the Streamable HTTP transport's own headers. */
export const MCP_REQUEST_HEADERS = `${ALLOWED_REQUEST_HEADERS}, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID`;
/** Response headers a page may read besides the CORS-safelisted ones. */
export const EXPOSED_HEADERS = 'X-Execution-Ref, X-Request-Id, Retry-After, RateLimit, RateLimit-Policy, ETag, Preference-Applied, WWW-Authenticate';
const MCP_EXPOSED_HEADERS = `${EXPOSED_HEADERS}, Mcp-Session-Id`;
/** How long a browser may reuse a preflight's answer (Chromium caps it at 7200 s, Firefox at 86400 s). */
export const PREFLIGHT_MAX_AGE_S = 7200;

type RoutePattern = { re: RegExp; methods: string[]; anyOrigin: boolean };

/** Every route's path as koa-router matches it (any case, an optional trailing slash), with its methods. */
function routePatterns(): RoutePattern[] {
  const byPath = new Map<string, RoutePattern>();
  for (const [op, route] of Object.entries(routeTable) as [OperationId, (typeof routeTable)[OperationId]][]) {
    let p = byPath.get(route.path);
    if (!p) {
      byPath.set(route.path, (p = { re: routerPattern(route.path), methods: [], anyOrigin: false }));
    }
    const method = route.method.toUpperCase();
    p.methods.push(method);
    if (method === 'GET') p.methods.push('HEAD');
    if (ANY_ORIGIN_OPERATIONS.includes(op)) p.anyOrigin = true;
  }
  // A fixed path before the patterns that also match it (/v1/tools/search before /v1/tools/{id}), as routing serves them.
  return [...byPath.entries()].sort(([a], [b]) => Number(a.includes('{')) - Number(b.includes('{'))).map(([, p]) => p);
}

export type Cors = {
  /** Whether a browser page from `origin` may call every route (and so /mcp). */
  allows(origin: string): boolean;
  /**
   * Before the route, for a request that sent Origin: answers a preflight (true: nothing else to
   * do) or sets the headers that let the page read the answer (errors included).
   */
  before(ctx: Context, origin: string): boolean;
  /** After the route: Vary: Origin again, in case the route replaced Vary (nothing once headers are sent). */
  after(ctx: Context): void;
};

/** The browser origins allowed everywhere: CORS_ORIGINS (with MCP_ALLOWED_ORIGINS) and PUBLIC_BASE_URL's. */
export function allowedOrigins(config: Pick<Config, 'corsOrigins' | 'publicBaseUrl'>): ReadonlySet<string> {
  const allowed = new Set(config.corsOrigins);
  if (config.publicBaseUrl) allowed.add(new URL(config.publicBaseUrl).origin);
  return allowed;
}

export function cors(config: Pick<Config, 'corsOrigins' | 'publicBaseUrl'>): Cors {
  const allowed = allowedOrigins(config);
  const patterns = routePatterns();
  const routeOf = (path: string) => patterns.find((p) => p.re.test(path));
  const isMcp = (path: string) => /^\/mcp\/?$/i.test(path);

  const allows = (origin: string) => allowed.has(origin);
  /** `*` on a public read-only route for an origin not listed, the origin itself when listed, else null. */
  const allowOrigin = (origin: string, method: string, path: string): string | null => {
    if (allowed.has(origin)) return origin;
    return (method === 'GET' || method === 'HEAD') && routeOf(path)?.anyOrigin ? '*' : null;
  };

  return {
    allows,
    before(ctx, origin) {
      const res = ctx.res;
      res.setHeader('Vary', 'Origin'); // the answer depends on Origin whenever one is sent
      const requested = ctx.method === 'OPTIONS' ? ctx.req.headers['access-control-request-method'] : undefined;
      if (typeof requested === 'string') {
        // A preflight: the path must be a route that takes the requested method.
        const route = routeOf(ctx.path);
        const method = requested.trim().toUpperCase();
        if (!route || !route.methods.includes(method)) return false; // koa-router answers OPTIONS (Allow), without CORS
        const value = allowOrigin(origin, method, ctx.path);
        if (value === null) return false;
        res.setHeader('Access-Control-Allow-Origin', value);
        if (value !== '*') res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Access-Control-Allow-Methods', route.methods.join(', '));
        res.setHeader('Access-Control-Allow-Headers', isMcp(ctx.path) ? MCP_REQUEST_HEADERS : ALLOWED_REQUEST_HEADERS);
        res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
        res.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
        ctx.status = 204;
        return true;
      }
      const value = allowOrigin(origin, ctx.method, ctx.path);
      if (value === null) return false;
      res.setHeader('Access-Control-Allow-Origin', value);
      if (value !== '*') res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', isMcp(ctx.path) ? MCP_EXPOSED_HEADERS : EXPOSED_HEADERS);
      return false;
    },
    after(ctx) {
      if (!ctx.res.headersSent) ctx.vary('Origin');
    },
  };
}
