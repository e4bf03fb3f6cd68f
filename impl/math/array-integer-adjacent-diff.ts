import type { Input, Output } from '../../generated/tools/math/array-integer-adjacent-diff.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

export default function arrayIntegerAdjacentDiff(input: Input): Output {
  const values = input.values.map(parseInteger);
  const diffs: string[] = [];
  for (let i = 1; i < values.length; i++) diffs.push(canonicalInteger(values[i]! - values[i - 1]!));
  return { values: diffs };
}
