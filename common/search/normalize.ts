// Text normalisation shared by the index builder (generator) and the query side (runtime), so both
// see the same words: Unicode NFKC, then upper case and lower case (String#toUpperCase and
// #toLowerCase are the locale-independent Unicode default mappings; upper first folds "ß" and "ß"'s
// capital "SS" to the same "ss", as full case folding does), then split at every run of characters that are neither letters nor
// digits (punctuation, symbols, spaces). No locale API anywhere.

const NON_WORD = /[^\p{L}\p{N}]+/u;

export function words(text: string): string[] {
  return text.normalize('NFKC').toUpperCase().toLowerCase().split(NON_WORD).filter(Boolean);
}

/** The form in which a query and an operation phrase are compared exactly: words joined by one space. */
export function normalizePhrase(text: string): string {
  return words(text).join(' ');
}

/** SPEC's "distinct normalized terms" of a query: its distinct words, stop words included. */
export function distinctTermCount(text: string): number {
  return new Set(words(text)).size;
}
