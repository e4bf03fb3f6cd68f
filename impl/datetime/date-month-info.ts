import type { Input, Output } from '../../generated/tools/datetime/date-month-info.js';
import { daysFromCivil, daysInMonth, formatDays, isoWeekday } from './lib/civil.js';
import { isoWeekOf } from './lib/iso-week.js';
import { MONTH_NAMES } from './lib/month-names.js';
import { WEEKDAY_NAMES } from './lib/weekday-names.js';

type Week = { week_year: number; week: number; days_in_month: number };

export default function dateMonthInfo(input: Input): Output {
  const { year, month } = input;
  const length = daysInMonth(year, month);
  const first = daysFromCivil(year, month, 1);
  const last = first + length - 1;
  const weekdayCounts = [0, 0, 0, 0, 0, 0, 0];
  const weeks: Week[] = [];
  for (let d = first; d <= last; d++) {
    weekdayCounts[isoWeekday(d) - 1]! += 1;
    const w = isoWeekOf(d);
    const prev = weeks[weeks.length - 1];
    if (prev !== undefined && prev.week_year === w.weekYear && prev.week === w.week) prev.days_in_month += 1;
    else weeks.push({ week_year: w.weekYear, week: w.week, days_in_month: 1 });
  }
  const firstWeekday = isoWeekday(first);
  const lastWeekday = isoWeekday(last);
  return {
    year,
    month,
    month_name: MONTH_NAMES[month - 1]!,
    days_in_month: length,
    first_date: formatDays(first),
    first_weekday: firstWeekday,
    first_weekday_name: WEEKDAY_NAMES[firstWeekday - 1]!,
    last_date: formatDays(last),
    last_weekday: lastWeekday,
    last_weekday_name: WEEKDAY_NAMES[lastWeekday - 1]!,
    weekday_counts: weekdayCounts as Output['weekday_counts'],
    iso_weeks: weeks as Output['iso_weeks'],
  };
}
