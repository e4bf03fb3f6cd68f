// Natural ("version-like") order of strings without any locale: runs of ASCII digits compare by
// numeric value, everything else by code point, so "file9" < "file10". "file010" and "file10" tie on
// value and fall back to plain code point order ("file010" first, since "0" < "1"). Digit runs of
// any length compare exactly, never parsed into floating-point numbers.
import { compareCodePoints } from '../../lib/code-point-order.js';

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** Negative, zero or positive as `a` sorts before, with or after `b` by value alone (digit runs by value). */
export function compareNaturalValue(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (isDigit(x) && isDigit(y)) {
      let ie = i;
      let je = j;
      while (ie < a.length && isDigit(a.charCodeAt(ie))) ie++;
      while (je < b.length && isDigit(b.charCodeAt(je))) je++;
      // Skip leading zeros (keeping the last digit), then the longer run is the larger number and
      // runs of one length compare digit by digit.
      let is = i;
      let js = j;
      while (is < ie - 1 && a.charCodeAt(is) === 0x30) is++;
      while (js < je - 1 && b.charCodeAt(js) === 0x30) js++;
      if (ie - is !== je - js) return ie - is - (je - js);
      for (let k = 0; k < ie - is; k++) {
        const d = a.charCodeAt(is + k) - b.charCodeAt(js + k);
        if (d !== 0) return d;
      }
      i = ie;
      j = je;
      continue;
    }
    const cx = a.codePointAt(i)!;
    const cy = b.codePointAt(j)!;
    if (cx !== cy) return cx - cy;
    const w = cx > 0xffff ? 2 : 1;
    i += w;
    j += w;
  }
  return a.length - i - (b.length - j);
}

/** A total order: by value (compareNaturalValue), then, for equal values ("1" and "01"), by code point. */
export function compareNatural(a: string, b: string): number {
  if (a === b) return 0;
  return compareNaturalValue(a, b) || compareCodePoints(a, b);
}
