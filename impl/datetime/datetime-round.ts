import type { Input, Output } from '../../generated/tools/datetime/datetime-round.js';
import {
  NANOS_PER_MINUTE,
  epochNanos,
  floorDivMod,
  formatDateTime,
  fromEpochNanos,
  parseDateTime,
  parseOffset,
  parseTimeOfDay,
  timeNanos,
} from './lib/date-time.js';
import { scaledText } from './lib/duration.js';
import { gridInterval } from './lib/instant-grid.js';

export default function datetimeRound(input: Input): Output {
  const source = parseDateTime(input.datetime, '/datetime');
  const interval = gridInterval(input.interval, '/interval');
  let offset = source.offsetMinutes;
  let offsetText = source.offsetText;
  if (input.offset !== undefined) {
    offset = parseOffset(input.offset, '/offset');
    offsetText = input.offset === 'z' ? 'Z' : input.offset;
  }
  const origin = timeNanos(parseTimeOfDay(input.origin ?? '00:00:00', '/origin', false, true));
  const ns = epochNanos(source);
  fromEpochNanos(ns, offset, '/datetime'); // the input's wall clock in that offset must be in range
  const local = ns + BigInt(offset) * NANOS_PER_MINUTE;
  const [, r] = floorDivMod(local - origin, interval);
  const mode = input.mode ?? 'nearest';
  let delta = 0n;
  if (r !== 0n) {
    if (mode === 'floor') delta = -r;
    else if (mode === 'ceil') delta = interval - r;
    else delta = 2n * r < interval ? -r : interval - r; // a tie goes to the later boundary
  }
  const rounded = ns + delta;
  const out = fromEpochNanos(rounded, offset, '/datetime');
  out.offsetText = offsetText;
  return { datetime: formatDateTime(out), difference_seconds: scaledText(delta), epoch_nanoseconds: rounded.toString() };
}
