import type { Input, Output } from '../../generated/tools/datetime/date-year-info.js';
import { daysFromCivil, daysInMonth, daysInYear, formatDays, isLeapYear, isoWeekday } from './lib/civil.js';
import { isoWeekYearStart, isoWeeksInYear } from './lib/iso-week.js';
import { WEEKDAY_NAMES } from './lib/weekday-names.js';

export default function dateYearInfo(input: Input): Output {
  const { year } = input;
  const jan1 = isoWeekday(daysFromCivil(year, 1, 1));
  const dec31 = isoWeekday(daysFromCivil(year, 12, 31));
  const monthDays: number[] = [];
  for (let m = 1; m <= 12; m++) monthDays.push(daysInMonth(year, m));
  return {
    year,
    leap_year: isLeapYear(year),
    days_in_year: daysInYear(year),
    month_days: monthDays as Output['month_days'],
    iso_weeks: isoWeeksInYear(year),
    jan1_weekday: jan1,
    jan1_weekday_name: WEEKDAY_NAMES[jan1 - 1]!,
    dec31_weekday: dec31,
    dec31_weekday_name: WEEKDAY_NAMES[dec31 - 1]!,
    iso_week1_monday: formatDays(isoWeekYearStart(year)),
  };
}
