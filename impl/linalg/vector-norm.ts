import type { Input, Output } from '../../generated/tools/linalg/vector-norm.js';
import { limits } from '../../generated/tools/linalg/vector-norm.js';
import { formatDecimal, pow10, type RoundingMode } from '../lib/decimal.js';
import { floorRoot } from '../math/lib/integer-root.js';
import { absRational, compareRationals, reduceRational } from '../math/lib/rational.js';
import { commonDenominator, formatEntry, parseVector, scaleToIntegers, ZERO, type Rational } from './lib/matrix.js';

/** floor(sqrt(p/q) * 10^scale) rounded by `mode`: exact integer comparisons only (p >= 0, q > 0). */
function roundedSqrt(p: bigint, q: bigint, scale: number, mode: RoundingMode): bigint {
  const x = p * pow10(2 * scale); // sqrt(p/q) * 10^scale = sqrt(x / q)
  const r = floorRoot(x / q, 2);
  if (r * r * q === x) return r; // exact at this scale
  const twice = 2n * r + 1n;
  const cmp = 4n * x - twice * twice * q; // sign of sqrt(x/q) - (r + 1/2)
  switch (mode) {
    case 'down':
    case 'floor':
      return r;
    case 'up':
    case 'ceiling':
      return r + 1n;
    case 'half_up':
      return cmp >= 0n ? r + 1n : r;
    case 'half_down':
      return cmp > 0n ? r + 1n : r;
    case 'half_even':
      return cmp > 0n || (cmp === 0n && r % 2n === 1n) ? r + 1n : r;
  }
}

/** The square root of a non-negative integer when it is a perfect square, else null. */
function exactSqrt(n: bigint): bigint | null {
  const r = floorRoot(n, 2);
  return r * r === n ? r : null;
}

export default function vectorNorm(input: Input): Output {
  const a = parseVector(input.a, '/a');
  const scale = input.scale ?? 20;
  const mode = input.rounding ?? 'half_even';
  const l = commonDenominator(a, limits.max_common_denominator_digits, 'max_common_denominator_digits', '/a');
  let sumAbs = 0n;
  let sumSquares = 0n;
  for (const v of scaleToIntegers(a, l)) {
    sumAbs += v < 0n ? -v : v;
    sumSquares += v * v;
  }
  let linf: Rational = ZERO;
  for (const v of a) {
    const abs = absRational(v);
    if (compareRationals(abs, linf) > 0) linf = abs;
  }
  const squared = reduceRational({ num: sumSquares, den: l * l });
  const rootNum = exactSqrt(squared.num);
  const rootDen = rootNum === null ? null : exactSqrt(squared.den);
  const exact = rootNum !== null && rootDen !== null;
  return {
    l1: formatEntry({ num: sumAbs, den: l }),
    linf: formatEntry(linf),
    l2_squared: formatEntry(squared),
    l2_exact: exact,
    l2: exact ? formatEntry({ num: rootNum, den: rootDen }) : null,
    l2_decimal: formatDecimal({ unscaled: roundedSqrt(squared.num, squared.den, scale, mode), scale }),
  };
}
