import type { Input, Output } from '../../generated/tools/math/integer-ranges-expand.js';
import { limits } from '../../generated/tools/math/integer-ranges-expand.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { countRuns, firstOverlap, mergeRanges, parseRangeList, sortRanges } from './lib/integer-ranges.js';

export default function integerRangesExpand(input: Input): Output {
  if (input.text.length > limits.max_text_chars) throw invalidInput('/text', `the text has more than ${limits.max_text_chars} characters`);
  const ranges = sortRanges(parseRangeList(input.text, '/text', limits.max_integer_digits, input.reversed ?? 'error'));
  if ((input.overlap ?? 'merge') === 'error') {
    const o = firstOverlap(ranges);
    if (o !== undefined) throw invalidInput('/text', `items ${o.first + 1} and ${o.second + 1} both cover ${o.value}; set overlap to merge to keep each integer once`);
  }
  const runs = mergeRanges(ranges);
  const total = countRuns(runs);
  if (total > BigInt(limits.max_values)) throw limitExceeded('/text', `the ranges cover ${total} integers, more than ${limits.max_values}`);
  const values: string[] = [];
  for (const r of runs) for (let v = r.start; v <= r.end; v++) values.push(v.toString());
  return { values, count: values.length };
}
