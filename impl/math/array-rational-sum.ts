import type { Input, Output } from '../../generated/tools/math/array-rational-sum.js';
import { limits } from '../../generated/tools/math/array-rational-sum.js';
import { parseRationalList, rationalToText, sumRationals } from './lib/rational.js';

export default function arrayRationalSum(input: Input): Output {
  const values = parseRationalList(input.values, '/values');
  return rationalToText(sumRationals(values, limits, '/values'));
}
