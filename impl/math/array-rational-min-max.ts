import type { Input, Output } from '../../generated/tools/math/array-rational-min-max.js';
import { compareRationals, parseRationalList, rationalToText } from './lib/rational.js';

export default function arrayRationalMinMax(input: Input): Output {
  const values = parseRationalList(input.values, '/values');
  let min = values[0]!;
  let max = min;
  // Strict comparisons keep the first of equal values (1/2 before a later 2/4); a new minimum
  // cannot also be a new maximum, so the second comparison is skipped then.
  for (const v of values) {
    if (compareRationals(v, min) < 0) min = v;
    else if (compareRationals(v, max) > 0) max = v;
  }
  return { min: rationalToText(min), max: rationalToText(max) };
}
