import type { Input, Output } from '../../generated/tools/datetime/date-weekday-next.js';
import { invalidInput } from '../lib/tool-error.js';
import { dayNumber, formatDays, inSupportedRange, isoWeekday, parseDate } from './lib/civil.js';
import { weekdayNumber } from './lib/weekday-input.js';
import { WEEKDAY_NAMES } from './lib/weekday-names.js';

export default function dateWeekdayNext(input: Input): Output {
  const start = dayNumber(parseDate(input.date, '/date'));
  const weekday = weekdayNumber(input.weekday);
  const direction = input.direction ?? 'next';
  const includeSameDay = input.include_same_day ?? false;
  const from = isoWeekday(start);
  let offset: number;
  if (direction === 'next') {
    offset = (weekday - from + 7) % 7;
    if (offset === 0 && !includeSameDay) offset = 7;
  } else {
    const back = (from - weekday + 7) % 7;
    offset = back === 0 ? (includeSameDay ? 0 : -7) : -back; // never -0
  }
  const day = start + offset;
  if (!inSupportedRange(day)) {
    throw invalidInput('/date', `the ${direction} ${WEEKDAY_NAMES[weekday - 1]} from ${input.date} falls outside 0001-01-01..9999-12-31`);
  }
  return { date: formatDays(day), days_offset: offset, weekday, weekday_name: WEEKDAY_NAMES[weekday - 1]! };
}
