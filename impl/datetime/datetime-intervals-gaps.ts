import type { Input, Output } from '../../generated/tools/datetime/datetime-intervals-gaps.js';
import { limits } from '../../generated/tools/datetime/datetime-intervals-gaps.js';
import { invalidInput } from '../lib/tool-error.js';
import { epochNanos, parseDateTime } from './lib/date-time.js';
import { exactNanos, parseDuration, scaledText } from './lib/duration.js';
import { readIntervals, readOutputOffset, renderInstant, unionOf } from './lib/instant-intervals.js';

export default function datetimeIntervalsGaps(input: Input): Output {
  const wStart = epochNanos(parseDateTime(input.window.start, '/window/start'));
  const wEnd = epochNanos(parseDateTime(input.window.end, '/window/end'));
  if (wStart >= wEnd) throw invalidInput('/window/end', `the window's end ${input.window.end} is not after its start ${input.window.start}`);
  let minLength = 0n;
  if (input.min_length !== undefined) {
    const d = parseDuration(input.min_length, '/min_length');
    const ns = exactNanos(d);
    if (ns === null) throw invalidInput('/min_length', `min_length ${input.min_length} has years or months, which have no fixed length; use weeks, days, hours, minutes or seconds`);
    if (ns < 0n) throw invalidInput('/min_length', `min_length ${input.min_length} is negative`);
    minLength = ns;
  }
  const busy = readIntervals(input.busy, '/busy', limits.max_intervals);
  const offset = readOutputOffset(input.output_offset, '/output_offset');

  // Touching busy intervals leave no gap, so they are joined before the sweep.
  const union = unionOf(busy, true);
  const gaps: Output['gaps'] = [];
  let free = 0n;
  let allFree = 0n;
  let cursor = wStart;
  let cursorText = input.window.start;
  const emit = (end: bigint, endText: string) => {
    const length = end - cursor;
    if (length <= 0n) return;
    allFree += length;
    if (length < minLength) return;
    free += length;
    gaps.push({ start: renderInstant(cursor, cursorText, offset), end: renderInstant(end, endText, offset), seconds: scaledText(length) });
  };
  for (const b of union) {
    if (b.end <= cursor) continue;
    if (b.start >= wEnd) break;
    if (b.start > cursor) emit(b.start, b.startText);
    cursor = b.end;
    cursorText = b.endText;
    if (cursor >= wEnd) break;
  }
  if (cursor < wEnd) emit(wEnd, input.window.end);
  return { gaps, free_seconds: scaledText(free), busy_seconds: scaledText(wEnd - wStart - allFree) };
}
