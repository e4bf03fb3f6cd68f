import type { Input, Output } from '../../generated/tools/datetime/date-weekday.js';
import { DEFAULT_WEEKEND } from './lib/business-calendar.js';
import { dayNumber, isoWeekday, parseDate } from './lib/civil.js';
import { WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES } from './lib/weekday-names.js';

export default function dateWeekday(input: Input): Output {
  const weekday = isoWeekday(dayNumber(parseDate(input.date, '/date')));
  return {
    weekday,
    name: WEEKDAY_NAMES[weekday - 1]!,
    abbreviation: WEEKDAY_ABBREVIATIONS[weekday - 1]!,
    is_weekend: (input.weekend ?? DEFAULT_WEEKEND).includes(weekday),
  };
}
