import type { Input, Output } from '../../generated/tools/datetime/date-age.js';
import { invalidInput } from '../lib/tool-error.js';
import type { CivilDate } from './lib/civil.js';
import { MAX_DAYS, dayNumber, daysFromCivil, daysInMonth, formatDays, parseDate } from './lib/civil.js';

type Policy = 'feb28' | 'mar1';

/**
 * Day number of the birth day-of-month in month `index` (year x 12 + month - 1). A day the month lacks
 * (Feb 29 in a common year, the 31st of a 30-day month) becomes the month's last day (feb28) or the
 * first day of the next month (mar1).
 */
function anniversary(birth: CivilDate, index: number, policy: Policy): number {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  if (birth.day <= last) return daysFromCivil(year, month, birth.day);
  return policy === 'feb28' ? daysFromCivil(year, month, last) : daysFromCivil(year, month, last) + 1;
}

export default function dateAge(input: Input): Output {
  const birth = parseDate(input.birth_date, '/birth_date');
  const asOf = dayNumber(parseDate(input.as_of, '/as_of'));
  const policy: Policy = input.leap_day_policy ?? 'mar1';
  const born = dayNumber(birth);
  if (asOf < born) throw invalidInput('/as_of', `as_of ${input.as_of} is before birth_date ${input.birth_date}`);
  const birthIndex = birth.year * 12 + birth.month - 1;
  // Completed months since birth: the largest n with anniversary(birth + n months) <= as_of.
  const asOfYear = Number(input.as_of.slice(0, 4));
  let n = Math.max(0, (asOfYear - birth.year) * 12 - 12);
  while (anniversary(birth, birthIndex + n + 1, policy) <= asOf) n++;
  const months = n;
  const last = anniversary(birth, birthIndex + months, policy);
  const years = Math.floor(months / 12);
  const nextIndex = birthIndex + (years + 1) * 12;
  const next = Math.floor(nextIndex / 12) > 9999 ? null : anniversary(birth, nextIndex, policy);
  return {
    years,
    months: months % 12,
    days: asOf - last,
    total_months: months,
    total_days: asOf - born,
    next_birthday: next === null || next > MAX_DAYS ? null : formatDays(next),
    days_until_next_birthday: next === null || next > MAX_DAYS ? null : next - asOf,
  };
}
