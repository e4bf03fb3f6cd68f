import type { Input, Output } from '../../generated/tools/math/array-integer-min-max.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

export default function arrayIntegerMinMax(input: Input): Output {
  const values = input.values.map(parseInteger);
  let min = values[0]!;
  let max = min;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min: canonicalInteger(min), max: canonicalInteger(max) };
}
