import type { Input, Output } from '../../generated/tools/datetime/date-business-day-adjust.js';
import { limits } from '../../generated/tools/datetime/date-business-day-adjust.js';
import { findBusinessDay, isBusinessDay, nextBusinessDay, readCalendar } from './lib/business-calendar.js';
import { civilFromDays, dayNumber, formatDays, parseDate } from './lib/civil.js';

export default function dateBusinessDayAdjust(input: Input): Output {
  const day = dayNumber(parseDate(input.date, '/date'));
  const cal = readCalendar(input, limits);
  const convention = input.convention ?? 'modified_following';
  const month = civilFromDays(day).month;
  let result = day;
  if (!isBusinessDay(cal, day)) {
    const forward = convention === 'following' || convention === 'modified_following';
    const modified = convention === 'modified_following' || convention === 'modified_preceding';
    const first = findBusinessDay(cal, day, forward ? 1 : -1);
    // Running off 0001-9999 counts as crossing into another month: a modified convention turns back.
    const crosses = first === null || civilFromDays(first).month !== month;
    if (modified && crosses) result = nextBusinessDay(cal, day, forward ? -1 : 1, '/date');
    else if (first === null) result = nextBusinessDay(cal, day, forward ? 1 : -1, '/date');
    else result = first;
  }
  return { date: formatDays(result), adjusted: result !== day, days_moved: result - day, convention };
}
