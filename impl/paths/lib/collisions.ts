// Comparison keys under which distinct path texts name the same file on a target file system, for
// path-collisions-find. Case folding, normalization and case mappings come from the text category's
// Unicode tables (impl/text/lib/unicode, Unicode 17.0.0).
import { caseFold } from '../../text/lib/unicode/case-fold.js';
import { TITLECASE_MAPPING, UPPERCASE_MAPPING } from '../../text/lib/unicode/case-map-data.js';
import { codePointMap } from '../../text/lib/unicode/code-point-map.js';
import { normalizeCodePoints } from '../../text/lib/unicode/normalization.js';

const UPPER = codePointMap(UPPERCASE_MAPPING);
const TITLE = codePointMap(TITLECASE_MAPPING);

/**
 * The simple uppercase mapping (UnicodeData.txt field 12) of one code point. The tables hold the full
 * mappings (SpecialCasing applied); where the full uppercase is several code points, the simple one
 * is the titlecase when that is a single code point (the Greek letters with ypogegrammeni: U+1FB3 to
 * U+1FBC), else none (U+00DF ß, ligatures, U+0149 ...): the code point itself.
 */
export function simpleUppercase(cp: number): number {
  const up = UPPER.get(cp);
  if (up === undefined) return cp;
  const first = up.codePointAt(0)!;
  if (up.length === String.fromCodePoint(first).length) return first;
  const title = TITLE.get(cp);
  if (title !== undefined) {
    const t = title.codePointAt(0)!;
    if (title.length === String.fromCodePoint(t).length) return t;
  }
  return cp;
}

/** NTFS-style upcasing: every BMP code point by its simple uppercase mapping when that is in the BMP too. */
export function ntfsUpcase(name: string): string {
  let out = '';
  for (const ch of name) {
    const cp = ch.codePointAt(0)!;
    const up = cp <= 0xffff ? simpleUppercase(cp) : cp;
    out += up <= 0xffff ? String.fromCodePoint(up) : ch;
  }
  return out;
}

/** NFD of a text, or null when it would pass maxLength code points. */
export function nfd(text: string, maxLength: number): string | null {
  const cps = normalizeCodePoints(Array.from(text, (c) => c.codePointAt(0)!), 'NFD', maxLength);
  return cps === null ? null : String.fromCodePoint(...cps);
}

/** Canonical caseless key (Unicode 17 section 3.13, D145): NFD(toCasefold(NFD(x))); null past maxLength. */
export function canonicalCaselessKey(text: string, maxLength: number): string | null {
  const a = nfd(text, maxLength);
  return a === null ? null : nfd(caseFold(a), maxLength);
}

export { caseFold };
