import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { MAX_DAYS, MIN_DAYS, dayNumber, isoWeekday, parseDate } from './civil.js';
import { NANOS_PER_DAY, parseTimeOfDay, splitLocalNanos, timeNanos } from './date-time.js';
import { lowerBound } from '../../lib/lower-bound.js';

/**
 * Weekly business hours on a fixed-offset wall clock (helper I, for datetime-business-hours-add and
 * -count). Spans per ISO weekday are merged half-open [start, end) nanoseconds of the day; an
 * overnight span (start after end) is split at midnight, its tail going to the next weekday. Holidays
 * close whole local dates. Business time is measured by a cumulative function over day numbers
 * (whole weeks by multiplication, at most 6 leftover days, a binary search in the sorted holidays),
 * so no operation steps through the days one by one.
 */
export type HoursEntry = { days: number[]; start: string; end: string };
export type WeeklyHours = {
  /** spans[w] for ISO weekday w (1-7): sorted, disjoint, non-touching [start, end) in ns of the day */
  spans: [bigint, bigint][][];
  /** perDay[w]: business nanoseconds on weekday w */
  perDay: bigint[];
  perWeek: bigint;
  /** sorted unique holiday day numbers */
  holidays: number[];
  /** prefix[i]: business nanoseconds the first i holidays remove */
  prefix: bigint[];
};

export const DEFAULT_HOURS: HoursEntry[] = [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' }];

export function readWeeklyHours(
  entries: readonly HoursEntry[],
  holidays: readonly string[],
  limits: { readonly max_hours_entries: number; readonly max_holidays: number },
): WeeklyHours {
  if (entries.length > limits.max_hours_entries) {
    throw limitExceeded('/hours', `${entries.length} hours entries given; at most ${limits.max_hours_entries} (max_hours_entries)`);
  }
  if (holidays.length > limits.max_holidays) {
    throw limitExceeded('/holidays', `${holidays.length} holidays given; at most ${limits.max_holidays} (max_holidays)`);
  }
  const raw: [bigint, bigint][][] = [[], [], [], [], [], [], [], []];
  entries.forEach((e, i) => {
    const start = timeNanos(parseTimeOfDay(e.start, `/hours/${i}/start`, false, true));
    const end = timeNanos(parseTimeOfDay(e.end, `/hours/${i}/end`, true, true));
    if (start === end) {
      throw invalidInput(`/hours/${i}/end`, `the span ${e.start}-${e.end} is empty: write 00:00-24:00 for a whole day`);
    }
    for (const w of e.days) {
      if (start < end) raw[w]!.push([start, end]);
      else {
        raw[w]!.push([start, NANOS_PER_DAY]);
        if (end > 0n) raw[(w % 7) + 1]!.push([0n, end]);
      }
    }
  });
  const spans: [bigint, bigint][][] = [[]];
  const perDay: bigint[] = [0n];
  let perWeek = 0n;
  for (let w = 1; w <= 7; w++) {
    const sorted = raw[w]!.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const merged: [bigint, bigint][] = [];
    for (const [s, e] of sorted) {
      const last = merged[merged.length - 1];
      if (last && s <= last[1]) {
        if (e > last[1]) last[1] = e;
      } else merged.push([s, e]);
    }
    spans.push(merged);
    let total = 0n;
    for (const [s, e] of merged) total += e - s;
    perDay.push(total);
    perWeek += total;
  }
  if (perWeek === 0n) throw invalidInput('/hours', 'the weekly hours are empty: there is no business time');
  const days = new Set<number>();
  holidays.forEach((text, i) => days.add(dayNumber(parseDate(text, `/holidays/${i}`))));
  const sortedHolidays = [...days].sort((a, b) => a - b);
  const prefix: bigint[] = [0n];
  for (const d of sortedHolidays) prefix.push(prefix[prefix.length - 1]! + perDay[isoWeekday(d)]!);
  return { spans, perDay, perWeek, holidays: sortedHolidays, prefix };
}

export function isHoliday(h: WeeklyHours, day: number): boolean {
  const i = lowerBound(h.holidays, day);
  return i < h.holidays.length && h.holidays[i] === day;
}

/** Business nanoseconds in the whole local days MIN_DAYS .. day - 1. */
export function businessBeforeDay(h: WeeklyHours, day: number): bigint {
  const span = day - MIN_DAYS;
  const weeks = Math.floor(span / 7);
  let total = BigInt(weeks) * h.perWeek;
  for (let d = MIN_DAYS + weeks * 7; d < day; d++) total += h.perDay[isoWeekday(d)]!;
  return total - h.prefix[lowerBound(h.holidays, day)]!;
}

/** Business nanoseconds of `day` before `nanosOfDay` (0 on a holiday). */
export function businessInDayBefore(h: WeeklyHours, day: number, nanosOfDay: bigint): bigint {
  if (isHoliday(h, day)) return 0n;
  let total = 0n;
  for (const [s, e] of h.spans[isoWeekday(day)]!) {
    if (nanosOfDay <= s) break;
    total += (nanosOfDay < e ? nanosOfDay : e) - s;
  }
  return total;
}

/** Cumulative business nanoseconds from 0001-01-01T00:00 local to the local wall-clock instant `local`. */
export function businessBefore(h: WeeklyHours, local: bigint): bigint {
  const { days, nanosOfDay } = splitLocalNanos(local);
  return businessBeforeDay(h, days) + businessInDayBefore(h, days, nanosOfDay);
}

/**
 * The earliest local instant x >= `fromLocal` with businessBefore(x) >= `target`: work that ends
 * exactly at a closing time ends there (not at the next opening). Null when x would fall after
 * 9999-12-31 (local).
 */
export function reachBusinessTime(h: WeeklyHours, fromLocal: bigint, target: bigint): bigint | null {
  if (businessBefore(h, fromLocal) >= target) return fromLocal;
  if (businessBeforeDay(h, MAX_DAYS + 1) < target) return null;
  // The first day d whose end reaches the target.
  let lo = splitLocalNanos(fromLocal).days;
  let hi = MAX_DAYS;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (businessBeforeDay(h, mid + 1) >= target) hi = mid;
    else lo = mid + 1;
  }
  let need = target - businessBeforeDay(h, lo);
  for (const [s, e] of h.spans[isoWeekday(lo)]!) {
    if (need <= e - s) return BigInt(lo) * NANOS_PER_DAY + s + need;
    need -= e - s;
  }
  return null; // unreachable: the day's business time covers the need
}
