// Exact numeric order of JSON numbers and numeric strings without BigInt arithmetic: each value is
// reduced to sign, decimal exponent and significant digits, so "1e999999" compares as cheaply as "1".

/** value = sign * 0.<digits> * 10^exponent; digits has no leading or trailing zeros; zero has sign 0. */
export type NumberOrderKey = { sign: -1 | 0 | 1; exponent: bigint; digits: string };

// RFC 8259 section 6 number grammar; String(n) of a JS number also matches once "e+" is allowed.
const NUMBER_TEXT = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/;

/** Key of a JSON number literal (RFC 8259 grammar), or null when the text is not one. */
export function numberTextKey(text: string): NumberOrderKey | null {
  const m = NUMBER_TEXT.exec(text);
  if (!m) return null;
  const all = m[2]! + (m[3] ?? '');
  let point = BigInt(m[2]!.length) + (m[4] === undefined ? 0n : BigInt(m[4]));
  let start = 0;
  while (start < all.length && all[start] === '0') {
    start++;
    point--;
  }
  let end = all.length;
  while (end > start && all[end - 1] === '0') end--;
  if (start === end) return { sign: 0, exponent: 0n, digits: '' };
  return { sign: m[1] === '-' ? -1 : 1, exponent: point, digits: all.slice(start, end) };
}

/** Key of a finite JS number, read by its shortest round-trip decimal (ECMAScript Number::toString). */
export function numberKey(n: number): NumberOrderKey {
  return numberTextKey(String(n))!;
}

export function compareNumberKeys(a: NumberOrderKey, b: NumberOrderKey): number {
  if (a.sign !== b.sign) return a.sign - b.sign;
  if (a.sign === 0) return 0;
  let c: number;
  if (a.exponent !== b.exponent) c = a.exponent < b.exponent ? -1 : 1;
  else c = a.digits < b.digits ? -1 : a.digits > b.digits ? 1 : 0; // ASCII digits: a prefix sorts first
  return a.sign * c;
}
