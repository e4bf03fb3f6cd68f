import type { Input, Output } from '../../generated/tools/datetime/time-of-day-add.js';
import { limits } from '../../generated/tools/datetime/time-of-day-add.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { floorDivMod, formatTime, NANOS_PER_DAY, NANOS_PER_SECOND, neededFractionDigits, parseTimeOfDay, timeNanos } from './lib/date-time.js';
import { fixedNanos, hasCalendarParts, parseDuration } from './lib/duration.js';

export default function timeOfDayAdd(input: Input): Output {
  const t = parseTimeOfDay(input.time, '/time', true, true);
  const d = parseDuration(input.duration, '/duration');
  if (hasCalendarParts(d)) throw invalidInput('/duration', 'years and months have no fixed length and a time of day has no date: use weeks, days, hours, minutes and seconds');
  const start = timeNanos(t); // 24:00 is 86400 s: the end of the day, 00:00 of the next
  const [carry, rest] = floorDivMod(start + fixedNanos(d), NANOS_PER_DAY);
  if (carry > BigInt(limits.max_abs_day_carry) || carry < -BigInt(limits.max_abs_day_carry)) {
    throw limitExceeded('/duration', `the result is more than max_abs_day_carry (${limits.max_abs_day_carry}) days away`);
  }
  const secs = Number(rest / NANOS_PER_SECOND);
  const nanos = Number(rest % NANOS_PER_SECOND);
  const r = { hour: Math.floor(secs / 3600), minute: Math.floor(secs / 60) % 60, second: secs % 60, nanos };
  const withSeconds = input.time.length > 5 || r.second !== 0 || nanos !== 0;
  const text = withSeconds ? formatTime(r, Math.max(t.fractionDigits, neededFractionDigits(nanos))) : formatTime(r).slice(0, 5);
  return { time: text, day_carry: Number(carry), nanoseconds_of_day: rest.toString() };
}
