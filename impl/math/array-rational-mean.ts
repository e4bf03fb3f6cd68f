import type { Input, Output } from '../../generated/tools/math/array-rational-mean.js';
import { limits } from '../../generated/tools/math/array-rational-mean.js';
import { gcd } from './lib/integer.js';
import { parseRationalList, rationalToText, sumRationals } from './lib/rational.js';

export default function arrayRationalMean(input: Input): Output {
  const values = parseRationalList(input.values, '/values');
  const sum = sumRationals(values, limits, '/values');
  // sum is reduced, so gcd(num, den * n) = gcd(num, n): only the small count needs cancelling.
  const n = BigInt(values.length);
  const g = sum.num === 0n ? n : gcd(sum.num, n);
  return rationalToText({ num: sum.num / g, den: sum.den * (n / g) });
}
