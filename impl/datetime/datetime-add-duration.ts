import type { Input, Output } from '../../generated/tools/datetime/datetime-add-duration.js';
import { addDateParts, refuseCalendarFraction } from './lib/calendar-add.js';
import { epochNanos, formatDateTime, fromEpochNanos, neededFractionDigits, parseDateTime } from './lib/date-time.js';
import { fixedNanos, parseDuration } from './lib/duration.js';

export default function datetimeAddDuration(input: Input): Output {
  const start = parseDateTime(input.datetime, '/datetime');
  const d = parseDuration(input.duration, '/duration');
  refuseCalendarFraction(d, '/duration');
  // Calendar part on the local date (time of day kept), then the time part as exact elapsed time.
  const { date, clamped } = addDateParts(start.date, d, input.end_of_month ?? 'clamp', '/duration');
  const timeOnly = { ...d, parts: { ...d.parts, years: 0n, months: 0n, weeks: 0n, days: 0n } };
  const ns = epochNanos({ ...start, date }) + fixedNanos(timeOnly);
  const result = fromEpochNanos(ns, start.offsetMinutes, '/duration');
  result.offsetText = start.offsetText;
  const digits = Math.max(start.fractionDigits, neededFractionDigits(result.nanos));
  return { datetime: formatDateTime(result, digits), epoch_nanoseconds: ns.toString(), clamped };
}
