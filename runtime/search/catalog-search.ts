// Search and discover over the served catalog: the engine's ranking (rank.ts) turned into the
// candidates of GET /v1/tools/search and GET /v1/discover. Shared by the HTTP routes and by any
// other caller (MCP), so they answer alike.
import { ApiError, type FieldFault } from '../core/errors.js';
import { toolSummary, type Catalog, type CatalogTool } from '../execution/catalog.js';
import { distinctTermCount, words } from '../../common/search/normalize.js';
import { CONFIDENT_SCORE, PLAUSIBLE_SCORE } from '../../common/search/params.js';
import { loadSearchEngine } from './load.js';
import type { MatchKind, SearchEngine } from '../../common/search/rank.js';

/** SPEC.md, Limits: "query at most 256 chars (256 UTF-8 bytes, 40 distinct normalized terms); limit 1..5". */
export const QUERY_LIMITS = { maxChars: 256, maxBytes: 256, maxTerms: 40, minLimit: 1, maxLimit: 5 } as const;
export const TOOL_REQUESTS_PATH = 'POST /v1/tool-requests';

export type Candidate = {
  id: string;
  version: string;
  category: string;
  description: string;
  score: number;
  matched: MatchKind;
  contract_url: string;
  execute_url: string;
};
export type DiscoverCandidate = Candidate & { confident: boolean };
export type SearchResult = { count: number; candidates: Candidate[] };
export type DiscoverResult = { count: number; confident: boolean; hint: string | null; candidates: DiscoverCandidate[] };

/** The faults of a query text, empty when it is usable (checked in this order, first fault only). */
export function queryFaults(q: string): string[] {
  if ([...q].length > QUERY_LIMITS.maxChars) return [`must be at most ${QUERY_LIMITS.maxChars} characters`];
  if (Buffer.byteLength(q, 'utf8') > QUERY_LIMITS.maxBytes) return [`must be at most ${QUERY_LIMITS.maxBytes} bytes in UTF-8`];
  if (!words(q).length) return ['must contain at least one letter or digit'];
  const terms = distinctTermCount(q);
  if (terms > QUERY_LIMITS.maxTerms) return [`must have at most ${QUERY_LIMITS.maxTerms} distinct words (has ${terms})`];
  return [];
}

export class CatalogSearch {
  private readonly candidates: Omit<Candidate, 'score' | 'matched'>[];
  private readonly served: CatalogTool[];

  constructor(catalog: Catalog, private readonly engine: SearchEngine = loadSearchEngine()) {
    this.served = engine.tools.map((t) => {
      const tool = catalog.get(t.id, t.version);
      if (!tool) throw new Error(`the search index lists ${t.id}@${t.version} but the catalog does not; run make generate`);
      return tool;
    });
    const ids = new Set(catalog.tools.map((t) => t.contract.id));
    if (ids.size !== engine.tools.length) throw new Error('the search index and the catalog disagree; run make generate');
    this.candidates = this.served.map((t) => toolSummary(t.contract));
  }

  /** Confident candidates only; an empty list means no confident match. */
  search(q: string, limit: number): SearchResult {
    checkQuery(q, limit);
    const candidates = this.engine.search(q, { limit, minScore: CONFIDENT_SCORE }).map((r) => this.candidate(r.tool, r.score, r.matched));
    return { count: candidates.length, candidates };
  }

  /** Candidates down to the plausible score, each marked confident or not, with a hint when none is confident. */
  discover(q: string, limit: number): DiscoverResult & { first: CatalogTool | null } {
    checkQuery(q, limit);
    const ranked = this.engine.search(q, { limit, minScore: PLAUSIBLE_SCORE });
    const candidates = ranked.map((r) => ({ ...this.candidate(r.tool, r.score, r.matched), confident: r.score >= CONFIDENT_SCORE }));
    const confident = candidates[0]?.confident ?? false;
    let hint: string | null = null;
    if (!candidates.length) hint = `No tool matches this request. Describe the tool you need with ${TOOL_REQUESTS_PATH}.`;
    else if (!confident) hint = `No confident match: these candidates are uncertain, so read their contracts before using one. If none fits, describe the tool you need with ${TOOL_REQUESTS_PATH}.`;
    return { count: candidates.length, confident, hint, candidates, first: confident ? this.served[ranked[0]!.tool]! : null };
  }

  private candidate(tool: number, score: number, matched: MatchKind): Candidate {
    const c = this.candidates[tool]!;
    return { id: c.id, version: c.version, category: c.category, description: c.description, score, matched, contract_url: c.contract_url, execute_url: c.execute_url };
  }
}

function checkQuery(q: string, limit: number): void {
  const errors: FieldFault[] = queryFaults(q).map((message) => ({ parameter: 'q', message }));
  if (!Number.isInteger(limit) || limit < QUERY_LIMITS.minLimit || limit > QUERY_LIMITS.maxLimit) {
    errors.push({ parameter: 'limit', message: `must be an integer from ${QUERY_LIMITS.minLimit} to ${QUERY_LIMITS.maxLimit}` });
  }
  if (errors.length) throw new ApiError('invalid_request', 'invalid query parameters', errors);
}
