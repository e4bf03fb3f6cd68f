import type { Input, Output } from '../../generated/tools/datetime/datetime-to-unix.js';
import { invalidInput } from '../lib/tool-error.js';
import { epochNanos, parseDateTime } from './lib/date-time.js';
import { divideRounded, UNIX_UNIT_NANOS } from './lib/unix-units.js';

export default function datetimeToUnix(input: Input): Output {
  const unit = input.unit ?? 's';
  const rounding = input.rounding ?? 'floor';
  const ns = epochNanos(parseDateTime(input.datetime, '/datetime'));
  const { quotient, exact } = divideRounded(ns, UNIX_UNIT_NANOS[unit], rounding === 'exact' ? 'floor' : rounding);
  if (!exact && rounding === 'exact') {
    throw invalidInput('/datetime', `"${input.datetime}" is not a whole number of ${unit === 'us' ? 'microseconds' : unit === 'ms' ? 'milliseconds' : 'seconds'} (rounding is exact)`);
  }
  return { value: quotient.toString(), unit, exact, epoch_nanoseconds: ns.toString() };
}
