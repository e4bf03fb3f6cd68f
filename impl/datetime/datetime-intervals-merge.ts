import type { Input, Output } from '../../generated/tools/datetime/datetime-intervals-merge.js';
import { limits } from '../../generated/tools/datetime/datetime-intervals-merge.js';
import { scaledText } from './lib/duration.js';
import { readIntervals, readOutputOffset, renderInstant, unionOf } from './lib/instant-intervals.js';

export default function datetimeIntervalsMerge(input: Input): Output {
  const intervals = readIntervals(input.intervals, '/intervals', limits.max_intervals);
  const offset = readOutputOffset(input.output_offset, '/output_offset');
  const union = unionOf(intervals, input.merge_adjacent ?? false);
  let total = 0n;
  const merged = union.map((m) => {
    total += m.end - m.start;
    return { start: renderInstant(m.start, m.startText, offset), end: renderInstant(m.end, m.endText, offset), sources: m.sources };
  });
  const empty = intervals.filter((iv) => iv.start === iv.end).map((iv) => iv.index);
  return { merged, count: merged.length, total_seconds: scaledText(total), empty };
}
