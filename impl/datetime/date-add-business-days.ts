import type { Input, Output } from '../../generated/tools/datetime/date-add-business-days.js';
import { limits } from '../../generated/tools/datetime/date-add-business-days.js';
import { addBusinessDays, countHolidays, readCalendar } from './lib/business-calendar.js';
import { dayNumber, formatDays, isoWeekday, parseDate } from './lib/civil.js';

export default function dateAddBusinessDays(input: Input): Output {
  const start = dayNumber(parseDate(input.date, '/date'));
  const cal = readCalendar(input, limits);
  const result = addBusinessDays(cal, start, input.days, '/days');
  const skipped = result >= start ? countHolidays(cal, start + 1, result) : countHolidays(cal, result, start - 1);
  return {
    date: formatDays(result),
    weekday: isoWeekday(result),
    calendar_days: result - start,
    holidays_skipped: skipped,
  };
}
