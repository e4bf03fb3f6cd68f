import { invalidInput } from '../../lib/tool-error.js';

/**
 * The proleptic Gregorian calendar as plain integer arithmetic (no Date object anywhere): leap years,
 * month lengths, and the day number of a date counted from 1970-01-01 (day 0; negative before). The
 * conversions are Howard Hinnant's days_from_civil / civil_from_days ("chrono-Compatible Low-Level Date
 * Algorithms"), exact for every year this service accepts (0001-9999) and well beyond.
 * Shared by every datetime tool: helpers F and H code against exactly this API.
 */
export type CivilDate = { year: number; month: number; day: number };

/** The first and last years any datetime tool accepts (ISO 8601 four-digit years, no year 0). */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** Gregorian rule: divisible by 4, except centuries, except every 400th year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in `month` (1-12) of `year`: February has 29 in a leap year. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

/** Days in `year`: 366 in a leap year, else 365. */
export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/** Days since 1970-01-01 of a proleptic Gregorian date (negative before 1970). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = floorDiv(y, 400);
  const yoe = y - era * 400; // 0..399
  const mp = (month + 9) % 12; // March = 0 ... February = 11
  const doy = floorDiv(153 * mp + 2, 5) + day - 1; // 0..365
  const doe = yoe * 365 + floorDiv(yoe, 4) - floorDiv(yoe, 100) + doy; // 0..146096
  return era * 146097 + doe - 719468;
}

/** The date of a day number counted from 1970-01-01 (the inverse of daysFromCivil). */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719468;
  const era = floorDiv(z, 146097);
  const doe = z - era * 146097; // 0..146096
  const yoe = floorDiv(doe - floorDiv(doe, 1460) + floorDiv(doe, 36524) - floorDiv(doe, 146096), 365); // 0..399
  const doy = doe - (365 * yoe + floorDiv(yoe, 4) - floorDiv(yoe, 100)); // 0..365
  const mp = floorDiv(5 * doy + 2, 153); // 0..11
  const day = doy - floorDiv(153 * mp + 2, 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** ISO 8601 weekday of a day number: Monday = 1 ... Sunday = 7 (1970-01-01 was a Thursday). */
export function isoWeekday(days: number): number {
  const r = (((days + 3) % 7) + 7) % 7; // 0 = Monday
  return r + 1;
}

/** Day number of the first and last day this service accepts: 0001-01-01 and 9999-12-31. */
export const MIN_DAYS = daysFromCivil(MIN_YEAR, 1, 1);
export const MAX_DAYS = daysFromCivil(MAX_YEAR, 12, 31);

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function digits(text: string, start: number, count: number): number {
  let v = 0;
  for (let i = start; i < start + count; i++) v = v * 10 + (text.charCodeAt(i) - 48);
  return v;
}

/**
 * Strict ISO 8601 / RFC 3339 calendar date `YYYY-MM-DD` (extended format, four-digit year 0001-9999,
 * no sign, no time, no spaces). A month outside 01-12 or a day beyond the month's length (Feb 29 in a
 * common year) is refused with a message naming the fault; throws ToolError invalid_input at `pointer`.
 */
export function parseDate(text: string, pointer: string): CivilDate {
  const ok =
    text.length === 10 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    [0, 1, 2, 3, 5, 6, 8, 9].every((i) => isDigit(text.charCodeAt(i)));
  if (!ok) {
    throw invalidInput(pointer, `"${shorten(text)}" is not a calendar date in the form YYYY-MM-DD (for example 2024-02-29)`);
  }
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (year < MIN_YEAR) throw invalidInput(pointer, `year 0000 is outside the supported years 0001-9999 in "${text}"`);
  if (month < 1 || month > 12) throw invalidInput(pointer, `month ${text.slice(5, 7)} does not exist in "${text}" (months are 01-12)`);
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) {
    const why =
      month === 2 && day === 29 ? `${year} is not a leap year` : `month ${text.slice(5, 7)} of ${text.slice(0, 4)} has ${last} days`;
    throw invalidInput(pointer, `day ${text.slice(8, 10)} does not exist in "${text}": ${why}`);
  }
  return { year, month, day };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** `YYYY-MM-DD`, zero padded. */
export function formatDate(d: CivilDate): string {
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** Day number of a date that has already been validated. */
export function dayNumber(d: CivilDate): number {
  return daysFromCivil(d.year, d.month, d.day);
}

/** `YYYY-MM-DD` of a day number. */
export function formatDays(days: number): string {
  return formatDate(civilFromDays(days));
}

/** Whether a day number lies within 0001-01-01 .. 9999-12-31. */
export function inSupportedRange(days: number): boolean {
  return days >= MIN_DAYS && days <= MAX_DAYS;
}
