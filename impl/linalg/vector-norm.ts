import type { Input, Output } from '../../generated/tools/linalg/vector-norm.js';
import { limits } from '../../generated/tools/linalg/vector-norm.js';
import { formatDecimal } from '../lib/decimal.js';
import { exactRationalSqrt, sqrtToScale } from '../math/lib/rational-sqrt.js';
import { absRational, compareRationals, reduceRational } from '../math/lib/rational.js';
import { commonDenominator, formatEntry, parseVector, scaleToIntegers, ZERO, type Rational } from './lib/matrix.js';

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
  const root = exactRationalSqrt(squared);
  return {
    l1: formatEntry({ num: sumAbs, den: l }),
    linf: formatEntry(linf),
    l2_squared: formatEntry(squared),
    l2_exact: root !== null,
    l2: root ? formatEntry(root) : null,
    l2_decimal: formatDecimal(sqrtToScale(squared, scale, mode)),
  };
}
