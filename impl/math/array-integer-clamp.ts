import type { Input, Output } from '../../generated/tools/math/array-integer-clamp.js';
import { invalidInput } from '../lib/tool-error.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

export default function arrayIntegerClamp(input: Input): Output {
  const min = input.min === undefined ? null : parseInteger(input.min);
  const max = input.max === undefined ? null : parseInteger(input.max);
  if (min === null && max === null) throw invalidInput('', 'at least one of min and max is required');
  // An inverted range is a caller's mistake; swapping it would silently answer another question.
  if (min !== null && max !== null && min > max) throw invalidInput('/min', 'min is greater than max');
  const values = input.values.map((text) => {
    let v = parseInteger(text);
    if (min !== null && v < min) v = min;
    if (max !== null && v > max) v = max;
    return canonicalInteger(v);
  });
  return { values };
}
