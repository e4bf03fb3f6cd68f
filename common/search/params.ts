// Tuning of the search: index-time field weights, query-time weights and the calibrated
// thresholds. bench/search-quality.ts measures every change against bench/search-queries.yaml.

/** BM25F: per field a weight and a length normalisation b; k1 saturates the combined frequency. */
export const K1 = 1.2;
export const FIELDS = {
  id: { weight: 3.0, b: 0.3 },
  operations: { weight: 2.0, b: 0.75 },
  description: { weight: 1.0, b: 0.75 },
  category: { weight: 0.3, b: 0 },
} as const;
export type FieldName = keyof typeof FIELDS;

/** How much a compound term counts against a single word (analyze.ts term kinds). */
export const KIND_WEIGHT = { word: 1, joined: 1, pair: 0.5, direction: 1 } as const;

/** Weight of the lexical BM25F score against the best single operation phrase match. */
export const LEXICAL_SHARE = 0.5;
/** A tool's score shrinks by this times the share of the query it disclaims (rank.ts). */
export const UNSUPPORTED_PENALTY = 1.5;
/** A query equal to one of a tool's unsupported phrases keeps this much of its score. */
export const EXACT_UNSUPPORTED_FACTOR = 0.25;
/** Lexical scores stay below 1, which means an exact id or operation phrase. */
export const MAX_LEXICAL_SCORE = 0.99;

/**
 * Search returns only candidates at or above this score: the threshold whose smaller margin over the
 * benchmark's top-1 and no-match targets is largest (`npx tsx bench/search-quality.ts --calibrate`).
 */
export const CONFIDENT_SCORE = 0.3;
/** Discover also shows weaker candidates down to this score, marked as not confident. */
export const PLAUSIBLE_SCORE = 0.2;
/** Recall weight of the phrase F-measure: covering the query matters more than covering the phrase. */
export const PHRASE_BETA = 1;
/** A query word no tool uses weighs this many times the rarest word of the catalog. */
export const UNKNOWN_WORD_WEIGHT = 1.5;
/** A tool that never names a data format the query names (synonyms.ts FORMAT_TERMS) loses this share of its score. */
export const FORMAT_MISMATCH_PENALTY = 0.2;
/** A tool whose id shares no word (or synonym) with the query loses this share of its score. */
export const ID_MISS_PENALTY = 0.15;
