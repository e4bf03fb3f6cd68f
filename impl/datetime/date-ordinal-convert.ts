import type { Input, Output } from '../../generated/tools/datetime/date-ordinal-convert.js';
import { invalidInput } from '../lib/tool-error.js';
import { civilFromDays, daysFromCivil, daysInYear, formatDate, parseDate } from './lib/civil.js';

function parseOrdinal(text: string): { year: number; dayOfYear: number } {
  // The schema's pattern already holds: YYYY-DDD or YYYYDDD.
  const year = Number(text.slice(0, 4));
  const dayOfYear = Number(text.slice(text.length - 3));
  if (year < 1) throw invalidInput('/ordinal_date', `year 0000 is outside the supported years 0001-9999 in "${text}"`);
  const length = daysInYear(year);
  if (dayOfYear < 1 || dayOfYear > length) {
    const why = dayOfYear === 366 ? `${year} is not a leap year, so it has 365 days` : `days of the year run 001-${length}`;
    throw invalidInput('/ordinal_date', `day ${text.slice(text.length - 3)} does not exist in "${text}": ${why}`);
  }
  return { year, dayOfYear };
}

export default function dateOrdinalConvert(input: Input): Output {
  const hasDate = input.date !== undefined;
  const hasOrdinal = input.ordinal_date !== undefined;
  if (hasDate === hasOrdinal) {
    throw invalidInput('', 'give exactly one of date (YYYY-MM-DD) and ordinal_date (YYYY-DDD)');
  }
  let year: number;
  let dayOfYear: number;
  let days: number;
  if (input.date !== undefined) {
    const d = parseDate(input.date, '/date');
    year = d.year;
    days = daysFromCivil(d.year, d.month, d.day);
    dayOfYear = days - daysFromCivil(d.year, 1, 1) + 1;
  } else {
    ({ year, dayOfYear } = parseOrdinal(input.ordinal_date!));
    days = daysFromCivil(year, 1, 1) + dayOfYear - 1;
  }
  const ddd = String(dayOfYear).padStart(3, '0');
  const yyyy = String(year).padStart(4, '0');
  return {
    date: formatDate(civilFromDays(days)),
    ordinal_date: `${yyyy}-${ddd}`,
    ordinal_date_basic: `${yyyy}${ddd}`,
    year,
    day_of_year: dayOfYear,
    days_in_year: daysInYear(year),
    days_remaining: daysInYear(year) - dayOfYear,
  };
}
