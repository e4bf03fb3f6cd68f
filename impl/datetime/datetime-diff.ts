import type { Input, Output } from '../../generated/tools/datetime/datetime-diff.js';
import { epochNanos, parseDateTime } from './lib/date-time.js';
import { durationFromNanos, formatDuration, scaledText, signedFixedComponents } from './lib/duration.js';

export default function datetimeDiff(input: Input): Output {
  const start = epochNanos(parseDateTime(input.start, '/start'));
  const end = epochNanos(parseDateTime(input.end, '/end'));
  const ns = end - start;
  const d = durationFromNanos(ns, input.largest_unit ?? 'hours');
  return {
    seconds: scaledText(ns),
    nanoseconds: ns.toString(),
    duration: formatDuration(d),
    components: signedFixedComponents(d),
  };
}
