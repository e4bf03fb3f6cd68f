import type { Input, Output } from '../../generated/tools/math/array-integer-ranks.js';
import { compareIntegers, parseInteger } from './lib/integer.js';

export default function arrayIntegerRanks(input: Input): Output {
  const values = input.values.map(parseInteger);
  const order = values.map((_, i) => i).sort((a, b) => compareIntegers(values[a]!, values[b]!));
  const ranks = new Array<number>(values.length);
  // Competition ranking: a value's rank is 1 + the count of strictly smaller values.
  let rank = 1;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (k > 0 && values[i]! !== values[order[k - 1]!]!) rank = k + 1;
    ranks[i] = rank;
  }
  // Same length as the input, which the schema makes non-empty.
  return { ranks: ranks as Output['ranks'] };
}
