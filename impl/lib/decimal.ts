// Exact decimals as (unscaled BigInt, scale): value = unscaled / 10^scale. No floating point.
// Shared by every tool that compares, sums or averages decimal numbers (CSV cells, JSON numbers).

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
