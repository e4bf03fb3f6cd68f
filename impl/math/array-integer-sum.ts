import type { Input, Output } from '../../generated/tools/math/array-integer-sum.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

export default function arrayIntegerSum(input: Input): Output {
  let sum = 0n;
  for (const v of input.values) sum += parseInteger(v);
  return { sum: canonicalInteger(sum) };
}
