import type { Input, Output } from '../../generated/tools/datetime/date-iso-week.js';
import { dayNumber, formatDays, parseDate } from './lib/civil.js';
import { formatIsoWeek, isoWeekOf } from './lib/iso-week.js';

export default function dateIsoWeek(input: Input): Output {
  const day = dayNumber(parseDate(input.date, '/date'));
  const w = isoWeekOf(day);
  const weekDate = formatIsoWeek(w);
  return {
    week_year: w.weekYear,
    week: w.week,
    weekday: w.weekday,
    week_date: weekDate,
    week_date_basic: weekDate.replace(/-/g, ''),
    week_start: formatDays(day - w.weekday + 1),
  };
}
