import type { Input, Output } from '../../generated/tools/datetime/datetime-compare.js';
import { epochNanos, parseDateTime } from './lib/date-time.js';
import { scaledText } from './lib/duration.js';

export default function datetimeCompare(input: Input): Output {
  const a = epochNanos(parseDateTime(input.a, '/a'));
  const b = epochNanos(parseDateTime(input.b, '/b'));
  const diff = b - a;
  return {
    comparison: a < b ? -1 : a > b ? 1 : 0,
    equal: a === b,
    difference_nanoseconds: diff.toString(),
    difference_seconds: scaledText(diff),
  };
}
