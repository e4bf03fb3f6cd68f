// GET /v1/tools/search and GET /v1/discover (SPEC.md, Discovery). The route table reads the query
// string strictly (every parameter once, only known names, percent-encoded UTF-8, limit's range);
// CatalogSearch checks what a schema cannot say of `q` (bytes, words, a letter or digit), for MCP too.
import type { Handlers } from '../core/routing.js';
import type { CatalogSearch } from './catalog-search.js';

export function searchHandlers(search: Pick<CatalogSearch, 'search' | 'discover'>): Pick<Handlers, 'search_tools' | 'discover'> {
  return {
    search_tools: (ctx, { query: { q, limit } }) => {
      ctx.body = search.search(q, limit);
    },

    discover: (ctx, { query: { q, limit, include_contract: includeContract } }) => {
      const { first, ...result } = search.discover(q, limit);
      if (includeContract === 0) {
        ctx.body = result;
        return;
      }
      // The contract is served as it is stored (the same bytes as its own endpoint), not re-serialised.
      const head = JSON.stringify(result);
      ctx.type = 'application/json';
      ctx.body = `${head.slice(0, -1)},"contract":${first ? first.contractJson : 'null'}}`;
    },
  };
}
