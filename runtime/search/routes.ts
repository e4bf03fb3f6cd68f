// GET /v1/tools/search and GET /v1/discover (SPEC.md, Discovery). The query string is read strictly:
// every parameter once, only known names, values in percent-encoded UTF-8; each fault is listed.
import type Router from '@koa/router';
import type { Context } from 'koa';
import { ApiError, type FieldFault } from '../core/errors.js';
import { CatalogSearch, QUERY_LIMITS, queryFaults } from './catalog-search.js';

type Parsed = { q: string; limit: number; includeContract: boolean };

const LIMIT = /^[1-9][0-9]?$/;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Reads `q`, `limit` and (discover only) `include_contract`, or throws 400 naming every bad parameter. */
export function parseSearchQuery(querystring: string, defaultLimit: number, allowContract: boolean): Parsed {
  const allowed = allowContract ? ['q', 'limit', 'include_contract'] : ['q', 'limit'];
  const values = new Map<string, string[]>();
  const errors: FieldFault[] = [];
  for (const pair of querystring.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const name = decode(rawName);
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    const shown = (name ?? rawName).slice(0, 100);
    if (name === null || value === null) {
      errors.push({ parameter: shown, message: 'is not valid percent-encoded UTF-8' });
      continue;
    }
    if (!allowed.includes(name)) {
      errors.push({ parameter: shown, message: `is not a parameter of this endpoint (${allowed.join(', ')})` });
      continue;
    }
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const single = (name: string): string | undefined => {
    const v = values.get(name);
    if (v && v.length > 1) errors.push({ parameter: name, message: 'must be given once' });
    return v?.[0];
  };

  const q = single('q');
  if (q === undefined) {
    if (!errors.some((e) => e.parameter === 'q')) errors.push({ parameter: 'q', message: 'is required' });
  } else {
    for (const message of queryFaults(q)) errors.push({ parameter: 'q', message });
  }
  const rawLimit = single('limit');
  let limit = defaultLimit;
  if (rawLimit !== undefined) {
    const n = Number(rawLimit);
    if (!LIMIT.test(rawLimit) || n < QUERY_LIMITS.minLimit || n > QUERY_LIMITS.maxLimit) {
      errors.push({ parameter: 'limit', message: `must be an integer from ${QUERY_LIMITS.minLimit} to ${QUERY_LIMITS.maxLimit}` });
    } else limit = n;
  }
  const rawContract = allowContract ? single('include_contract') : undefined;
  if (rawContract !== undefined && rawContract !== '0' && rawContract !== '1') errors.push({ parameter: 'include_contract', message: 'must be 0 or 1' });
  if (errors.length) throw new ApiError('invalid_request', 'invalid query parameters', errors);
  return { q: q!, limit, includeContract: rawContract === '1' };
}

export function searchRoutes(router: Router, search: CatalogSearch): void {

  router.get('/v1/tools/search', (ctx: Context) => {
    const { q, limit } = parseSearchQuery(ctx.querystring, 1, false);
    ctx.body = search.search(q, limit);
  });

  router.get('/v1/discover', (ctx: Context) => {
    const { q, limit, includeContract } = parseSearchQuery(ctx.querystring, 3, true);
    const { first, ...result } = search.discover(q, limit);
    if (!includeContract) {
      ctx.body = result;
      return;
    }
    // The contract is served as it is stored (the same bytes as its own endpoint), not re-serialised.
    const head = JSON.stringify(result);
    ctx.type = 'application/json';
    ctx.body = `${head.slice(0, -1)},"contract":${first ? first.contractJson : 'null'}}`;
  });
}
