import { WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES } from './weekday-names.js';

/** An ISO weekday given as 1-7 or as an English name or three-letter abbreviation (the schema's enum). */
export function weekdayNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const full = (WEEKDAY_NAMES as readonly string[]).indexOf(value);
  return (full >= 0 ? full : (WEEKDAY_ABBREVIATIONS as readonly string[]).indexOf(value)) + 1;
}
