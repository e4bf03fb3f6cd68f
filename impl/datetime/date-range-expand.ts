import type { Input, Output } from '../../generated/tools/datetime/date-range-expand.js';
import { limits } from '../../generated/tools/datetime/date-range-expand.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { dayNumber, daysInMonth, formatDate, formatDays, MAX_DAYS, parseDate } from './lib/civil.js';
import { parseDuration, SCALE } from './lib/duration.js';

export default function dateRangeExpand(input: Input): Output {
  const start = parseDate(input.start, '/start');
  const end = parseDate(input.end, '/end');
  const step = parseDuration(input.step ?? 'P1D', '/step');
  const p = step.parts;
  if (step.negative) throw invalidInput('/step', 'the step must be positive');
  if (p.hours || p.minutes || p.seconds) throw invalidInput('/step', 'the step is a number of years, months, weeks or days: hours, minutes and seconds are refused');
  if ([p.years, p.months, p.weeks, p.days].some((v) => v % SCALE !== 0n)) throw invalidInput('/step', 'the step must be whole years, months, weeks and days (no fraction)');
  const stepMonthsBig = (p.years * 12n + p.months) / SCALE;
  const stepDaysBig = (p.weeks * 7n + p.days) / SCALE;
  if (stepMonthsBig === 0n && stepDaysBig === 0n) throw invalidInput('/step', 'the step must not be zero');
  const policy = input.end_of_month ?? 'clamp';
  const includeEnd = input.include_end ?? true;
  const endDay = dayNumber(end);
  const dates: string[] = [];
  // A step beyond the supported range can only produce the start itself.
  const huge = stepMonthsBig > 120000n || stepDaysBig > 3652059n;
  const stepMonths = huge ? 0 : Number(stepMonthsBig);
  const stepDays = huge ? 0 : Number(stepDaysBig);
  const startIndex = start.year * 12 + start.month - 1;
  for (let k = 0; ; k++) {
    if (k > 0 && huge) break;
    const index = startIndex + k * stepMonths;
    const year = Math.floor(index / 12);
    if (year > 9999) break;
    const month = (index % 12) + 1;
    const last = daysInMonth(year, month);
    let day = start.day;
    let missing = false;
    if (day > last) {
      if (policy === 'reject') {
        throw invalidInput('/step', `${formatDate({ year, month, day: 1 }).slice(0, 7)}-${String(start.day).padStart(2, '0')} does not exist (end_of_month is reject)`);
      }
      missing = true;
      day = last;
    }
    const n = dayNumber({ year, month, day }) + k * stepDays;
    if (n > MAX_DAYS || n > endDay || (n === endDay && !includeEnd)) break;
    if (missing && policy === 'skip') continue;
    if (dates.length === limits.max_dates) throw limitExceeded('/end', `more than max_dates (${limits.max_dates}) dates would be listed`);
    dates.push(k === 0 ? formatDate(start) : formatDays(n));
  }
  return { dates, count: dates.length };
}
