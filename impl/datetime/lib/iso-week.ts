import { civilFromDays, daysFromCivil, isLeapYear, isoWeekday } from './civil.js';

/**
 * ISO 8601 week dates: weeks start on Monday and week 1 of a week-year is the week holding that year's
 * first Thursday (equivalently, the week holding January 4). A week belongs to the year of its Thursday.
 */
export type IsoWeekDate = { weekYear: number; week: number; weekday: number };

/** The ISO week date of a day number. */
export function isoWeekOf(days: number): IsoWeekDate {
  const weekday = isoWeekday(days);
  const thursday = days - weekday + 4;
  const weekYear = civilFromDays(thursday).year;
  const week = Math.floor((thursday - daysFromCivil(weekYear, 1, 1)) / 7) + 1;
  return { weekYear, week, weekday };
}

/** 53 when the year starts on a Thursday, or is a leap year starting on a Wednesday; else 52. */
export function isoWeeksInYear(year: number): number {
  const jan1 = isoWeekday(daysFromCivil(year, 1, 1));
  return jan1 === 4 || (jan1 === 3 && isLeapYear(year)) ? 53 : 52;
}

/** Day number of the Monday of week 1 of an ISO week-year (the Monday on or before January 4). */
export function isoWeekYearStart(weekYear: number): number {
  const jan4 = daysFromCivil(weekYear, 1, 4);
  return jan4 - isoWeekday(jan4) + 1;
}

/** `YYYY-Www-D`, the ISO 8601 extended week date. */
export function formatIsoWeek(w: IsoWeekDate): string {
  return `${String(w.weekYear).padStart(4, '0')}-W${String(w.week).padStart(2, '0')}-${w.weekday}`;
}
