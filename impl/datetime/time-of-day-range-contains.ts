import type { Input, Output } from '../../generated/tools/datetime/time-of-day-range-contains.js';
import { NANOS_PER_DAY, parseTimeOfDay, timeNanos } from './lib/date-time.js';
import { durationFromNanos, formatDuration, scaledText } from './lib/duration.js';

export default function timeOfDayRangeContains(input: Input): Output {
  const t = timeNanos(parseTimeOfDay(input.time, '/time', false, true));
  const s = timeNanos(parseTimeOfDay(input.start, '/start', false, true));
  const e = timeNanos(parseTimeOfDay(input.end, '/end', true, true)); // 24:00 -> NANOS_PER_DAY
  const incStart = input.include_start ?? true;
  const incEnd = input.include_end ?? false;
  const fullDay = (input.equal_bounds ?? 'empty') === 'full_day';

  const afterStart = t > s || (t === s && incStart);
  const beforeEnd = t < e || (t === e && incEnd);
  let inside: boolean;
  let length: bigint;
  let wraps: boolean;
  if (s < e) {
    inside = afterStart && beforeEnd;
    length = e - s;
    wraps = false;
  } else if (s > e) {
    inside = afterStart || beforeEnd;
    length = NANOS_PER_DAY - s + e;
    wraps = true;
  } else if (fullDay) {
    inside = t !== s || incStart || incEnd;
    length = NANOS_PER_DAY;
    wraps = s !== 0n;
  } else {
    inside = t === s && incStart && incEnd;
    length = 0n;
    wraps = false;
  }
  return { inside, wraps_midnight: wraps, range_seconds: scaledText(length), range_duration: formatDuration(durationFromNanos(length, 'hours')) };
}
