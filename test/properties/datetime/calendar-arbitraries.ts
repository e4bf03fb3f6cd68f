// Dates for the calendar tools' tests, built with the JavaScript Date object (allowed in tests, never
// in impl/), so the tests do not share the calendar arithmetic they check.
import fc from 'fast-check';

export const DAY_MS = 86_400_000;
/** Day numbers (days since 1970-01-01) of 0001-01-01 and 9999-12-31. */
export const FIRST_DAY = Math.round(Date.UTC(2000, 0, 1) / DAY_MS) - 730119;
export const LAST_DAY = Math.round(Date.UTC(9999, 11, 31) / DAY_MS);

/** YYYY-MM-DD of a day number, through Date's own proleptic Gregorian calendar. */
export function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Day number of YYYY-MM-DD (any year 0001-9999: setUTCFullYear avoids Date.UTC's 1900 offset for years below 100). */
export function dayOfIso(iso: string): number {
  const d = new Date(0);
  d.setUTCFullYear(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round(d.getTime() / DAY_MS);
}

/** A UTC Date at midnight of YYYY-MM-DD. */
export function utcDate(iso: string): Date {
  return new Date(dayOfIso(iso) * DAY_MS);
}

/** Any supported day number, with the edges and leap days weighted in. */
export const dayArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: FIRST_DAY, max: LAST_DAY }) },
  { weight: 1, arbitrary: fc.integer({ min: FIRST_DAY, max: FIRST_DAY + 800 }) },
  { weight: 1, arbitrary: fc.integer({ min: LAST_DAY - 800, max: LAST_DAY }) },
  { weight: 2, arbitrary: fc.integer({ min: dayOfIso('1899-12-01'), max: dayOfIso('2101-01-31') }) },
);

export const dateArb: fc.Arbitrary<string> = dayArb.map(isoOfDay);

/** A local-time Date at midnight of YYYY-MM-DD, for date-fns (which works in the process's time zone). */
export function localDate(iso: string): Date {
  const d = new Date(2000, 0, 1);
  d.setFullYear(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return d;
}

/** YYYY-MM-DD of a local-time Date's calendar fields. */
export function isoOfLocal(d: Date): string {
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  return `${p(d.getFullYear(), 4)}-${p(d.getMonth() + 1, 2)}-${p(d.getDate(), 2)}`;
}
