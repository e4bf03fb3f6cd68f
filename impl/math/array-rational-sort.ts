import type { Input, Output } from '../../generated/tools/math/array-rational-sort.js';
import { limits } from '../../generated/tools/math/array-rational-sort.js';
import { compareRationals, rationalToText } from './lib/rational.js';
import { checkTotalChars, parseRationalTexts } from './lib/statistics.js';

export default function arrayRationalSort(input: Input): Output {
  checkTotalChars(input.values, limits.max_total_chars, '/values', 'max_total_chars');
  const values = parseRationalTexts(input.values, '/values');
  const sign = input.order === 'desc' ? -1 : 1;
  // Array.prototype.sort is stable (ECMAScript 2019), so equal values keep their input order either way.
  const order = values.map((_, i) => i).sort((a, b) => sign * compareRationals(values[a]!, values[b]!));
  return {
    values: order.map((i) => ({ index: i, value: input.values[i]!, ...rationalToText(values[i]!) })),
  };
}
