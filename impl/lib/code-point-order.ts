// Unicode code point order for strings. JavaScript's default sort compares UTF-16 code units, which
// puts U+10000..U+10FFFF (surrogate pairs) before U+E000..U+FFFF; contracts promise code points.

const isHigh = (u: number) => u >= 0xd800 && u <= 0xdbff;

export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Code unit order differs from code point order only around surrogates. Units before i are
    // equal, so both texts split into the same code points up to i - 1; a high surrogate there
    // starts a code point that unit i completes in one text and not in the other. A lone
    // surrogate is its own code point: U+D800 sorts before U+E000..U+FFFF, a pair after them.
    if (x < 0xd800 && y < 0xd800) return x - y;
    const start = i > 0 && isHigh(a.charCodeAt(i - 1)) ? i - 1 : i;
    const d = a.codePointAt(start)! - b.codePointAt(start)!;
    return d !== 0 ? d : a.codePointAt(i)! - b.codePointAt(i)!;
  }
  return a.length - b.length;
}
