// The shape of generated/search-data.json: everything a query needs, computed once by the
// generator (runtime/search/build.ts), so start-up only parses JSON.

export type IndexedTool = { id: string; version: string; category: string };

export type TermEntry = {
  /** BM25 inverse document frequency over the indexed tools. */
  idf: number;
  /** Postings: tool index, then that tool's saturated BM25F weight for the term (idf included), repeated. */
  docs: number[];
  /** Supported operation phrases holding the term (indexes into `phrases`). */
  ops?: number[];
  /** Tools whose id holds the term. */
  ids?: number[];
  /** Tools that disclaim the term: it is in their unsupported phrases, never in their id or supported ones. */
  not?: number[];
};

export type IndexedPhrase = {
  /** Tool index. */
  tool: number;
  /** Sum of the term weights of the phrase's distinct terms (see rank.ts: `termWeight`). */
  mass: number;
};

export type SearchIndexData = {
  note: string;
  format: 1;
  /** The parameters the index was built with, for the record. */
  params: { k1: number; fields: Record<string, { weight: number; b: number; avgLength: number }> };
  tools: IndexedTool[];
  /** Every tool's id and supported operation phrases. */
  phrases: IndexedPhrase[];
  /** Normalised supported phrase -> tool indexes that list it. */
  exact: Record<string, number[]>;
  /** Normalised unsupported phrase -> tool indexes that list it. */
  exact_unsupported: Record<string, number[]>;
  terms: Record<string, TermEntry>;
};

/** BM25's inverse document frequency of a term found in df of n tools (Robertson-Sparck Jones, +1 inside the log). */
export function bm25Idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}
