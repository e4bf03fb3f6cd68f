import type { Input, Output } from '../../generated/tools/datetime/duration-compare.js';
import { invalidInput } from '../lib/tool-error.js';
import { addToDateTime } from './lib/calendar-add.js';
import { parseDate } from './lib/civil.js';
import { type DateTime, epochNanos, instantInRange, parseDateTime } from './lib/date-time.js';
import { type Duration, fixedNanos, hasCalendarParts, parseDuration, scaledText } from './lib/duration.js';

function reference(text: string): DateTime {
  if (text.length === 10) {
    const date = parseDate(text, '/relative_to');
    return { date, hour: 0, minute: 0, second: 0, nanos: 0, fractionDigits: 0, offsetMinutes: 0, offsetText: 'Z' };
  }
  return parseDateTime(text, '/relative_to');
}

export default function durationCompare(input: Input): Output {
  const a = parseDuration(input.a, '/a');
  const b = parseDuration(input.b, '/b');
  const needsReference = hasCalendarParts(a) || hasCalendarParts(b);
  let lengthA: bigint;
  let lengthB: bigint;
  if (needsReference) {
    if (input.relative_to === undefined) {
      throw invalidInput('/relative_to', 'years and months have no fixed length: give relative_to, the date or date-time both durations start from');
    }
    const ref = reference(input.relative_to);
    const origin = epochNanos(ref);
    const policy = input.end_of_month ?? 'clamp';
    const length = (d: Duration, pointer: string) => {
      const { ns } = addToDateTime(ref, d, policy, pointer);
      if (!instantInRange(ns)) throw invalidInput(pointer, 'the duration from relative_to ends outside the supported years 0001-9999');
      return ns - origin;
    };
    lengthA = length(a, '/a');
    lengthB = length(b, '/b');
  } else {
    lengthA = fixedNanos(a);
    lengthB = fixedNanos(b);
  }
  return {
    comparison: lengthA < lengthB ? -1 : lengthA > lengthB ? 1 : 0,
    a_seconds: scaledText(lengthA),
    b_seconds: scaledText(lengthB),
    used_reference: needsReference,
  };
}
