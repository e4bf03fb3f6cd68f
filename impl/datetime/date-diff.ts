import type { Input, Output } from '../../generated/tools/datetime/date-diff.js';
import { dayNumber, daysInMonth, parseDate } from './lib/civil.js';

export default function dateDiff(input: Input): Output {
  const one = parseDate(input.start, '/start');
  const two = parseDate(input.end, '/end');
  const largest = input.largest_unit ?? 'years';
  const startDay = dayNumber(one);
  const endDay = dayNumber(two);
  const total = endDay - startDay;
  const sign = Math.sign(total);
  // Whole months from the start (Temporal's DifferenceISODate): the most months m such that the start
  // moved by m months, its day not yet clamped, does not pass the end; the day is clamped afterwards.
  let months = 0;
  if (sign !== 0 && (largest === 'years' || largest === 'months')) {
    months = two.year * 12 + two.month - (one.year * 12 + one.month);
    if (sign > 0 && one.day > two.day) months -= 1;
    if (sign < 0 && one.day < two.day) months += 1;
  }
  const years = largest === 'years' ? Math.trunc(months / 12) : 0;
  const restMonths = months - years * 12;
  const index = one.year * 12 + (one.month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const anchor = dayNumber({ year: y, month: m, day: Math.min(one.day, daysInMonth(y, m)) });
  let days = endDay - anchor;
  const weeks = largest === 'weeks' ? Math.trunc(days / 7) : 0;
  days -= weeks * 7;
  const abs = (n: number) => Math.abs(n);
  let body = '';
  if (years) body += `${abs(years)}Y`;
  if (restMonths) body += `${abs(restMonths)}M`;
  if (weeks) body += `${abs(weeks)}W`;
  if (days || !body) body += `${abs(days)}D`;
  const z = (n: number) => (n === 0 ? 0 : n); // never -0
  return {
    years: z(years),
    months: z(restMonths),
    weeks: z(weeks),
    days: z(days),
    total_days: total,
    duration: `${sign < 0 ? '-' : ''}P${body}`,
  };
}
