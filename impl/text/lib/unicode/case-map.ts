// Full Unicode case mapping (The Unicode Standard, section 3.13, Default Case Conversion): the
// UnicodeData simple mappings overridden by the unconditional SpecialCasing.txt rows (ß -> SS,
// ŉ -> ʼN, ﬁ -> FI), plus SpecialCasing's conditional rows: Final_Sigma for every language, and the
// tr/az and lt rows when the caller names that language. Contexts are the Table 3-17 definitions,
// evaluated with one forward and one backward pass, so the work is O(n) in the code points.
import { codePointMap } from './code-point-map.js';
import { CASING_PROPERTIES, LOWERCASE_MAPPING, TITLECASE_MAPPING, UPPERCASE_MAPPING } from './case-map-data.js';
import { combiningClass } from './normalization.js';

const LOWER = codePointMap(LOWERCASE_MAPPING);
const UPPER = codePointMap(UPPERCASE_MAPPING);
const TITLE = codePointMap(TITLECASE_MAPPING);

export type CaseLanguage = 'und' | 'tr' | 'az' | 'lt';

const flags = (cp: number): string => CASING_PROPERTIES.value(cp);
export const isCased = (cp: number): boolean => flags(cp).includes('C');
export const isCaseIgnorable = (cp: number): boolean => flags(cp).includes('I');
const isSoftDotted = (cp: number): boolean => flags(cp).includes('S');

const CAPITAL_SIGMA = 0x3a3;
const DOT_ABOVE = 0x307;

/** The Table 3-17 contexts of every position of `cps` (only computed where they can matter). */
type Contexts = {
  /** Final_Sigma: \p{cased} (\p{case-ignorable})* before and no (\p{case-ignorable})* \p{cased} after. */
  finalSigma(i: number): boolean;
  /** The nearest earlier code point of ccc 0 or 230 (-1: none): After_Soft_Dotted, After_I. */
  previousBase(i: number): number;
  /** The nearest later code point of ccc 0 or 230 (-1: none): More_Above, Before_Dot. */
  nextBase(i: number): number;
};

function contexts(cps: readonly number[]): Contexts {
  const n = cps.length;
  // casedBefore[i]: some j < i is cased with only case-ignorables in between (the regex form, so a
  // character both cased and case-ignorable counts as cased).
  const casedBefore = new Uint8Array(n + 1);
  for (let i = 0, state = 0; i < n; i++) {
    casedBefore[i] = state;
    const cp = cps[i]!;
    if (isCased(cp)) state = 1;
    else if (!isCaseIgnorable(cp)) state = 0;
  }
  const casedAfter = new Uint8Array(n + 1);
  for (let i = n - 1, state = 0; i >= 0; i--) {
    casedAfter[i] = state;
    const cp = cps[i]!;
    if (isCased(cp)) state = 1;
    else if (!isCaseIgnorable(cp)) state = 0;
  }
  const previous = new Int32Array(n);
  for (let i = 0, last = -1; i < n; i++) {
    previous[i] = last;
    const ccc = combiningClass(cps[i]!);
    if (ccc === 0 || ccc === 230) last = cps[i]!;
  }
  const next = new Int32Array(n);
  for (let i = n - 1, last = -1; i >= 0; i--) {
    next[i] = last;
    const ccc = combiningClass(cps[i]!);
    if (ccc === 0 || ccc === 230) last = cps[i]!;
  }
  return {
    finalSigma: (i) => casedBefore[i] === 1 && casedAfter[i] === 0,
    previousBase: (i) => previous[i]!,
    nextBase: (i) => next[i]!,
  };
}

function lowerAt(cps: readonly number[], i: number, language: CaseLanguage, ctx: Contexts): string {
  const cp = cps[i]!;
  if (cp === CAPITAL_SIGMA) return ctx.finalSigma(i) ? '\u03c2' : '\u03c3';
  if (language === 'tr' || language === 'az') {
    if (cp === 0x130) return 'i';
    if (cp === DOT_ABOVE && ctx.previousBase(i) === 0x49) return ''; // After_I: I + ̇ -> i
    if (cp === 0x49) return ctx.nextBase(i) === DOT_ABOVE ? 'i' : '\u0131'; // Not_Before_Dot
  } else if (language === 'lt') {
    // More_Above: keep the dot of i and j when another accent above follows.
    const moreAbove = (): boolean => ctx.nextBase(i) !== -1 && combiningClass(ctx.nextBase(i)) === 230;
    if (cp === 0x49 && moreAbove()) return 'i\u0307';
    if (cp === 0x4a && moreAbove()) return 'j\u0307';
    if (cp === 0x12e && moreAbove()) return '\u012f\u0307';
    if (cp === 0xcc) return 'i\u0307\u0300';
    if (cp === 0xcd) return 'i\u0307\u0301';
    if (cp === 0x128) return 'i\u0307\u0303';
  }
  return LOWER.get(cp) ?? String.fromCodePoint(cp);
}

function upperOrTitleAt(cps: readonly number[], i: number, language: CaseLanguage, ctx: Contexts, table: ReadonlyMap<number, string>): string {
  const cp = cps[i]!;
  if ((language === 'tr' || language === 'az') && cp === 0x69) return '\u0130';
  // lt After_Soft_Dotted: the dot above a soft-dotted letter goes when the letter is uppercased.
  if (language === 'lt' && cp === DOT_ABOVE && ctx.previousBase(i) !== -1 && isSoftDotted(ctx.previousBase(i))) return '';
  return table.get(cp) ?? String.fromCodePoint(cp);
}

/** Calls `emit` with each piece of the result; the caller sizes and joins them. */
export type Emit = (piece: string) => void;

export function toLowerCase(cps: readonly number[], language: CaseLanguage, emit: Emit): void {
  const ctx = contexts(cps);
  for (let i = 0; i < cps.length; i++) emit(lowerAt(cps, i, language, ctx));
}

export function toUpperCase(cps: readonly number[], language: CaseLanguage, emit: Emit): void {
  const ctx = contexts(cps);
  for (let i = 0; i < cps.length; i++) emit(upperOrTitleAt(cps, i, language, ctx, UPPER));
}

/**
 * Title case: a word is a maximal run of letters, marks, numbers (General_Category L, M, N) and
 * case-ignorable characters; in each word the first letter or number is mapped with the titlecase
 * mapping when it is cased (a word starting with a digit gets none), and the rest of the word with
 * the lowercase mapping (`rest: lower`) or left as it is (`rest: keep`). Characters outside words are
 * left as they are.
 */
export function toTitleCase(cps: readonly number[], language: CaseLanguage, rest: 'lower' | 'keep', isWordPart: (cp: number) => boolean, isLetterOrNumber: (cp: number) => boolean, emit: Emit): void {
  const ctx = contexts(cps);
  let inWord = false;
  let titled = false;
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i]!;
    const part = isWordPart(cp) || isCaseIgnorable(cp);
    if (!part) {
      inWord = false;
      emit(String.fromCodePoint(cp));
      continue;
    }
    if (!inWord) {
      inWord = true;
      titled = false;
    }
    if (!titled && isLetterOrNumber(cp)) {
      titled = true;
      emit(upperOrTitleAt(cps, i, language, ctx, TITLE));
      continue;
    }
    emit(rest === 'lower' ? lowerAt(cps, i, language, ctx) : String.fromCodePoint(cp));
  }
}
