import type { Input, Output } from '../../generated/tools/datetime/datetime-interval-overlap.js';
import { invalidInput } from '../lib/tool-error.js';
import { epochNanos, parseDateTime } from './lib/date-time.js';
import { durationFromNanos, formatDuration, scaledText } from './lib/duration.js';

type Relation = Output['relation'];
type Interval = { start: bigint; end: bigint; startText: string; endText: string };

function read(iv: Input['a'], pointer: string): Interval {
  const start = epochNanos(parseDateTime(iv.start, `${pointer}/start`));
  const end = epochNanos(parseDateTime(iv.end, `${pointer}/end`));
  if (start >= end) throw invalidInput(`${pointer}/start`, `the interval's start ${iv.start} is not before its end ${iv.end} (intervals are [start, end) with start < end)`);
  return { start, end, startText: iv.start, endText: iv.end };
}

/** Allen's thirteen relations of a to b (both non-empty). */
function allen(a: Interval, b: Interval): Relation {
  if (a.end < b.start) return 'before';
  if (a.end === b.start) return 'meets';
  if (b.end < a.start) return 'after';
  if (b.end === a.start) return 'met_by';
  if (a.start === b.start) return a.end === b.end ? 'equals' : a.end < b.end ? 'starts' : 'started_by';
  if (a.end === b.end) return a.start > b.start ? 'finishes' : 'finished_by';
  if (a.start > b.start) return a.end < b.end ? 'during' : 'overlapped_by';
  return a.end > b.end ? 'contains' : 'overlaps';
}

export default function datetimeIntervalOverlap(input: Input): Output {
  const a = read(input.a, '/a');
  const b = read(input.b, '/b');
  const relation = allen(a, b);
  const overlaps = a.start < b.end && b.start < a.end;
  if (!overlaps) {
    const gap = a.end <= b.start ? b.start - a.end : a.start - b.end;
    return { overlaps, relation, overlap: null, length_seconds: '0', length_duration: 'PT0S', gap_seconds: scaledText(gap) };
  }
  const start = b.start > a.start ? b : a;
  const end = b.end < a.end ? b : a;
  const length = end.end - start.start;
  return {
    overlaps,
    relation,
    overlap: { start: start.startText, end: end.endText },
    length_seconds: scaledText(length),
    length_duration: formatDuration(durationFromNanos(length, 'hours')),
    gap_seconds: null,
  };
}
