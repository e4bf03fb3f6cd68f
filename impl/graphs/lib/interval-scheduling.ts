// The interval model of the scheduling tools (schedule-rooms-assign, schedule-intervals-select).
//
// An interval is `{id, start, end}`: start and end are exact rational text (parseRationalText), the
// interval is half-open [start, end) and must have end > start (equal or reversed is invalid_input at
// `/intervals/<i>/end`). Ids are ordinary data (Map, never objects keyed by id), unique, at most
// max_id_chars code points, all together at most max_total_id_bytes bytes of UTF-8. Sizes are
// checked before any parsing, so no input is long to read.
//
// The times are replaced by integer ranks (equal times, equal rank; order kept), so every later
// comparison is one of small integers: one sort of the 2n times costs O(n log n) comparisons of
// rationals whose parts have at most max_time_chars digits.
import { codePointLength } from '../../lib/code-point-length.js';
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { compareRationals, parseRationalText, type Rational } from '../../math/lib/rational.js';
import { sortIds } from './graph.js';

export type IntervalInput = { id: string; start: string; end: string; weight?: string };
export type IntervalLimits = { max_intervals: number; max_time_chars: number; max_id_chars: number; max_total_id_bytes: number };

export type Intervals = {
  ids: string[];
  /** Rank of each interval's start and end among all distinct times (ascending). */
  start: number[];
  end: number[];
  /** Rank of each id in code point order (ids are distinct). */
  idRank: number[];
};

export function readIntervals(list: IntervalInput[], limits: IntervalLimits): Intervals {
  const n = list.length;
  if (n > limits.max_intervals) throw limitExceeded('/intervals', `more than ${limits.max_intervals} intervals`);
  let bytes = 0;
  for (const iv of list) bytes += Buffer.byteLength(iv.id, 'utf8');
  if (bytes > limits.max_total_id_bytes) {
    throw limitExceeded('/intervals', `the ids take more than ${limits.max_total_id_bytes} bytes of UTF-8 together`);
  }
  const seen = new Map<string, number>();
  list.forEach((iv, i) => {
    if (iv.id.length > limits.max_id_chars && codePointLength(iv.id) > limits.max_id_chars) {
      throw invalidInput(`/intervals/${i}/id`, `an id has at most ${limits.max_id_chars} code points`);
    }
    if (seen.has(iv.id)) throw invalidInput(`/intervals/${i}/id`, `id ${JSON.stringify(iv.id)} is used twice`);
    seen.set(iv.id, i);
    for (const field of ['start', 'end', 'weight'] as const) {
      const text = iv[field];
      if (text !== undefined && text.length > limits.max_time_chars) {
        throw limitExceeded(`/intervals/${i}/${field}`, `a ${field} has at most ${limits.max_time_chars} characters`);
      }
    }
  });
  const times: Rational[] = [];
  list.forEach((iv, i) => {
    const s = parseRationalText(iv.start, `/intervals/${i}/start`);
    const e = parseRationalText(iv.end, `/intervals/${i}/end`);
    if (compareRationals(e, s) <= 0) throw invalidInput(`/intervals/${i}/end`, 'an interval [start, end) needs end > start');
    times.push(s, e);
  });
  const order = times.map((_, k) => k).sort((a, b) => compareRationals(times[a]!, times[b]!));
  const rank = new Array<number>(times.length);
  let r = -1;
  for (let k = 0; k < order.length; k++) {
    if (k === 0 || compareRationals(times[order[k - 1]!]!, times[order[k]!]!) !== 0) r++;
    rank[order[k]!] = r;
  }
  const ids = list.map((iv) => iv.id);
  const byCodePoint = sortIds([...ids]);
  const idPos = new Map<string, number>();
  byCodePoint.forEach((id, k) => idPos.set(id, k));
  return {
    ids,
    start: ids.map((_, i) => rank[2 * i]!),
    end: ids.map((_, i) => rank[2 * i + 1]!),
    idRank: ids.map((id) => idPos.get(id)!),
  };
}
