import type { Input, Output } from '../../generated/tools/datetime/datetime-from-unix.js';
import { invalidInput } from '../lib/tool-error.js';
import { formatDateTime, fromEpochNanos, parseOffset } from './lib/date-time.js';
import { UNIX_UNIT_NANOS } from './lib/unix-units.js';

export default function datetimeFromUnix(input: Input): Output {
  if (typeof input.value === 'number' && !Number.isSafeInteger(input.value)) {
    throw invalidInput('/value', `${input.value} is beyond the exactly representable JSON integers (2^53 - 1); send the value as a string such as "1700000000000000000"`);
  }
  const offsetText = input.offset ?? 'Z';
  const offset = parseOffset(offsetText, '/offset');
  const ns = BigInt(input.value) * UNIX_UNIT_NANOS[input.unit];
  const dt = fromEpochNanos(ns, offset, '/value');
  // The offset is written as given: +00:00 stays +00:00, Z (or z) is Z.
  dt.offsetText = offsetText === 'z' ? 'Z' : offsetText;
  const digits = input.fraction_digits ?? 'auto';
  return { datetime: formatDateTime(dt, digits === 'auto' ? undefined : digits), epoch_nanoseconds: ns.toString() };
}
