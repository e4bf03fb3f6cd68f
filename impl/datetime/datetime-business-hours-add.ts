import type { Input, Output } from '../../generated/tools/datetime/datetime-business-hours-add.js';
import { limits } from '../../generated/tools/datetime/datetime-business-hours-add.js';
import { invalidInput } from '../lib/tool-error.js';
import { DEFAULT_HOURS, businessBefore, readWeeklyHours, reachBusinessTime } from './lib/business-hours.js';
import { NANOS_PER_MINUTE, epochNanos, formatDateTime, fromEpochNanos, parseDateTime, parseOffset } from './lib/date-time.js';
import { exactNanos, parseDuration, scaledText } from './lib/duration.js';

export default function datetimeBusinessHoursAdd(input: Input): Output {
  const start = parseDateTime(input.start, '/start');
  const duration = exactNanos(parseDuration(input.duration, '/duration'));
  if (duration === null) throw invalidInput('/duration', `"${input.duration}" has years or months, which have no fixed length in business time: use weeks, days, hours, minutes or seconds`);
  if (duration < 0n) throw invalidInput('/duration', `"${input.duration}" is negative: only business time forward from the start is added`);
  const hours = readWeeklyHours(input.hours ?? DEFAULT_HOURS, input.holidays ?? [], limits);
  let offset = start.offsetMinutes;
  let offsetText = start.offsetText;
  if (input.offset !== undefined) {
    offset = parseOffset(input.offset, '/offset');
    offsetText = input.offset === 'z' ? 'Z' : input.offset;
  }
  const shift = BigInt(offset) * NANOS_PER_MINUTE;
  const ns = epochNanos(start);
  fromEpochNanos(ns, offset, '/start'); // the start's wall clock in that offset must be within 0001-9999
  const local = ns + shift;
  const before = businessBefore(hours, local);
  const due = reachBusinessTime(hours, local, before + duration);
  if (due === null) throw invalidInput('/duration', 'the business time runs past 9999-12-31 on the business-hours clock');
  const write = (x: bigint): string => {
    const dt = fromEpochNanos(x - shift, offset, '/duration');
    dt.offsetText = offsetText;
    return formatDateTime(dt);
  };
  const opens = reachBusinessTime(hours, local, before + 1n);
  return {
    due: write(due),
    work_starts: opens === null ? null : write(opens - 1n),
    elapsed_seconds: scaledText(due - local),
  };
}
