import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { MAX_DAYS, MIN_DAYS, dayNumber, isoWeekday, parseDate } from './civil.js';
import { lowerBound } from '../../lib/lower-bound.js';

/**
 * A business calendar: working weekdays and a holiday list. Holidays that fall on a weekend day are
 * dropped (they are not business days anyway, so they are never subtracted twice); duplicates count
 * once. Counting works per whole week plus a binary search in the sorted holidays, so no operation
 * steps through the days one by one.
 */
export type BusinessCalendar = {
  /** weekend[w] for ISO weekday w (1-7) */
  weekend: boolean[];
  /** working days per week, 1-7 */
  perWeek: number;
  /** sorted, unique day numbers of holidays on working weekdays */
  holidays: number[];
};

export type CalendarInput = { weekend?: number[]; holidays?: string[] };

export const DEFAULT_WEEKEND = [6, 7];

export function readCalendar(input: CalendarInput, limits: { readonly max_holidays: number }): BusinessCalendar {
  const weekendList = input.weekend ?? DEFAULT_WEEKEND;
  const weekend = new Array<boolean>(8).fill(false);
  for (const w of weekendList) weekend[w] = true;
  const perWeek = 7 - weekend.filter(Boolean).length;
  if (perWeek === 0) throw invalidInput('/weekend', 'the weekend covers all seven weekdays, so there are no business days');
  const list = input.holidays ?? [];
  if (list.length > limits.max_holidays) {
    throw limitExceeded('/holidays', `${list.length} holidays given; at most ${limits.max_holidays} (max_holidays)`);
  }
  const days = new Set<number>();
  list.forEach((text, i) => {
    const day = dayNumber(parseDate(text, `/holidays/${i}`));
    if (!weekend[isoWeekday(day)]) days.add(day);
  });
  return { weekend, perWeek, holidays: [...days].sort((a, b) => a - b) };
}

export function isBusinessDay(cal: BusinessCalendar, day: number): boolean {
  return !cal.weekend[isoWeekday(day)] && !hasHoliday(cal, day);
}

function hasHoliday(cal: BusinessCalendar, day: number): boolean {
  const i = lowerBound(cal.holidays, day);
  return i < cal.holidays.length && cal.holidays[i] === day;
}

/** Working weekdays (ignoring holidays) in from..to inclusive; 0 when to < from. */
export function countWorkingWeekdays(cal: BusinessCalendar, from: number, to: number): number {
  if (to < from) return 0;
  const span = to - from + 1;
  const weeks = Math.floor(span / 7);
  let count = weeks * cal.perWeek;
  for (let d = from + weeks * 7; d <= to; d++) if (!cal.weekend[isoWeekday(d)]) count++;
  return count;
}

/** Holidays on working weekdays in from..to inclusive. */
export function countHolidays(cal: BusinessCalendar, from: number, to: number): number {
  if (to < from) return 0;
  return lowerBound(cal.holidays, to + 1) - lowerBound(cal.holidays, from);
}

/** Business days in from..to inclusive; 0 when to < from. */
export function countBusinessDays(cal: BusinessCalendar, from: number, to: number): number {
  return countWorkingWeekdays(cal, from, to) - countHolidays(cal, from, to);
}

/**
 * The business day `n` business days after `start` (n > 0: the nth business day after it; n < 0:
 * the |n|th before it; the start day itself is never counted). Binary search on the monotone count.
 * Throws invalid_input at `pointer` when the answer would fall outside 0001-01-01..9999-12-31.
 */
export function addBusinessDays(cal: BusinessCalendar, start: number, n: number, pointer: string): number {
  if (n === 0) return start;
  if (n > 0) {
    if (countBusinessDays(cal, start + 1, MAX_DAYS) < n) {
      throw invalidInput(pointer, `${n} business days after the start date fall after 9999-12-31`);
    }
    let lo = start + 1;
    let hi = MAX_DAYS;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (countBusinessDays(cal, start + 1, mid) >= n) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
  const want = -n;
  if (countBusinessDays(cal, MIN_DAYS, start - 1) < want) {
    throw invalidInput(pointer, `${want} business days before the start date fall before 0001-01-01`);
  }
  let lo = MIN_DAYS;
  let hi = start - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (countBusinessDays(cal, mid, start - 1) >= want) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The first business day on or after (step 1) or on or before (step -1) `day`, or null past the supported range. */
export function findBusinessDay(cal: BusinessCalendar, day: number, step: 1 | -1): number | null {
  let d = day;
  // At most the holidays plus a week of weekend days are passed.
  while (!isBusinessDay(cal, d)) {
    d += step;
    if (d > MAX_DAYS || d < MIN_DAYS) return null;
  }
  return d;
}

/** findBusinessDay, refusing with invalid_input at `pointer` when no business day lies within the range. */
export function nextBusinessDay(cal: BusinessCalendar, day: number, step: 1 | -1, pointer: string): number {
  const d = findBusinessDay(cal, day, step);
  if (d === null) {
    throw invalidInput(pointer, `no business day ${step === 1 ? 'on or after' : 'on or before'} the date within 0001-01-01..9999-12-31`);
  }
  return d;
}
