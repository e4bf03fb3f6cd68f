import type { Input, Output } from '../../generated/tools/datetime/datetime-add-duration.js';
import { addToDateTime } from './lib/calendar-add.js';
import { formatDateTime, fromEpochNanos, neededFractionDigits, parseDateTime } from './lib/date-time.js';
import { parseDuration } from './lib/duration.js';

export default function datetimeAddDuration(input: Input): Output {
  const start = parseDateTime(input.datetime, '/datetime');
  const d = parseDuration(input.duration, '/duration');
  const { ns, clamped } = addToDateTime(start, d, input.end_of_month ?? 'clamp', '/duration');
  const result = fromEpochNanos(ns, start.offsetMinutes, '/duration');
  result.offsetText = start.offsetText;
  const digits = Math.max(start.fractionDigits, neededFractionDigits(result.nanos));
  return { datetime: formatDateTime(result, digits), epoch_nanoseconds: ns.toString(), clamped };
}
