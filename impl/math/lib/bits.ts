// Integer representations for the math tools: positional digits in bases 2..36 and fixed-width
// two's-complement ranges. Exact (BigInt); the only Number arithmetic is on chunks below 2^53.

/** Value of an ASCII digit or letter (either case) in bases up to 36, or 99 for anything else. */
export function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 122) return code - 87; // a-z
  if (code >= 65 && code <= 90) return code - 55; // A-Z
  return 99;
}

/** Index of the first character of `digits` that is not a digit of `base`, or -1 when all are. */
export function firstBadDigit(digits: string, base: number): number {
  for (let i = 0; i < digits.length; i++) if (digitValue(digits.charCodeAt(i)) >= base) return i;
  return -1;
}

/** Largest k with base^k <= 2^53, so a k-digit chunk parses exactly as a Number. */
function chunkDigits(base: number): number {
  let k = 0;
  for (let p = 1; p * base <= 2 ** 53; p *= base) k++;
  return k;
}

/**
 * The non-negative value of a digit string already checked by `firstBadDigit` (leading zeros
 * allowed, at least one digit). Divide and conquer: the string is cut from the right into chunks of
 * k digits (base^k <= 2^53), and neighbours are joined pairwise, level by level, as hi * B + lo with
 * B = base^(k * 2^level) squared at each level. That is O(M(n) log n) for n digits, where M is the
 * cost of one multiplication of n-digit numbers, instead of the O(n^2) of digit-by-digit Horner.
 */
export function parseDigits(digits: string, base: number): bigint {
  if (base === 10) return BigInt(digits); // the engine's own decimal parser is subquadratic
  const k = chunkDigits(base);
  const limbs: bigint[] = []; // least significant first
  for (let end = digits.length; end > 0; end -= k) limbs.push(BigInt(parseInt(digits.slice(Math.max(0, end - k), end), base)));
  let power = BigInt(base) ** BigInt(k);
  let level = limbs;
  while (level.length > 1) {
    const next: bigint[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? level[i + 1]! * power + level[i]! : level[i]!);
    level = next;
    if (level.length > 1) power *= power;
  }
  return level[0]!;
}

/** Writes |value| in `base` (2..36) with the sign, in lower or upper case letters. */
export function formatInBase(value: bigint, base: number, upper: boolean): string {
  const text = value.toString(base);
  return upper ? text.toUpperCase() : text;
}

/** The inclusive range of a `width`-bit two's-complement (signed) or plain binary (unsigned) reading. */
export function widthRange(width: number, signed: boolean): { min: bigint; max: bigint } {
  const w = BigInt(width);
  return signed ? { min: -(1n << (w - 1n)), max: (1n << (w - 1n)) - 1n } : { min: 0n, max: (1n << w) - 1n };
}

/** The width-bit pattern of value (in range) as an unsigned number: value mod 2^width. */
export function toPattern(value: bigint, width: number): bigint {
  return BigInt.asUintN(width, value);
}

/** A width-bit pattern read as signed two's complement or unsigned. */
export function fromPattern(pattern: bigint, width: number, signed: boolean): bigint {
  return signed ? BigInt.asIntN(width, pattern) : pattern;
}

/** The pattern as exactly `width` binary digits and ceil(width / 4) hex digits. */
export function patternTexts(pattern: bigint, width: number, upperHex: boolean): { binary: string; hex: string } {
  const hex = pattern.toString(16).padStart(Math.ceil(width / 4), '0');
  return { binary: pattern.toString(2).padStart(width, '0'), hex: upperHex ? hex.toUpperCase() : hex };
}
