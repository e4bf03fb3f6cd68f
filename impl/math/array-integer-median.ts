import type { Input, Output } from '../../generated/tools/math/array-integer-median.js';
import { canonicalInteger, compareIntegers, parseInteger } from './lib/integer.js';

export default function arrayIntegerMedian(input: Input): Output {
  const sorted = input.values.map(parseInteger).sort(compareIntegers);
  const n = sorted.length;
  const lower = canonicalInteger(sorted[Math.floor((n - 1) / 2)]!);
  const upper = canonicalInteger(sorted[Math.floor(n / 2)]!);
  return n % 2 === 1 ? { n, lower, upper, median: lower } : { n, lower, upper };
}
