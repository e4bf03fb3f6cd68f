import type { Input, Output } from '../../generated/tools/datetime/datetime-parse-iso8601.js';
import { invalidInput } from '../lib/tool-error.js';
import { formatDate } from './lib/civil.js';
import {
  checkDate,
  checkTimeFields,
  type DateTime,
  epochNanos,
  formatDateTime,
  formatOffset,
  formatTime,
  fromEpochNanos,
  MAX_FRACTION_DIGITS,
  NAMED_ZONE_MESSAGE,
  NANOS_PER_DAY,
  parseDateTime,
} from './lib/date-time.js';

const isDigit = (c: number) => c >= 48 && c <= 57;

function digitRun(text: string, start: number): number {
  let j = start;
  while (j < text.length && isDigit(text.charCodeAt(j))) j++;
  return j - start;
}

type Parsed = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  nanos: number;
  fractionDigits: number;
  precision: 'minute' | 'second';
  format: 'extended' | 'basic';
  offset: { minutes: number; text: string } | null;
};

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

// ISO 8601-1:2019 calendar date and time of day, complete or reduced to minutes, extended or basic
// format used consistently, with an optional UTC designator or offset (section 5.4).
function parseIso(text: string): Parsed {
  const P = '/text';
  const bad = (why: string) => invalidInput(P, `"${text}" is not an ISO 8601 date-time: ${why}`);
  const extended = text.charCodeAt(4) === 45;
  const format = extended ? 'extended' : 'basic';
  let i: number;
  let year: number;
  let month: number;
  let day: number;
  if (digitRun(text, 0) < 4) throw bad('it must start with a four-digit year (0001-9999)');
  if (extended) {
    if (digitRun(text, 5) !== 2 || text[7] !== '-' || digitRun(text, 8) !== 2) {
      if (text[5] === 'W' || digitRun(text, 5) === 3) throw bad('week dates and ordinal dates are not calendar dates (see date-from-iso-week, date-ordinal-convert)');
      throw bad('the date must be YYYY-MM-DD');
    }
    year = Number(text.slice(0, 4));
    month = Number(text.slice(5, 7));
    day = Number(text.slice(8, 10));
    i = 10;
  } else {
    if (digitRun(text, 0) !== 8) {
      if (text[4] === 'W' || digitRun(text, 0) === 7) throw bad('week dates and ordinal dates are not calendar dates (see date-from-iso-week, date-ordinal-convert)');
      throw bad('the date must be YYYY-MM-DD (extended) or YYYYMMDD (basic)');
    }
    year = Number(text.slice(0, 4));
    month = Number(text.slice(4, 6));
    day = Number(text.slice(6, 8));
    i = 8;
  }
  if (i === text.length) throw bad('it is a date without a time of day (see the date tools)');
  if (text[i] !== 'T' && text[i] !== 't') {
    throw bad(text[i] === ' ' ? 'date and time must be separated by T, not a space' : 'date and time must be separated by T');
  }
  i++;
  const sep = extended ? ':' : '';
  const two = (at: number) => digitRun(text, at) >= 2;
  if (!two(i)) throw bad('the time must start with a two-digit hour');
  const hour = Number(text.slice(i, i + 2));
  i += 2;
  if (extended && text[i] !== ':') throw bad('the time must have minutes (hh:mm); an hour alone is not accepted');
  i += sep.length;
  if (!two(i)) throw bad('the time must have two-digit minutes');
  const minute = Number(text.slice(i, i + 2));
  i += 2;
  let second = 0;
  let nanos = 0;
  let fractionDigits = 0;
  let precision: Parsed['precision'] = 'minute';
  const secondsStart = extended ? text[i] === ':' : isDigit(text.charCodeAt(i));
  if (secondsStart) {
    i += sep.length;
    if (!two(i)) throw bad('the seconds must have two digits');
    second = Number(text.slice(i, i + 2));
    i += 2;
    precision = 'second';
    if (text[i] === '.' || text[i] === ',') {
      const n = digitRun(text, i + 1);
      if (n === 0) throw bad('a decimal mark must be followed by digits');
      if (n > MAX_FRACTION_DIGITS) throw bad(`the fraction has ${n} digits; at most 9 (nanoseconds) are supported`);
      nanos = Number(text.slice(i + 1, i + 1 + n)) * 10 ** (MAX_FRACTION_DIGITS - n);
      fractionDigits = n;
      i += 1 + n;
    }
  } else if (text[i] === '.' || text[i] === ',') {
    throw bad('a fraction is accepted only on the seconds');
  } else if (!extended && digitRun(text, i) === 1) {
    throw bad('the seconds must have two digits');
  }
  const whole = text;
  let offset: Parsed['offset'] = null;
  const rest = text.slice(i);
  if (rest === 'Z' || rest === 'z') offset = { minutes: 0, text: 'Z' };
  else if (rest.startsWith('+') || rest.startsWith('-')) {
    const sign = rest[0]!;
    const ok = extended ? /^[+-][0-9]{2}(:[0-9]{2})?$/.test(rest) : /^[+-][0-9]{2}([0-9]{2})?$/.test(rest);
    if (!ok) throw bad(extended ? 'the offset must be Z, +hh:mm or +hh (extended format)' : 'the offset must be Z, +hhmm or +hh (basic format)');
    const oh = Number(rest.slice(1, 3));
    const om = rest.length > 3 ? Number(rest.slice(rest.length - 2)) : 0;
    if (oh > 23) throw invalidInput(P, `offset hour ${oh} in "${whole}" is outside 00-23`);
    if (om > 59) throw invalidInput(P, `offset minute ${om} in "${whole}" is outside 00-59`);
    const minutes = sign === '-' ? 0 - (oh * 60 + om) : oh * 60 + om; // never -0
    offset = { minutes, text: minutes === 0 && sign === '-' ? '-00:00' : formatOffset(minutes, false) };
  } else if (rest.length > 0) {
    const t = rest.trim();
    if (t.startsWith('[') || (t.length > 1 && isLetter(t.charCodeAt(0)))) throw invalidInput(P, `"${whole}": ${NAMED_ZONE_MESSAGE}`);
    throw bad(`unexpected text "${rest.length > 20 ? `${rest.slice(0, 20)}...` : rest}" after the time`);
  }
  checkDate(year, month, day, P, whole);
  checkTimeFields(hour, minute, second, nanos, P, whole, true);
  return { year, month, day, hour, minute, second, nanos, fractionDigits, precision, format, offset };
}

function fromRfc3339(text: string): Parsed {
  const dt = parseDateTime(text, '/text');
  return {
    year: dt.date.year,
    month: dt.date.month,
    day: dt.date.day,
    hour: dt.hour,
    minute: dt.minute,
    second: dt.second,
    nanos: dt.nanos,
    fractionDigits: dt.fractionDigits,
    precision: 'second',
    format: 'extended',
    offset: { minutes: dt.offsetMinutes, text: dt.offsetText },
  };
}

export default function datetimeParseIso8601(input: Input): Output {
  const profile = input.profile ?? 'iso8601';
  const p = profile === 'rfc3339' ? fromRfc3339(input.text) : parseIso(input.text);
  const endOfDay = p.hour === 24;
  // 24:00 is the end of its day, the same instant as 00:00 of the next day (ISO 8601-1:2019 5.3.2).
  const dt: DateTime = {
    date: { year: p.year, month: p.month, day: p.day },
    hour: endOfDay ? 0 : p.hour,
    minute: p.minute,
    second: p.second,
    nanos: p.nanos,
    fractionDigits: p.fractionDigits,
    offsetMinutes: p.offset?.minutes ?? 0,
    offsetText: p.offset?.text ?? 'Z',
  };
  const ns = epochNanos(dt) + (endOfDay ? NANOS_PER_DAY : 0n);
  const local = fromEpochNanos(ns, dt.offsetMinutes, '/text');
  const localText = `${formatDate(local.date)}T${formatTime(local, p.fractionDigits)}`;
  let instant: string | null = null;
  let epoch: string | null = null;
  if (p.offset) {
    const utc = fromEpochNanos(ns, 0, '/text');
    instant = formatDateTime(utc);
    epoch = ns.toString();
  }
  return {
    year: p.year,
    month: p.month,
    day: p.day,
    hour: p.hour,
    minute: p.minute,
    second: p.second,
    nanosecond: p.nanos,
    fraction_digits: p.fractionDigits,
    precision: p.precision,
    format: p.format,
    end_of_day: endOfDay,
    offset: p.offset?.text ?? null,
    offset_minutes: p.offset?.minutes ?? null,
    local: localText,
    instant_utc: instant,
    epoch_nanoseconds: epoch,
  };
}
