// Text normalisation shared by the index builder (generator) and the query side (runtime), so both
// see the same words: Unicode NFKC, then lower case (String#toLowerCase is the locale-independent
// Unicode default mapping), then split at every run of characters that are neither letters nor
// digits (punctuation, symbols, spaces). No locale API anywhere.

const NON_WORD = /[^\p{L}\p{N}]+/u;

export function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().split(NON_WORD).filter(Boolean);
}

/** The form in which a query and an operation phrase are compared exactly: words joined by one space. */
export function normalizePhrase(text: string): string {
  return words(text).join(' ');
}

/** SPEC's "distinct normalized terms" of a query: its distinct words, stop words included. */
export function distinctTermCount(text: string): number {
  return new Set(words(text)).size;
}
