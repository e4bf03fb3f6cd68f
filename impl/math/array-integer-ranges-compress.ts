import type { Input, Output } from '../../generated/tools/math/array-integer-ranges-compress.js';
import { limits } from '../../generated/tools/math/array-integer-ranges-compress.js';
import { invalidInput } from '../lib/tool-error.js';
import { formatRuns } from './lib/integer-ranges.js';

export default function arrayIntegerRangesCompress(input: Input): Output {
  if (input.values.length > limits.max_values) throw invalidInput('/values', `more than ${limits.max_values} values`);
  input.values.forEach((v, i) => {
    if ((v.startsWith('-') ? v.length - 1 : v.length) > limits.max_integer_digits) throw invalidInput(`/values/${i}`, `more than ${limits.max_integer_digits} digits`);
  });
  const sorted = input.values.map((v) => BigInt(v)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const distinct: bigint[] = [];
  for (const v of sorted) if (distinct.length === 0 || distinct[distinct.length - 1] !== v) distinct.push(v);
  const { text, items } = formatRuns(distinct, input.min_run ?? 2, input.separator ?? ',');
  return { text, count: distinct.length, items };
}
