// Unicode code point order for strings. JavaScript's default sort compares UTF-16 code units, which
// puts U+10000..U+10FFFF (surrogate pairs) before U+E000..U+FFFF; contracts promise code points.

export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Only when one side is a surrogate does code unit order differ from code point order.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
