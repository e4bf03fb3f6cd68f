import type { Input, Output } from '../../generated/tools/datetime/datetime-format.js';
import { invalidInput } from '../lib/tool-error.js';
import { dayNumber } from './lib/civil.js';
import { type DateTime, epochNanos, formatOffset, fromEpochNanos, parseDateTime, parseOffset } from './lib/date-time.js';
import { isoWeekOf } from './lib/iso-week.js';
import { MONTH_NAMES } from './lib/month-names.js';
import { WEEKDAY_ABBREVIATIONS, WEEKDAY_NAMES } from './lib/weekday-names.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Run lengths each token letter accepts (date-fns / Unicode LDML spellings). */
const ALLOWED: Record<string, readonly number[]> = {
  y: [1, 2, 4],
  R: [1, 2, 4],
  Q: [1],
  M: [1, 2, 3, 4],
  I: [1, 2],
  d: [1, 2],
  D: [1, 3],
  E: [1, 2, 3, 4],
  i: [1],
  a: [1],
  H: [1, 2],
  h: [1, 2],
  m: [1, 2],
  s: [1, 2],
  S: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  X: [2, 3],
  x: [2, 3],
};

const HINTS: Record<string, string> = {
  Y: 'Y (a locale week-numbering year) is not supported: use yyyy for the calendar year or RRRR for the ISO week-numbering year',
  w: 'w (a locale week number) is not supported: use I or II for the ISO week number',
  u: 'u is not supported: use i for the ISO weekday number (1 = Monday)',
  e: 'e is not supported: use i for the ISO weekday number (1 = Monday)',
  L: 'L (stand-alone month) is not supported: use M, MM, MMM or MMMM',
  k: 'k is not supported: use H or HH (0-23)',
  K: 'K is not supported: use h or hh (1-12)',
  Z: 'Z is not supported: use XXX (+05:30 or Z), XX (+0530 or Z), xxx (+05:30) or xx (+0530)',
  z: 'z (time zone names) is not supported: only fixed offsets, written with XXX, XX, xxx or xx',
  O: 'O is not supported: use XXX, XX, xxx or xx',
  G: 'G (era) is not supported: years are 0001-9999 of the common era',
};

function offsetToken(minutes: number, letter: 'X' | 'x', count: number): string {
  if (letter === 'X' && minutes === 0) return 'Z';
  const text = formatOffset(minutes, false);
  return count === 3 ? text : text.replace(':', '');
}

function render(dt: DateTime, letter: string, count: number): string {
  const days = dayNumber(dt.date);
  const { year, month, day } = dt.date;
  switch (letter) {
    case 'y':
      return count === 2 ? pad(year % 100, 2) : pad(year, count);
    case 'R': {
      const wy = isoWeekOf(days).weekYear;
      return count === 2 ? pad(wy % 100, 2) : pad(wy, count);
    }
    case 'Q':
      return String(Math.floor((month - 1) / 3) + 1);
    case 'M':
      return count <= 2 ? pad(month, count) : count === 3 ? MONTH_NAMES[month - 1]!.slice(0, 3) : MONTH_NAMES[month - 1]!;
    case 'I':
      return pad(isoWeekOf(days).week, count);
    case 'd':
      return pad(day, count);
    case 'D':
      return pad(days - dayNumber({ year, month: 1, day: 1 }) + 1, count);
    case 'E': {
      const wd = isoWeekOf(days).weekday;
      return count === 4 ? WEEKDAY_NAMES[wd - 1]! : WEEKDAY_ABBREVIATIONS[wd - 1]!;
    }
    case 'i':
      return String(isoWeekOf(days).weekday);
    case 'a':
      return dt.hour < 12 ? 'AM' : 'PM';
    case 'H':
      return pad(dt.hour, count);
    case 'h':
      return pad(dt.hour % 12 === 0 ? 12 : dt.hour % 12, count);
    case 'm':
      return pad(dt.minute, count);
    case 's':
      return pad(dt.second, count);
    case 'S':
      return pad(dt.nanos, 9).slice(0, count);
    default:
      return offsetToken(dt.offsetMinutes, letter as 'X' | 'x', count);
  }
}

function isLetter(c: string): boolean {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

export default function datetimeFormat(input: Input): Output {
  const source = parseDateTime(input.datetime, '/datetime');
  const offset = input.offset === undefined ? source.offsetMinutes : parseOffset(input.offset, '/offset');
  const dt = fromEpochNanos(epochNanos(source), offset, input.offset === undefined ? '/datetime' : '/offset');
  const pattern = input.pattern;
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === "'") {
      if (pattern[i + 1] === "'") {
        out += "'";
        i += 2;
        continue;
      }
      let j = i + 1;
      let text = '';
      for (;;) {
        if (j >= pattern.length) throw invalidInput('/pattern', `the quoted text starting at position ${i} is not closed with a single quote`);
        if (pattern[j] === "'") {
          if (pattern[j + 1] === "'") {
            text += "'";
            j += 2;
            continue;
          }
          break;
        }
        text += pattern[j];
        j++;
      }
      out += text;
      i = j + 1;
      continue;
    }
    if (!isLetter(c)) {
      out += c;
      i++;
      continue;
    }
    let j = i;
    while (j < pattern.length && pattern[j] === c) j++;
    const count = j - i;
    const allowed = ALLOWED[c];
    if (!allowed) {
      throw invalidInput('/pattern', HINTS[c] ?? `"${c}" at position ${i} is not a pattern letter; put literal text in single quotes ('T')`);
    }
    if (!allowed.includes(count)) {
      throw invalidInput('/pattern', `"${c.repeat(count)}" at position ${i} is not a token; "${c}" may be repeated ${allowed.join(', ')} times`);
    }
    out += render(dt, c, count);
    i = j;
  }
  return { text: out };
}
