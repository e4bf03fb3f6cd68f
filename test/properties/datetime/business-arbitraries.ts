// Business calendars for the business-day tools' tests: weekends, holiday lists (with duplicates and
// weekend holidays), and a day-by-day reference built on Date (allowed in tests, never in impl/).
import fc from 'fast-check';
import { dayOfIso, isoOfDay } from './calendar-arbitraries.js';

export type Calendar = { weekend: number[]; holidays: string[] };

const isoWeekdayOf = (day: number) => new Date(day * 86_400_000).getUTCDay() || 7;

export const weekendArb: fc.Arbitrary<number[]> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<number[]>([6, 7]) },
  { weight: 1, arbitrary: fc.constantFrom<number[]>([5, 6], [7], [], [5], [1, 2, 3, 4, 5, 6]) },
  { weight: 2, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 6 }) },
);

/** A calendar and a start day in the 2020s, with holidays around it. */
export const calendarAt = (start: number): fc.Arbitrary<Calendar> =>
  fc.record({
    weekend: weekendArb,
    holidays: fc.array(fc.integer({ min: start - 60, max: start + 400 }).map(isoOfDay), { maxLength: 40 }),
  });

export const startArb = fc.integer({ min: dayOfIso('2020-01-01'), max: dayOfIso('2029-12-31') });

export function isBusiness(cal: Calendar, day: number): boolean {
  return !cal.weekend.includes(isoWeekdayOf(day)) && !cal.holidays.includes(isoOfDay(day));
}

/** Business days in from..to inclusive, day by day. */
export function referenceCount(cal: Calendar, from: number, to: number): number {
  let n = 0;
  for (let d = from; d <= to; d++) if (isBusiness(cal, d)) n++;
  return n;
}

/** The nth business day after (n > 0) or before (n < 0) start, day by day; start for n = 0. */
export function referenceAdd(cal: Calendar, start: number, n: number): number {
  let d = start;
  let left = Math.abs(n);
  while (left > 0) {
    d += Math.sign(n);
    if (isBusiness(cal, d)) left--;
  }
  return d;
}
