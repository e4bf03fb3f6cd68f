import type { Input, Output } from '../../generated/tools/math/array-rational-variance.js';
import { limits } from '../../generated/tools/math/array-rational-variance.js';
import { formatDecimal } from '../lib/decimal.js';
import { invalidInput } from '../lib/tool-error.js';
import { gcd } from './lib/integer.js';
import { rationalToText, reduceRational } from './lib/rational.js';
import { exactRationalSqrt, sqrtToScale } from './lib/rational-sqrt.js';
import { checkTotalChars, commonDenominator, parseRationalTexts, rationalToDecimalText } from './lib/statistics.js';

export default function arrayRationalVariance(input: Input): Output {
  const kind = input.kind ?? 'sample';
  const scale = input.scale ?? 10;
  const mode = input.rounding ?? 'half_even';
  checkTotalChars(input.values, limits.max_total_chars, '/values', 'max_total_chars');
  if (kind === 'sample' && input.values.length < 2) throw invalidInput('/values', 'the sample variance needs at least 2 values (n - 1 divides)');
  const values = parseRationalTexts(input.values, '/values');
  const { lcm, scaled, sum } = commonDenominator(values, limits, '/values');
  // value i = a_i / L: sum of squared deviations = (n * sum a_i^2 - (sum a_i)^2) / (n * L^2)
  const n = BigInt(values.length);
  let s = 0n;
  let q = 0n;
  for (const a of scaled) {
    s += a;
    q += a * a;
  }
  const num = n * q - s * s;
  const den = n * (kind === 'sample' ? n - 1n : n) * lcm * lcm;
  const variance = reduceRational({ num, den });
  const g = sum.num === 0n ? n : gcd(sum.num, n);
  const exact = exactRationalSqrt(variance);
  return {
    count: values.length,
    mean: rationalToText({ num: sum.num / g, den: sum.den * (n / g) }),
    variance: rationalToText(variance),
    variance_decimal: rationalToDecimalText(variance, scale, mode),
    standard_deviation: formatDecimal(sqrtToScale(variance, scale, mode)),
    standard_deviation_exact: exact === null ? null : rationalToText(exact),
  };
}
