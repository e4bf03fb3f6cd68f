import type { Input, Output } from '../../generated/tools/datetime/date-nth-weekday.js';
import { invalidInput } from '../lib/tool-error.js';
import { daysFromCivil, daysInMonth, formatDays, isoWeekday } from './lib/civil.js';
import { weekdayNumber } from './lib/weekday-input.js';
import { WEEKDAY_NAMES } from './lib/weekday-names.js';

export default function dateNthWeekday(input: Input): Output {
  const { year, month, n } = input;
  if (n === 0) throw invalidInput('/n', 'n counts from 1 (first) or from -1 (last); 0 names no occurrence');
  const weekday = weekdayNumber(input.weekday);
  const first = daysFromCivil(year, month, 1);
  const firstMatch = first + ((weekday - isoWeekday(first) + 7) % 7);
  const last = first + daysInMonth(year, month) - 1;
  const occurrences: string[] = [];
  for (let d = firstMatch; d <= last; d += 7) occurrences.push(formatDays(d));
  const index = n > 0 ? n - 1 : occurrences.length + n;
  const date = index >= 0 && index < occurrences.length ? occurrences[index]! : null;
  return { date, found: date !== null, weekday, weekday_name: WEEKDAY_NAMES[weekday - 1]!, occurrences: occurrences as Output['occurrences'] };
}
