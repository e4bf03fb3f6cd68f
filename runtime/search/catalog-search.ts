// Search and discover over the served catalog: the engine's ranking (rank.ts) turned into the
// candidates of GET /v1/tools/search and GET /v1/discover. Shared by the HTTP routes and by any
// other caller (MCP), so they answer alike.
import { ApiError, type FieldFault } from '../core/errors.js';
import type { Catalog, CatalogTool } from '../execution/catalog.js';
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

type View = { engine: SearchEngine; served: CatalogTool[]; candidates: Readonly<Omit<Candidate, 'score' | 'matched'>>[] };

/**
 * Built on the first search, not at start-up: parsing the index and building its engine is the
 * largest part of building an app. The build is synchronous, so a burst of first requests builds it
 * once and none sees it half-built; a build that fails (an index out of step with the catalog) fails
 * that request and is tried again by the next.
 */
export class CatalogSearch {
  private built: View | undefined;

  constructor(private readonly catalog: Catalog, private readonly engine?: SearchEngine) {}

  private view(): View {
    if (this.built) return this.built;
    const engine = this.engine ?? loadSearchEngine();
    const served = engine.tools.map((t) => {
      const tool = this.catalog.get(t.id, t.version);
      if (!tool) throw new Error(`the search index lists ${t.id}@${t.version} but the catalog does not; run make generate`);
      return tool;
    });
    const ids = new Set(this.catalog.tools.map((t) => t.summary.id));
    if (ids.size !== engine.tools.length) throw new Error('the search index and the catalog disagree; run make generate');
    this.built = { engine, served, candidates: served.map((t) => t.summary) };
    return this.built;
  }

  /** Confident candidates only; an empty list means no confident match. */
  search(q: string, limit: number): SearchResult {
    checkQuery(q, limit);
    const candidates = this.view().engine.search(q, { limit, minScore: CONFIDENT_SCORE }).map((r) => this.candidate(r.tool, r.score, r.matched));
    return { count: candidates.length, candidates };
  }

  /** Candidates down to the plausible score, each marked confident or not, with a hint when none is confident. */
  discover(q: string, limit: number): DiscoverResult & { first: CatalogTool | null } {
    checkQuery(q, limit);
    const { engine, served } = this.view();
    const ranked = engine.search(q, { limit, minScore: PLAUSIBLE_SCORE });
    const candidates = ranked.map((r) => ({ ...this.candidate(r.tool, r.score, r.matched), confident: r.score >= CONFIDENT_SCORE }));
    const confident = candidates[0]?.confident ?? false;
    let hint: string | null = null;
    if (!candidates.length) hint = `No tool matches this request. Describe the tool you need with ${TOOL_REQUESTS_PATH}.`;
    else if (!confident) hint = `No confident match: these candidates are uncertain, so read their contracts before using one. If none fits, describe the tool you need with ${TOOL_REQUESTS_PATH}.`;
    return { count: candidates.length, confident, hint, candidates, first: confident ? served[ranked[0]!.tool]! : null };
  }

  private candidate(tool: number, score: number, matched: MatchKind): Candidate {
    const c = this.view().candidates[tool]!;
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
