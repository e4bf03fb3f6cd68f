import type { Input, Output } from '../../generated/tools/datetime/datetime-offset-convert.js';
import { dayNumber } from './lib/civil.js';
import { epochNanos, formatDateTime, fromEpochNanos, parseDateTime, parseOffset } from './lib/date-time.js';

export default function datetimeOffsetConvert(input: Input): Output {
  const source = parseDateTime(input.datetime, '/datetime');
  const offset = parseOffset(input.offset, '/offset');
  const ns = epochNanos(source);
  const target = fromEpochNanos(ns, offset, '/offset');
  target.offsetText = input.offset === 'z' ? 'Z' : input.offset;
  const digits = input.fraction_digits ?? 'preserve';
  const d = digits === 'preserve' ? source.fractionDigits : digits === 'auto' ? undefined : digits;
  return {
    datetime: formatDateTime(target, d),
    offset_minutes: offset,
    day_shift: dayNumber(target.date) - dayNumber(source.date),
    epoch_nanoseconds: ns.toString(),
  };
}
