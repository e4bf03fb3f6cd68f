// Half-open intervals [start, end) of instants read from RFC 3339 date-times, and their union: shared
// by datetime-intervals-merge and datetime-intervals-gaps (helper H's tools; both contracts state the
// rules). Instants are BigInt nanoseconds since 1970-01-01T00:00:00Z.
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { epochNanos, fromEpochNanos, formatDateTime, parseDateTime, parseOffset } from './date-time.js';

export type InstantInterval = { start: bigint; end: bigint; startText: string; endText: string; index: number };
export type MergedInterval = { start: bigint; end: bigint; startText: string; endText: string; sources: number[] };

/** Reads `{start, end}` items at `pointer`/i; start after end is invalid_input; start equal to end is kept (empty). */
export function readIntervals(items: readonly { start: string; end: string }[], pointer: string, maxIntervals: number): InstantInterval[] {
  if (items.length > maxIntervals) throw limitExceeded(pointer, `${items.length} intervals; at most ${maxIntervals}`);
  return items.map((iv, index) => {
    const start = epochNanos(parseDateTime(iv.start, `${pointer}/${index}/start`));
    const end = epochNanos(parseDateTime(iv.end, `${pointer}/${index}/end`));
    if (start > end) throw invalidInput(`${pointer}/${index}/end`, `interval ${index} ends (${iv.end}) before it starts (${iv.start})`);
    return { start, end, startText: iv.start, endText: iv.end, index };
  });
}

/**
 * The union of the non-empty intervals as sorted, disjoint intervals. Overlapping intervals join;
 * touching ones (one's end equal to the next one's start) join only when `mergeAdjacent`. Each result
 * keeps the text of the earliest start and of the latest end (on equal instants, the lowest input
 * index's) and the indices of its sources, ascending.
 */
export function unionOf(intervals: readonly InstantInterval[], mergeAdjacent: boolean): MergedInterval[] {
  const sorted = intervals.filter((iv) => iv.start < iv.end).sort((x, y) => (x.start < y.start ? -1 : x.start > y.start ? 1 : x.index - y.index));
  const out: MergedInterval[] = [];
  let endIndex = -1;
  for (const iv of sorted) {
    const last = out[out.length - 1];
    if (last && (iv.start < last.end || (mergeAdjacent && iv.start === last.end))) {
      last.sources.push(iv.index);
      if (iv.end > last.end || (iv.end === last.end && iv.index < endIndex)) {
        last.end = iv.end;
        last.endText = iv.endText;
        endIndex = iv.index;
      }
      continue;
    }
    out.push({ start: iv.start, end: iv.end, startText: iv.startText, endText: iv.endText, sources: [iv.index] });
    endIndex = iv.index;
  }
  for (const m of out) m.sources.sort((x, y) => x - y);
  return out;
}

/** Renders an instant: as written (`text`) when no offset is asked for, else in that offset (fewest fraction digits). */
export function renderInstant(ns: bigint, text: string, offsetMinutes: number | null): string {
  return offsetMinutes === null ? text : formatDateTime(fromEpochNanos(ns, offsetMinutes));
}

export function readOutputOffset(text: string | undefined, pointer: string): number | null {
  return text === undefined ? null : parseOffset(text, pointer);
}
