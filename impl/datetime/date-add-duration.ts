import type { Input, Output } from '../../generated/tools/datetime/date-add-duration.js';
import { invalidInput } from '../lib/tool-error.js';
import { addDateParts, refuseCalendarFraction } from './lib/calendar-add.js';
import { formatDate, parseDate } from './lib/civil.js';
import { parseDuration } from './lib/duration.js';

export default function dateAddDuration(input: Input): Output {
  const date = parseDate(input.date, '/date');
  const d = parseDuration(input.duration, '/duration');
  refuseCalendarFraction(d, '/duration');
  if (d.parts.hours !== 0n || d.parts.minutes !== 0n || d.parts.seconds !== 0n) {
    throw invalidInput('/duration', 'a date has no time of day: hours, minutes and seconds must be zero (see datetime-add-duration)');
  }
  const { date: result, clamped } = addDateParts(date, d, input.end_of_month ?? 'clamp', '/duration');
  return { date: formatDate(result), clamped };
}
