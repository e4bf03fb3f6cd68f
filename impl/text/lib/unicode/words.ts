// Word boundaries, UAX #29 (Unicode Text Segmentation) section 4.1.1 at the pinned Unicode version,
// rules WB1-WB999 without tailoring (no dictionary: a run of Han or Thai is not split into words the
// way ICU's dictionaries split it). WB4 is applied as the standard says: a run of Extend, Format and
// ZWJ takes the class of the character before it, except after the start, CR, LF or Newline, and
// the rules after WB4 look past such runs on both sides.
import { wordBreakTable } from './word-break-data.js';

const enum W {
  Other,
  CR,
  LF,
  Newline,
  Extend,
  ZWJ,
  RI,
  Format,
  Katakana,
  Hebrew,
  ALetter,
  SingleQuote,
  DoubleQuote,
  MidNumLet,
  MidLetter,
  MidNum,
  Numeric,
  ExtendNumLet,
  WSegSpace,
}
// Table values are a Word_Break value with suffixes: `_ExtPict` (Extended_Pictographic, for WB3c)
// and `_L` (Alphabetic or General_Category N*: a letter or digit, which makes a segment a word).
const WB_VALUES: Record<string, W> = {
  Other: W.Other,
  CR: W.CR,
  LF: W.LF,
  Newline: W.Newline,
  Extend: W.Extend,
  ZWJ: W.ZWJ,
  Regional_Indicator: W.RI,
  Format: W.Format,
  Katakana: W.Katakana,
  Hebrew_Letter: W.Hebrew,
  ALetter: W.ALetter,
  Single_Quote: W.SingleQuote,
  Double_Quote: W.DoubleQuote,
  MidNumLet: W.MidNumLet,
  MidLetter: W.MidLetter,
  MidNum: W.MidNum,
  Numeric: W.Numeric,
  ExtendNumLet: W.ExtendNumLet,
  WSegSpace: W.WSegSpace,
};
const WB = Uint8Array.from(wordBreakTable.values, (v) => WB_VALUES[v.replace(/(_ExtPict)?(_L)?$/, '')]!);
const PICT = Uint8Array.from(wordBreakTable.values, (v) => (v.includes('_ExtPict') ? 1 : 0));
const WORDY = Uint8Array.from(wordBreakTable.values, (v) => (v.endsWith('_L') ? 1 : 0));

const isAH = (c: number) => c === W.ALetter || c === W.Hebrew;
const isMidLetterQ = (c: number) => c === W.MidLetter || c === W.MidNumLet || c === W.SingleQuote;
const isMidNumQ = (c: number) => c === W.MidNum || c === W.MidNumLet || c === W.SingleQuote;
const isIgnorable = (c: number) => c === W.Extend || c === W.Format || c === W.ZWJ;
const isNewline = (c: number) => c === W.CR || c === W.LF || c === W.Newline;

export type WordSegment = { start: number; end: number; wordLike: boolean };

/**
 * The text's word segments in order as UTF-16 [start, end) ranges; `wordLike` is true when the
 * segment holds a letter or digit (Alphabetic, or General_Category N*), false for spaces,
 * punctuation, symbols and emoji.
 */
export function wordSegments(text: string): WordSegment[] {
  // Per code point: UTF-16 offset, class, the code point WB4 folds it into (itself when not folded).
  const n = text.length;
  const offs = new Int32Array(n + 1);
  const cls = new Uint8Array(n);
  const pict = new Uint8Array(n);
  const wordy = new Uint8Array(n);
  const base = new Int32Array(n);
  let count = 0;
  for (let i = 0; i < n; ) {
    const cp = text.codePointAt(i)!;
    const t = wordBreakTable.index(cp);
    offs[count] = i;
    cls[count] = WB[t]!;
    pict[count] = PICT[t]!;
    wordy[count] = WORDY[t]!;
    base[count] = count > 0 && isIgnorable(cls[count]!) && !isNewline(cls[base[count - 1]!]!) ? base[count - 1]! : count;
    count++;
    i += cp > 0xffff ? 2 : 1;
  }
  offs[count] = n;
  // Lookahead past ignorables: the next code point at or after k that WB4 does not fold.
  const nextBase = new Int32Array(count + 1);
  nextBase[count] = -1;
  for (let k = count - 1; k >= 0; k--) nextBase[k] = base[k] === k ? k : nextBase[k + 1]!;
  // Regional indicators in a row (folded code points skipped) up to and including each one.
  const riRun = new Int32Array(count);
  if (count > 0 && cls[0] === W.RI) riRun[0] = 1;

  const segments: WordSegment[] = [];
  let start = 0;
  let wordLike = count > 0 && wordy[0] === 1;
  for (let i = 1; i <= count; i++) {
    if (i < count && base[i] === i && cls[i] === W.RI) riRun[i] = cls[base[i - 1]!] === W.RI ? riRun[base[i - 1]!]! + 1 : 1;
    if (i === count || breaksBefore(i)) {
      segments.push({ start: offs[start]!, end: offs[i]!, wordLike });
      start = i;
      wordLike = false;
    }
    if (i < count && wordy[i]) wordLike = true;
  }
  return segments;

  function breaksBefore(i: number): boolean {
    const a = cls[i - 1]!;
    const b = cls[i]!;
    if (a === W.CR && b === W.LF) return false; // WB3
    if (isNewline(a) || isNewline(b)) return true; // WB3a, WB3b
    if (a === W.ZWJ && pict[i]) return false; // WB3c
    if (a === W.WSegSpace && b === W.WSegSpace) return false; // WB3d
    if (base[i] !== i) return false; // WB4
    const pb = base[i - 1]!;
    const l = cls[pb]!;
    const ll = pb > 0 ? cls[base[pb - 1]!]! : -1;
    const nb = i + 1 < count ? nextBase[i + 1]! : -1;
    const r = nb >= 0 ? cls[nb]! : -1;
    if (isAH(l) && isAH(b)) return false; // WB5
    if (isAH(l) && isMidLetterQ(b) && isAH(r)) return false; // WB6
    if (isAH(ll) && isMidLetterQ(l) && isAH(b)) return false; // WB7
    if (l === W.Hebrew && b === W.SingleQuote) return false; // WB7a
    if (l === W.Hebrew && b === W.DoubleQuote && r === W.Hebrew) return false; // WB7b
    if (ll === W.Hebrew && l === W.DoubleQuote && b === W.Hebrew) return false; // WB7c
    if (l === W.Numeric && b === W.Numeric) return false; // WB8
    if (isAH(l) && b === W.Numeric) return false; // WB9
    if (l === W.Numeric && isAH(b)) return false; // WB10
    if (ll === W.Numeric && isMidNumQ(l) && b === W.Numeric) return false; // WB11
    if (l === W.Numeric && isMidNumQ(b) && r === W.Numeric) return false; // WB12
    if (l === W.Katakana && b === W.Katakana) return false; // WB13
    if ((isAH(l) || l === W.Numeric || l === W.Katakana || l === W.ExtendNumLet) && b === W.ExtendNumLet) return false; // WB13a
    if (l === W.ExtendNumLet && (isAH(b) || b === W.Numeric || b === W.Katakana)) return false; // WB13b
    if (l === W.RI && b === W.RI && riRun[pb]! % 2 === 1) return false; // WB15, WB16
    return true; // WB999
  }
}
