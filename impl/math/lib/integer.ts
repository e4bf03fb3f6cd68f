// Exact integers for the math tools. Inputs have already matched `^-?(0|[1-9][0-9]*)$`, so BigInt()
// never throws here; "-0" reads as 0 and comes out as the canonical "0".

export function parseInteger(text: string): bigint {
  return BigInt(text);
}

/** `^(0|-?[1-9][0-9]*)$`: BigInt has no negative zero, so its decimal form is already canonical. */
export function canonicalInteger(value: bigint): string {
  return value.toString();
}

/**
 * The canonical form of an integer string that matched the input pattern, without converting it:
 * "-0" is the only non-canonical text that pattern admits. A string key, unlike a bigint key, hashes
 * on all its characters (V8 hashes a bigint by its lowest 64-bit digit alone, so values that agree
 * there, such as k * 10^64 + c for every k, all collide in one Map bucket).
 */
export function canonicalIntegerText(text: string): string {
  return text === '-0' ? '0' : text;
}

export function absInteger(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** Number of decimal digits of |value|; 0 has one digit. */
export function decimalDigits(value: bigint): number {
  return absInteger(value).toString().length;
}

/** Digits of an integer string that matched the input pattern, without converting it. */
export function decimalDigitsOfText(text: string): number {
  return text.startsWith('-') ? text.length - 1 : text.length;
}

/** Non-negative greatest common divisor; gcd(0, 0) = 0. */
export function gcd(a: bigint, b: bigint): bigint {
  let x = absInteger(a);
  let y = absInteger(b);
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

export function compareIntegers(a: bigint, b: bigint): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Number of bits of |value| (Python's int.bit_length): 0 for 0, 1 for ±1, n + 1 for 2^n. */
export function bitLength(value: bigint): number {
  return value === 0n ? 0 : absInteger(value).toString(2).length;
}
