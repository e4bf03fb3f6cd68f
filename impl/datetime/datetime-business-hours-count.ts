import type { Input, Output } from '../../generated/tools/datetime/datetime-business-hours-count.js';
import { limits } from '../../generated/tools/datetime/datetime-business-hours-count.js';
import { DEFAULT_HOURS, businessBefore, readWeeklyHours } from './lib/business-hours.js';
import { NANOS_PER_MINUTE, epochNanos, fromEpochNanos, parseDateTime, parseOffset } from './lib/date-time.js';
import { durationFromNanos, formatDuration, scaledText } from './lib/duration.js';

export default function datetimeBusinessHoursCount(input: Input): Output {
  const start = parseDateTime(input.start, '/start');
  const end = parseDateTime(input.end, '/end');
  const hours = readWeeklyHours(input.hours ?? DEFAULT_HOURS, input.holidays ?? [], limits);
  const offset = input.offset === undefined ? start.offsetMinutes : parseOffset(input.offset, '/offset');
  const shift = BigInt(offset) * NANOS_PER_MINUTE;
  const a = epochNanos(start);
  const b = epochNanos(end);
  fromEpochNanos(a, offset, '/start'); // both wall clocks in that offset must be within 0001-9999
  fromEpochNanos(b, offset, '/end');
  const business = businessBefore(hours, b + shift) - businessBefore(hours, a + shift);
  return {
    business_seconds: scaledText(business),
    business_duration: formatDuration(durationFromNanos(business, 'hours')),
    elapsed_seconds: scaledText(b - a),
  };
}
