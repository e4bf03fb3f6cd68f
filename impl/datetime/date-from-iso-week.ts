import type { Input, Output } from '../../generated/tools/datetime/date-from-iso-week.js';
import { invalidInput } from '../lib/tool-error.js';
import { MAX_DAYS, formatDays } from './lib/civil.js';
import { formatIsoWeek, isoWeekYearStart, isoWeeksInYear } from './lib/iso-week.js';

export default function dateFromIsoWeek(input: Input): Output {
  const { week_year: weekYear, week } = input;
  const weekday = input.weekday ?? 1;
  const weeks = isoWeeksInYear(weekYear);
  if (week > weeks) throw invalidInput('/week', `ISO week-year ${weekYear} has ${weeks} weeks, so week ${week} does not exist`);
  const monday = isoWeekYearStart(weekYear) + (week - 1) * 7;
  const day = monday + weekday - 1;
  if (day > MAX_DAYS) {
    throw invalidInput('/weekday', `${formatIsoWeek({ weekYear, week, weekday })} falls after 9999-12-31, the last supported date`);
  }
  return {
    date: formatDays(day),
    week_date: formatIsoWeek({ weekYear, week, weekday }),
    week_start: formatDays(monday),
    week_end: monday + 6 > MAX_DAYS ? null : formatDays(monday + 6),
  };
}
