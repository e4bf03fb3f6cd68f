import type { Input, Output } from '../../generated/tools/datetime/date-easter.js';
import { daysFromCivil, formatDays } from './lib/civil.js';

const fdiv = Math.floor;

/** Gregorian computus, the "Anonymous Gregorian algorithm" (Meeus, Astronomical Algorithms, ch. 8). */
function westernEaster(y: number): number {
  const a = y % 19;
  const b = fdiv(y / 100);
  const c = y % 100;
  const d = fdiv(b / 4);
  const e = b % 4;
  const f = fdiv((b + 8) / 25);
  const g = fdiv((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = fdiv(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = fdiv((a + 11 * h + 22 * l) / 451);
  const month = fdiv((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return daysFromCivil(y, month, day);
}

/** Julian computus (Meeus, ch. 8): month and day in the Julian calendar. */
function julianEaster(y: number): { month: number; day: number } {
  const a = y % 4;
  const b = y % 7;
  const c = y % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  return { month: fdiv((d + e + 114) / 31), day: ((d + e + 114) % 31) + 1 };
}

/** Day number (since 1970-01-01) of a Julian-calendar date, through its Julian Day Number. */
function daysFromJulianCalendar(y: number, m: number, d: number): number {
  // Richards' conversion (Explanatory Supplement to the Astronomical Almanac, 3rd ed., 15.11), Julian calendar.
  const a = fdiv((14 - m) / 12);
  const yy = y + 4800 - a;
  const mm = m + 12 * a - 3;
  const jdn = d + fdiv((153 * mm + 2) / 5) + 365 * yy + fdiv(yy / 4) - 32083;
  return jdn - 2440588;
}

export default function dateEaster(input: Input): Output {
  const { year } = input;
  const tradition = input.tradition ?? 'western';
  let easter: number;
  let julianDate: string | null = null;
  if (tradition === 'western') {
    easter = westernEaster(year);
  } else {
    const j = julianEaster(year);
    easter = daysFromJulianCalendar(year, j.month, j.day);
    julianDate = `${String(year).padStart(4, '0')}-${String(j.month).padStart(2, '0')}-${String(j.day).padStart(2, '0')}`;
  }
  return {
    year,
    tradition,
    date: formatDays(easter),
    julian_calendar_date: julianDate,
    good_friday: formatDays(easter - 2),
    easter_monday: formatDays(easter + 1),
    ascension: formatDays(easter + 39),
    pentecost: formatDays(easter + 49),
  };
}
