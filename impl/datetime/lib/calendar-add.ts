import { invalidInput } from '../../lib/tool-error.js';
import type { CivilDate } from './civil.js';
import { civilFromDays, daysFromCivil, daysInMonth, formatDate, MAX_DAYS, MIN_DAYS } from './civil.js';
import { type DateTime, epochNanos } from './date-time.js';
import { type Duration, fixedNanos, SCALE } from './duration.js';

/**
 * Calendar arithmetic on proleptic Gregorian dates, as Temporal.PlainDate.prototype.add does it
 * (and java.time's LocalDate.plus(Period)): years and months together as one count of months, the day
 * kept and, when the target month is shorter, clamped to its last day or refused (`end_of_month`);
 * then weeks and days as a count of days. Used by helper F's add, diff and range tools.
 */
export type EndOfMonth = 'clamp' | 'reject';

const OUT_OF_RANGE = 'the result falls outside the supported years 0001-9999';

/** `d` moved by `months` (signed); `clamped` when the day did not exist in the target month. */
export function addMonths(d: CivilDate, months: bigint, policy: EndOfMonth, pointer: string): { date: CivilDate; clamped: boolean } {
  const index = BigInt(d.year) * 12n + BigInt(d.month - 1) + months;
  if (index < 12n || index > 9999n * 12n + 11n) throw invalidInput(pointer, OUT_OF_RANGE);
  const year = Number(index / 12n);
  const month = Number(index % 12n) + 1;
  const last = daysInMonth(year, month);
  if (d.day <= last) return { date: { year, month, day: d.day }, clamped: false };
  if (policy === 'reject') {
    throw invalidInput(
      pointer,
      `${formatDate(d)} moved by ${months} months would be day ${d.day} of ${formatDate({ year, month, day: 1 }).slice(0, 7)}, which has ${last} days (end_of_month is reject)`,
    );
  }
  return { date: { year, month, day: last }, clamped: true };
}

/** Day number of `d` moved by `days` (signed), refused outside 0001-01-01 .. 9999-12-31. */
export function addDays(dayNumber: number, days: bigint, pointer: string): number {
  const n = BigInt(dayNumber) + days;
  if (n < BigInt(MIN_DAYS) || n > BigInt(MAX_DAYS)) throw invalidInput(pointer, OUT_OF_RANGE);
  return Number(n);
}

/** Whole-unit count of a duration component (billionths / 10^9), signed by the duration. */
export function signedWhole(d: Duration, unit: keyof Duration['parts']): bigint {
  const v = d.parts[unit] / SCALE;
  return d.negative ? -v : v;
}

/** Refuses a fraction on years, months, weeks or days: they have no exact fractional meaning on a calendar. */
export function refuseCalendarFraction(d: Duration, pointer: string): void {
  for (const u of ['years', 'months', 'weeks', 'days'] as const) {
    if (d.parts[u] % SCALE !== 0n) throw invalidInput(pointer, `a fraction of ${u} has no calendar meaning; write whole ${u} (or smaller units)`);
  }
}

/** `date` plus the years, months, weeks and days of `d`: months first (clamp or reject), then days. */
export function addDateParts(date: CivilDate, d: Duration, policy: EndOfMonth, pointer: string): { date: CivilDate; clamped: boolean } {
  const months = signedWhole(d, 'years') * 12n + signedWhole(d, 'months');
  const moved = months === 0n ? { date, clamped: false } : addMonths(date, months, policy, pointer);
  const days = signedWhole(d, 'weeks') * 7n + signedWhole(d, 'days');
  if (days === 0n) return moved;
  return { date: civilFromDays(addDays(daysFromCivil(moved.date.year, moved.date.month, moved.date.day), days, pointer)), clamped: moved.clamped };
}

/**
 * `start` plus `d` as Temporal.ZonedDateTime.prototype.add does in a fixed-offset zone: the calendar
 * part on the local date (time of day kept), then hours, minutes and seconds as exact elapsed time.
 */
export function addToDateTime(start: DateTime, d: Duration, policy: EndOfMonth, pointer: string): { ns: bigint; clamped: boolean } {
  refuseCalendarFraction(d, pointer);
  const { date, clamped } = addDateParts(start.date, d, policy, pointer);
  const timeOnly = { ...d, parts: { ...d.parts, years: 0n, months: 0n, weeks: 0n, days: 0n } };
  return { ns: epochNanos({ ...start, date }) + fixedNanos(timeOnly), clamped };
}
