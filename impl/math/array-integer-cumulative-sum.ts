import type { Input, Output } from '../../generated/tools/math/array-integer-cumulative-sum.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

export default function arrayIntegerCumulativeSum(input: Input): Output {
  let sum = 0n;
  const values = input.values.map((text) => {
    sum += parseInteger(text);
    return canonicalInteger(sum);
  });
  return { values };
}
