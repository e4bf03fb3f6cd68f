import type { Input, Output } from '../../generated/tools/datetime/date-business-days-count.js';
import { limits } from '../../generated/tools/datetime/date-business-days-count.js';
import { countHolidays, countWorkingWeekdays, readCalendar } from './lib/business-calendar.js';
import { dayNumber, parseDate } from './lib/civil.js';

export default function dateBusinessDaysCount(input: Input): Output {
  const start = dayNumber(parseDate(input.start, '/start'));
  const end = dayNumber(parseDate(input.end, '/end'));
  const cal = readCalendar(input, limits);
  const includeStart = input.include_start ?? true;
  const includeEnd = input.include_end ?? true;
  const forward = start <= end;
  let from = forward ? start : end;
  let to = forward ? end : start;
  // The flags belong to the dates, not to the positions: for end < start the end date comes first.
  if (!(forward ? includeStart : includeEnd)) from++;
  if (!(forward ? includeEnd : includeStart)) to--;
  const days = Math.max(0, to - from + 1);
  const working = countWorkingWeekdays(cal, from, to);
  const holidays = countHolidays(cal, from, to);
  const business = working - holidays;
  return {
    business_days: forward ? business : -business,
    days_in_range: days,
    weekend_days: days - working,
    holidays_excluded: holidays,
  };
}
