// Exact decimals as (unscaled BigInt, scale): value = unscaled / 10^scale. No floating point.
// Shared by every tool that compares, sums or averages decimal numbers (CSV cells, JSON numbers).
import { invalidInput, limitExceeded } from './tool-error.js';

export type Decimal = { readonly unscaled: bigint; readonly scale: number };

/** Largest exponent magnitude accepted when reading scientific notation, so 1e999999999 cannot allocate. */
export const MAX_DECIMAL_EXPONENT = 10000;

// Plain: optional minus, integer part without leading zeros, optional fraction ("-0.50", "12").
const PLAIN = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;
// JSON number grammar (RFC 8259 section 6), which adds an exponent.
const JSON_NUMBER = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/;

function build(sign: string, int: string, frac: string | undefined, exp: number): Decimal {
  const digits = int + (frac ?? '');
  let scale = (frac?.length ?? 0) - exp;
  let unscaled = BigInt(digits);
  if (scale < 0) {
    unscaled *= pow10(-scale);
    scale = 0;
  }
  return { unscaled: sign === '-' ? -unscaled : unscaled, scale };
}

/** Reads a plain decimal ("-12.50"); null when the text is not exactly that grammar. */
export function parsePlainDecimal(text: string): Decimal | null {
  const m = PLAIN.exec(text);
  return m ? build(m[1]!, m[2]!, m[3], 0) : null;
}

/** Reads a JSON number literal, exponent included; null when malformed or the exponent is out of range. */
export function parseJsonNumber(text: string): Decimal | null {
  const m = JSON_NUMBER.exec(text);
  if (!m) return null;
  const exp = m[4] === undefined ? 0 : Number(m[4]);
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > MAX_DECIMAL_EXPONENT) return null;
  return build(m[1]!, m[2]!, m[3], exp);
}

/**
 * The decimal a finite JS number denotes as written by its shortest round-trip form (String(n)):
 * 0.1 is read as exactly 1/10, the value the sender wrote, not the binary64 approximation.
 */
export function fromNumber(n: number): Decimal {
  if (!Number.isFinite(n)) throw new RangeError('not a finite number');
  return parseJsonNumber(String(n).replace('e+', 'e'))!;
}

export function fromBigInt(n: bigint): Decimal {
  return { unscaled: n, scale: 0 };
}

// Powers of ten are cached: sums and comparisons over many cells rescale again and again.
const POW10: bigint[] = [1n];
export function pow10(n: number): bigint {
  if (n < 256) {
    while (POW10.length <= n) POW10.push(POW10[POW10.length - 1]! * 10n);
    return POW10[n]!;
  }
  return 10n ** BigInt(n);
}

function rescale(d: Decimal, scale: number): bigint {
  return scale === d.scale ? d.unscaled : d.unscaled * pow10(scale - d.scale);
}

export function compareDecimal(a: Decimal, b: Decimal): number {
  const s = Math.max(a.scale, b.scale);
  const x = rescale(a, s);
  const y = rescale(b, s);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const s = Math.max(a.scale, b.scale);
  return { unscaled: rescale(a, s) + rescale(b, s), scale: s };
}

export function subtractDecimal(a: Decimal, b: Decimal): Decimal {
  return addDecimal(a, { unscaled: -b.unscaled, scale: b.scale });
}

export function multiplyDecimal(a: Decimal, b: Decimal): Decimal {
  return { unscaled: a.unscaled * b.unscaled, scale: a.scale + b.scale };
}

/** Removes trailing fractional zeros: 2.50 -> 2.5, 3.00 -> 3. */
export function normalizeDecimal(d: Decimal): Decimal {
  let { unscaled, scale } = d;
  while (scale > 0 && unscaled % 10n === 0n) {
    unscaled /= 10n;
    scale--;
  }
  return { unscaled, scale };
}

/** Plain text with exactly `scale` fraction digits: { 250n, 2 } -> "2.50"; never "-0". */
export function formatDecimal(d: Decimal): string {
  const negative = d.unscaled < 0n;
  const digits = (negative ? -d.unscaled : d.unscaled).toString().padStart(d.scale + 1, '0');
  const int = digits.slice(0, digits.length - d.scale);
  const frac = digits.slice(digits.length - d.scale);
  const body = d.scale > 0 ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(digits) ? '-' + body : body;
}

export type RoundingMode = 'half_even' | 'half_up' | 'half_down' | 'up' | 'down' | 'ceiling' | 'floor';

/**
 * numerator / denominator rounded to `scale` fraction digits. half_up and half_down are about
 * ties and round them away from / toward zero; up is away from zero, down toward zero.
 */
export function divideToScale(numerator: bigint, denominator: bigint, scale: number, mode: RoundingMode): Decimal {
  if (denominator === 0n) throw new RangeError('division by zero');
  if (scale < 0) {
    // A negative scale rounds to a multiple of 10^-scale (1234.5 at -2 is 1200), returned at scale 0.
    const step = pow10(-scale);
    const q = divideToScale(numerator, denominator * step, 0, mode);
    return { unscaled: q.unscaled * step, scale: 0 };
  }
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const scaled = numerator * pow10(scale);
  let q = scaled / denominator; // truncates toward zero
  const r = scaled % denominator;
  if (r !== 0n) {
    const negative = scaled < 0n;
    const twice = (r < 0n ? -r : r) * 2n;
    const away = (() => {
      switch (mode) {
        case 'up': return true;
        case 'down': return false;
        case 'ceiling': return !negative;
        case 'floor': return negative;
        case 'half_up': return twice >= denominator;
        case 'half_down': return twice > denominator;
        case 'half_even': return twice > denominator || (twice === denominator && q % 2n !== 0n);
      }
    })();
    if (away) q += negative ? -1n : 1n;
  }
  return { unscaled: q, scale };
}

/** The exact mean of decimals as a fraction (numerator, denominator), for callers that round it. */
export function decimalsAsFraction(d: Decimal): { numerator: bigint; denominator: bigint } {
  return { numerator: d.unscaled, denominator: pow10(d.scale) };
}

// ---- Scientific notation, exact division, rounding to a scale or to significant digits ----

// Scientific notation in the JSON number grammar: optional minus, no leading zeros, optional fraction and exponent.
const SCIENTIFIC = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/;

/** Why a decimal text was refused: not the grammar, or an exponent whose magnitude is over the caller's bound. */
export type DecimalTextFault = 'malformed' | 'exponent_too_large';

/**
 * Reads an exponent's digits (optional sign, any leading zeros) as a number when its magnitude is at
 * most `maxExponent`; null otherwise. Never converts a long digit string, so "1e999999999999999999" is cheap.
 */
export function boundedExponent(text: string, maxExponent: number): number | null {
  const negative = text.startsWith('-');
  const digits = text.replace(/^[+-]/, '').replace(/^0+(?=[0-9])/, '');
  if (digits.length > 15) return null;
  const magnitude = Number(digits);
  if (magnitude > maxExponent) return null;
  return negative ? -magnitude : magnitude;
}

/**
 * The value digits × 10^(exponent − fractionDigits) (digits: the integer and fraction digits written,
 * leading zeros allowed) as a Decimal at scale max(0, fractionDigits − exponent): a positive exponent
 * moves the point right and appends zeros ("1.5e3" is 1500, scale 0), a negative one moves it left
 * ("1.50e-1" is 0.150, scale 3). The scale never goes negative (java.math.BigDecimal would keep 1e3 at
 * scale -3; here it is 1000 at scale 0). The caller bounds the exponent.
 */
export function decimalFromDigits(negative: boolean, digits: string, fractionDigits: number, exponent: number): Decimal {
  let unscaled = BigInt(digits);
  let scale = fractionDigits - exponent;
  if (scale < 0) {
    unscaled *= pow10(-scale);
    scale = 0;
  }
  return { unscaled: negative ? -unscaled : unscaled, scale };
}

/**
 * Reads plain or scientific decimal text in the JSON number grammar ("-12.50", "1.5E+3", "2e-4") with
 * |exponent| <= maxExponent, checked before anything is expanded. Scale as decimalFromDigits.
 */
export function parseScientificDecimal(text: string, maxExponent: number): Decimal | DecimalTextFault {
  const m = SCIENTIFIC.exec(text);
  if (!m) return 'malformed';
  const exponent = m[4] === undefined ? 0 : boundedExponent(m[4], maxExponent);
  if (exponent === null) return 'exponent_too_large';
  const frac = m[3] ?? '';
  return decimalFromDigits(m[1] === '-', m[2]! + frac, frac.length, exponent);
}

/** Number of digits of the unscaled value (java.math.BigDecimal precision); 1 for zero. */
export function decimalPrecision(d: Decimal): number {
  return (d.unscaled < 0n ? -d.unscaled : d.unscaled).toString().length;
}

/** The integer value × 10^scale as text: { 250n, 2 } -> "250" (java.math.BigDecimal unscaledValue). */
export function unscaledText(d: Decimal): string {
  return d.unscaled.toString();
}

/**
 * d at `scale` fraction digits (java.math.BigDecimal setScale, Python Decimal.quantize): a larger scale
 * appends zeros exactly (1.2 at 3 is 1.200); a smaller one rounds with `mode`; a negative scale rounds
 * to a multiple of 10^-scale and returns it at scale 0 (1234.5 at -2 is 1200).
 */
export function roundDecimal(d: Decimal, scale: number, mode: RoundingMode): Decimal {
  if (scale >= d.scale) return { unscaled: d.unscaled * pow10(scale - d.scale), scale };
  return divideToScale(d.unscaled, pow10(d.scale), scale, mode);
}

/**
 * d rounded to `digits` significant digits with `mode` (digits >= 1). Leading zeros never count; the
 * result keeps exactly `digits` significant digits, trailing zeros included (1.2 to 3 is 1.20), unless
 * the last kept digit is left of the point, where the scale is 0 (12345 to 2 is 12000). A carry that adds
 * a digit (9.99 to 2 gives 10.0) drops one more place (10). Zero has no significant digits and is
 * returned unchanged, at its own scale.
 */
export function roundSignificant(d: Decimal, digits: number, mode: RoundingMode): Decimal {
  if (d.unscaled === 0n) return d;
  let target = d.scale - (decimalPrecision(d) - digits);
  let r = roundDecimal(d, target, mode);
  // Digits from the first nonzero one down to the place 10^-target (r is at scale max(0, target)).
  if (decimalPrecision(r) - (r.scale - target) > digits) {
    target -= 1;
    r = roundDecimal(r, target, mode); // exact: the carried value ends in a zero at that place
  }
  return r;
}

/** a / b as the exact fraction numerator / denominator of integers (denominator may be negative). */
export function decimalQuotientParts(a: Decimal, b: Decimal): { numerator: bigint; denominator: bigint } {
  return { numerator: a.unscaled * pow10(b.scale), denominator: b.unscaled * pow10(a.scale) };
}

/** numerator / denominator at `scale` when that is exact (no rounding needed), else null. */
export function divideToScaleExact(numerator: bigint, denominator: bigint, scale: number): Decimal | null {
  if (denominator === 0n) throw new RangeError('division by zero');
  const n = scale >= 0 ? numerator * pow10(scale) : numerator;
  const dd = scale >= 0 ? denominator : denominator * pow10(-scale);
  if (n % dd !== 0n) return null;
  const q = n / dd;
  return scale >= 0 ? { unscaled: q, scale } : { unscaled: q * pow10(-scale), scale: 0 };
}

/**
 * The exact quotient a / b (b nonzero) as java.math.BigDecimal.divide(BigDecimal) gives it: at the
 * preferred scale max(0, a.scale − b.scale) when that represents it, else at the smallest larger scale
 * that does; null when the quotient has no terminating decimal expansion (1/3). It terminates exactly
 * when the part of b's unscaled value prime to 10 divides a's unscaled value.
 */
export function exactQuotient(a: Decimal, b: Decimal): Decimal | null {
  if (b.unscaled === 0n) throw new RangeError('division by zero');
  const { twos, fives, rest } = twosAndFives(b.unscaled < 0n ? -b.unscaled : b.unscaled);
  if (a.unscaled % rest !== 0n) return null;
  const preferred = Math.max(0, a.scale - b.scale);
  const sufficient = Math.max(preferred, a.scale - b.scale + Math.max(twos, fives));
  const { numerator, denominator } = decimalQuotientParts(a, b);
  let { unscaled, scale } = divideToScaleExact(numerator, denominator, sufficient)!;
  while (scale > preferred && unscaled % 10n === 0n) {
    unscaled /= 10n;
    scale--;
  }
  return { unscaled, scale };
}

/**
 * A tool's decimal-text input (contracts/schemas/decimal-text.yaml) read with parseScientificDecimal:
 * not the grammar is invalid_input, an exponent over `maxExponent` (the tool's max_exponent) is
 * limit_exceeded, both at `pointer`.
 */
export function readDecimalText(text: string, maxExponent: number, pointer: string): Decimal {
  const d = parseScientificDecimal(text, maxExponent);
  if (d === 'malformed') throw invalidInput(pointer, 'not a decimal: optional minus, digits without leading zeros, optional .fraction and exponent ("-12.50", "1.5E+3")');
  if (d === 'exponent_too_large') throw limitExceeded(pointer, `exponent magnitude over ${maxExponent} (max_exponent)`);
  return d;
}

/**
 * n > 0 as 2^twos · 5^fives · rest with rest prime to 10: a fraction over n has a terminating decimal
 * expansion exactly when the numerator absorbs `rest`, and then it needs max(twos, fives) digits.
 */
export function twosAndFives(n: bigint): { twos: number; fives: number; rest: bigint } {
  let rest = n;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos++;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives++;
  }
  return { twos, fives, rest };
}
