import type { Input, Output } from '../../generated/tools/math/array-rational-sum.js';
import { parseRationalList, rationalToText, sumRationals } from './lib/rational.js';

const MAX_LCM_DIGITS = 10000;

export default function arrayRationalSum(input: Input): Output {
  const values = parseRationalList(input.values, '/values');
  return rationalToText(sumRationals(values, MAX_LCM_DIGITS, '/values'));
}
