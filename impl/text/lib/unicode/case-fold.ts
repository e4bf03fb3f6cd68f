// Full case folding (Unicode CaseFolding.txt, statuses C and F) for caseless matching: "Straße" and
// "STRASSE" both fold to "strasse". The Turkic entries (status T: I -> ı, İ -> i) apply only when a
// tool passes `turkic: true`. Folding is per code point, context-free, O(n) in the text's length.
import { codePointMap } from './code-point-map.js';
import { FULL_FOLDING, TURKIC_FOLDING } from './case-fold-data.js';

const FULL = codePointMap(FULL_FOLDING);
const TURKIC = codePointMap(TURKIC_FOLDING);

export type CaseFoldOptions = { turkic?: boolean };

/** The full case folding of one code point, as a string (the code point itself when it has none). */
export function caseFoldCodePoint(cp: number, options: CaseFoldOptions = {}): string {
  if (options.turkic === true) {
    const t = TURKIC.get(cp);
    if (t !== undefined) return t;
  }
  return FULL.get(cp) ?? String.fromCodePoint(cp);
}

/** The full case folding of `text` (C + F; T too when `turkic`). */
export function caseFold(text: string, options: CaseFoldOptions = {}): string {
  let result = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x41) {
      result += ch;
      continue;
    }
    result += caseFoldCodePoint(cp, options);
  }
  return result;
}
