import { invalidInput, ToolError } from '../../lib/tool-error.js';
import type { CivilDate } from './civil.js';
import { civilFromDays, daysFromCivil, daysInMonth, formatDate, MAX_DAYS, MIN_DAYS } from './civil.js';

/**
 * RFC 3339 date-times (the internet profile of ISO 8601) as exact integers: an instant is a BigInt
 * count of nanoseconds since 1970-01-01T00:00:00Z; offsets are fixed minutes east of UTC. No Date
 * object: proleptic Gregorian day numbers come from civil.ts. Shared by helpers F, G and H with
 * exactly this API:
 *   parseDateTime(text, pointer)          RFC 3339 section 5.6 `date-time`, strict
 *   parseOffset(text, pointer)            'Z' or +-HH:MM -> minutes
 *   epochNanos(dt) / fromEpochNanos(ns, offsetMinutes)
 *   formatDateTime(dt, fractionDigits?) / formatOffset(minutes, zeroAsZ?)
 * plus parseTimeOfDay (RFC 3339 `partial-time`, optionally with 24:00) and the nanosecond constants.
 */
export type DateTime = {
  date: CivilDate;
  hour: number;
  minute: number;
  second: number;
  /** 0..999999999 */
  nanos: number;
  /** fraction digits as written, 0..9 */
  fractionDigits: number;
  /** -1439..1439, minutes east of UTC */
  offsetMinutes: number;
  /** 'Z' or '+05:30' as written, upper-cased ('z' -> 'Z'); '-00:00' kept (RFC 3339 4.3: offset unknown) */
  offsetText: string;
};

export const NANOS_PER_SECOND = 1_000_000_000n;
export const NANOS_PER_MINUTE = 60n * NANOS_PER_SECOND;
export const NANOS_PER_HOUR = 60n * NANOS_PER_MINUTE;
export const NANOS_PER_DAY = 24n * NANOS_PER_HOUR;
/** The nanosecond fraction digits RFC 3339 allows here: more than 9 would be below the resolution kept. */
export const MAX_FRACTION_DIGITS = 9;

/** First and last instants of the supported range, 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999999Z. */
export const MIN_EPOCH_NANOS = BigInt(MIN_DAYS) * NANOS_PER_DAY;
export const MAX_EPOCH_NANOS = BigInt(MAX_DAYS + 1) * NANOS_PER_DAY - 1n;

function shorten(text: string): string {
  return text.length > 48 ? `${text.slice(0, 48)}...` : text;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function num(text: string, start: number, count: number): number {
  let v = 0;
  for (let i = start; i < start + count; i++) v = v * 10 + (text.charCodeAt(i) - 48);
  return v;
}

function allDigits(text: string, start: number, count: number): boolean {
  if (start + count > text.length) return false;
  for (let i = start; i < start + count; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

/** Whether `rest` looks like a named zone or zone abbreviation (letters, '/', '[...]'), so the message can say so. */
function looksNamedZone(rest: string): boolean {
  const t = rest.trim();
  if (t.startsWith('[')) return true;
  if (t.length < 2) return false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!letter && c !== 47 && c !== 95 && c !== 45 && c !== 43 && !isDigit(c)) return false;
  }
  const first = t.charCodeAt(0);
  return (first >= 65 && first <= 90) || (first >= 97 && first <= 122);
}

export const NAMED_ZONE_MESSAGE =
  'named time zones and zone abbreviations are not supported (only fixed UTC offsets): write Z or an offset such as +01:00';

export type TimeOfDay = { hour: number; minute: number; second: number; nanos: number; fractionDigits: number };

/**
 * RFC 3339 `partial-time` at `start`: HH:MM:SS with an optional fraction of 1-9 digits ('.' only).
 * Returns the parsed time and the index after it. Second 60 (leap second) is refused; hour 24 only
 * when `allowEndOfDay` and the time is exactly 24:00:00 (ISO 8601 end of day).
 */
function scanTime(
  text: string,
  start: number,
  pointer: string,
  allowEndOfDay: boolean,
  secondsOptional: boolean,
): { time: TimeOfDay; end: number } {
  const whole = shorten(text);
  if (!allDigits(text, start, 2) || text.charCodeAt(start + 2) !== 58 || !allDigits(text, start + 3, 2)) {
    throw invalidInput(pointer, `"${whole}" has no time HH:MM:SS where one is expected (for example 09:30:00)`);
  }
  const hour = num(text, start, 2);
  const minute = num(text, start + 3, 2);
  let i = start + 5;
  let second = 0;
  let nanos = 0;
  let fractionDigits = 0;
  if (text.charCodeAt(i) === 58) {
    if (!allDigits(text, i + 1, 2)) throw invalidInput(pointer, `"${whole}" has no two-digit seconds after the minutes`);
    second = num(text, i + 1, 2);
    i += 3;
    if (text.charCodeAt(i) === 46 || text.charCodeAt(i) === 44) {
      if (text.charCodeAt(i) === 44) throw invalidInput(pointer, `"${whole}" uses a comma before the fraction: RFC 3339 requires a full stop`);
      let j = i + 1;
      while (j < text.length && isDigit(text.charCodeAt(j))) j++;
      fractionDigits = j - i - 1;
      if (fractionDigits === 0) throw invalidInput(pointer, `"${whole}" has a full stop with no fraction digits after the seconds`);
      if (fractionDigits > MAX_FRACTION_DIGITS) {
        throw invalidInput(pointer, `"${whole}" has ${fractionDigits} fraction digits; at most 9 (nanoseconds) are supported`);
      }
      nanos = num(text, i + 1, fractionDigits) * 10 ** (MAX_FRACTION_DIGITS - fractionDigits);
      i = j;
    }
  } else if (!secondsOptional) {
    throw invalidInput(pointer, `"${whole}" has no seconds: RFC 3339 times are HH:MM:SS`);
  }
  checkTimeFields(hour, minute, second, nanos, pointer, whole, allowEndOfDay);
  return { time: { hour, minute, second, nanos, fractionDigits }, end: i };
}

/** Range checks shared by every time syntax: hour 00-23 (24 only as 24:00:00 when allowed), minute 00-59, second 00-59. */
export function checkTimeFields(
  hour: number,
  minute: number,
  second: number,
  nanos: number,
  pointer: string,
  whole: string,
  allowEndOfDay: boolean,
): void {
  if (hour === 24) {
    if (!allowEndOfDay) throw invalidInput(pointer, `hour 24 is not allowed in "${whole}" (hours are 00-23)`);
    if (minute !== 0 || second !== 0 || nanos !== 0) {
      throw invalidInput(pointer, `"${whole}": hour 24 is allowed only as 24:00:00, the end of the day`);
    }
  }
  if (hour > 24) throw invalidInput(pointer, `hour ${hour} does not exist in "${whole}" (hours are 00-23)`);
  if (minute > 59) throw invalidInput(pointer, `minute ${minute} does not exist in "${whole}" (minutes are 00-59)`);
  if (second === 60) throw invalidInput(pointer, `second 60 (a leap second) in "${whole}" is not supported: leap seconds are refused`);
  if (second > 60) throw invalidInput(pointer, `second ${second} does not exist in "${whole}" (seconds are 00-59)`);
}

/**
 * RFC 3339 `partial-time` as a whole string (HH:MM:SS[.fraction]); with `secondsOptional` also HH:MM.
 * With `allowEndOfDay`, 24:00 / 24:00:00 is accepted (hour 24).
 */
export function parseTimeOfDay(text: string, pointer: string, allowEndOfDay = false, secondsOptional = false): TimeOfDay {
  const { time, end } = scanTime(text, 0, pointer, allowEndOfDay, secondsOptional);
  if (end !== text.length) throw invalidInput(pointer, `"${shorten(text)}" has unexpected text after the time of day`);
  return time;
}

/** `Z`/`z` or RFC 3339 `time-numoffset` +-HH:MM (hours 00-23, minutes 00-59) -> minutes east of UTC. */
export function parseOffset(text: string, pointer: string): number {
  if (text === 'Z' || text === 'z') return 0;
  const ok =
    text.length === 6 &&
    (text[0] === '+' || text[0] === '-') &&
    allDigits(text, 1, 2) &&
    text.charCodeAt(3) === 58 &&
    allDigits(text, 4, 2);
  if (!ok) {
    if (looksNamedZone(text)) throw invalidInput(pointer, `"${shorten(text)}": ${NAMED_ZONE_MESSAGE}`);
    throw invalidInput(pointer, `"${shorten(text)}" is not a UTC offset: write Z or +HH:MM / -HH:MM (for example +05:30)`);
  }
  const h = num(text, 1, 2);
  const m = num(text, 4, 2);
  if (h > 23) throw invalidInput(pointer, `offset "${text}" has hour ${h}; offset hours are 00-23`);
  if (m > 59) throw invalidInput(pointer, `offset "${text}" has minute ${m}; offset minutes are 00-59`);
  const minutes = h * 60 + m;
  return text[0] === '-' ? 0 - minutes : minutes; // never -0
}

/**
 * Strict RFC 3339 section 5.6 `date-time`: YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM), 'T'/'t'
 * and 'Z'/'z' in either case, years 0001-9999, real calendar dates (Feb 29 only in leap years), no
 * leap second, at most 9 fraction digits. A named zone ("UTC", "Europe/Paris", "[Europe/Paris]") is
 * refused with a message saying only fixed offsets are supported. Throws invalid_input at `pointer`.
 */
export function parseDateTime(text: string, pointer: string): DateTime {
  const whole = shorten(text);
  if (text.length < 20) {
    if (text.length >= 10 && text.length <= 19 && allDigits(text, 0, 4) && text[4] === '-') {
      throw invalidInput(pointer, `"${whole}" is not a complete RFC 3339 date-time: it needs a date, a time with seconds and an offset (for example 2024-02-29T12:00:00Z)`);
    }
    throw invalidInput(pointer, `"${whole}" is not an RFC 3339 date-time such as 2024-02-29T12:00:00Z`);
  }
  const sep = text[10];
  if (sep !== 'T' && sep !== 't') {
    throw invalidInput(pointer, `"${whole}" must separate date and time with T (RFC 3339), not ${sep === ' ' ? 'a space' : `"${sep}"`}`);
  }
  const date = parseDateField(text.slice(0, 10), pointer, whole);
  const { time, end } = scanTime(text, 11, pointer, false, false);
  const rest = text.slice(end);
  if (rest.length === 0) {
    throw invalidInput(pointer, `"${whole}" has no UTC offset: RFC 3339 requires Z or +HH:MM / -HH:MM (local times without an offset are ambiguous)`);
  }
  const offsetMinutes = parseOffset(rest, pointer);
  const offsetText = rest === 'z' ? 'Z' : rest;
  return { date, ...time, offsetMinutes, offsetText };
}

function parseDateField(text: string, pointer: string, whole: string): CivilDate {
  const ok = allDigits(text, 0, 4) && text[4] === '-' && allDigits(text, 5, 2) && text[7] === '-' && allDigits(text, 8, 2);
  if (!ok) throw invalidInput(pointer, `"${whole}" does not start with a date YYYY-MM-DD`);
  return checkDate(num(text, 0, 4), num(text, 5, 2), num(text, 8, 2), pointer, whole);
}

/** Year 0001-9999, month 01-12, day within the month (Feb 29 only in leap years). */
export function checkDate(year: number, month: number, day: number, pointer: string, whole: string): CivilDate {
  if (year < 1 || year > 9999) throw invalidInput(pointer, `year ${year} in "${whole}" is outside the supported years 0001-9999`);
  if (month < 1 || month > 12) throw invalidInput(pointer, `month ${month} does not exist in "${whole}" (months are 01-12)`);
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) {
    const why = month === 2 && day === 29 ? `${year} is not a leap year` : `that month has ${last} days`;
    throw invalidInput(pointer, `day ${day} does not exist in "${whole}": ${why}`);
  }
  return { year, month, day };
}

/** Nanoseconds since midnight of a wall-clock time. */
export function timeNanos(t: { hour: number; minute: number; second: number; nanos: number }): bigint {
  return BigInt(t.hour * 3600 + t.minute * 60 + t.second) * NANOS_PER_SECOND + BigInt(t.nanos);
}

/** The instant: nanoseconds since 1970-01-01T00:00:00Z (negative before). */
export function epochNanos(dt: DateTime): bigint {
  const days = BigInt(daysFromCivil(dt.date.year, dt.date.month, dt.date.day));
  return days * NANOS_PER_DAY + timeNanos(dt) - BigInt(dt.offsetMinutes) * NANOS_PER_MINUTE;
}

/** Floor division and its non-negative remainder for BigInt (BigInt '/' truncates toward zero). */
export function floorDivMod(a: bigint, b: bigint): [bigint, bigint] {
  let q = a / b;
  let r = a % b;
  if (r !== 0n && (r < 0n) !== (b < 0n)) {
    q -= 1n;
    r += b;
  }
  return [q, r];
}

/** Day number and nanoseconds into that day of a local wall clock. */
export function splitLocalNanos(localNanos: bigint): { days: number; nanosOfDay: bigint } {
  const [d, r] = floorDivMod(localNanos, NANOS_PER_DAY);
  return { days: Number(d), nanosOfDay: r };
}

/**
 * The instant `ns` as wall-clock fields in the fixed offset `offsetMinutes` (offsetText from
 * formatOffset; fractionDigits as few as needed). Throws ToolError invalid_input when the local date
 * falls outside years 0001-9999 (`pointer` names the input that led there, '' when none).
 */
export function fromEpochNanos(ns: bigint, offsetMinutes: number, pointer = ''): DateTime {
  const { days, nanosOfDay } = splitLocalNanos(ns + BigInt(offsetMinutes) * NANOS_PER_MINUTE);
  if (days < MIN_DAYS || days > MAX_DAYS) {
    throw new ToolError('invalid_input', 'the result falls outside the supported years 0001-9999', [
      { pointer, message: 'the result falls outside the supported years 0001-9999' },
    ]);
  }
  const secs = Number(nanosOfDay / NANOS_PER_SECOND);
  const nanos = Number(nanosOfDay % NANOS_PER_SECOND);
  return {
    date: civilFromDays(days),
    hour: Math.floor(secs / 3600),
    minute: Math.floor(secs / 60) % 60,
    second: secs % 60,
    nanos,
    fractionDigits: neededFractionDigits(nanos),
    offsetMinutes,
    offsetText: formatOffset(offsetMinutes),
  };
}

/** The fewest digits that write `nanos` exactly (0 for a whole second). */
export function neededFractionDigits(nanos: number): number {
  if (nanos === 0) return 0;
  let digits = MAX_FRACTION_DIGITS;
  let n = nanos;
  while (n % 10 === 0) {
    n /= 10;
    digits--;
  }
  return digits;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** '.123' style fraction of `nanos` with exactly `digits` digits (truncated), '' for 0 digits. */
export function formatFraction(nanos: number, digits: number): string {
  if (digits <= 0) return '';
  return `.${pad(nanos, MAX_FRACTION_DIGITS).slice(0, digits)}`;
}

/** HH:MM:SS[.fraction] with `digits` fraction digits (default: as few as needed). */
export function formatTime(t: { hour: number; minute: number; second: number; nanos: number }, digits?: number): string {
  const d = digits ?? neededFractionDigits(t.nanos);
  return `${pad(t.hour, 2)}:${pad(t.minute, 2)}:${pad(t.second, 2)}${formatFraction(t.nanos, d)}`;
}

/**
 * RFC 3339 text of `dt` in its own offset (dt.offsetText). `fractionDigits` 0..9 writes exactly that
 * many digits (truncating); absent, as few as needed (none for a whole second).
 */
export function formatDateTime(dt: DateTime, fractionDigits?: number): string {
  return `${formatDate(dt.date)}T${formatTime(dt, fractionDigits)}${dt.offsetText}`;
}

/** Minutes east of UTC as RFC 3339 text: 0 -> 'Z' (or '+00:00' when zeroAsZ is false), 330 -> '+05:30'. */
export function formatOffset(minutes: number, zeroAsZ = true): string {
  if (minutes === 0 && zeroAsZ) return 'Z';
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60), 2)}:${pad(a % 60, 2)}`;
}

/** Whether an instant lies within 0001-01-01T00:00:00Z .. 9999-12-31T23:59:59.999999999Z. */
export function instantInRange(ns: bigint): boolean {
  return ns >= MIN_EPOCH_NANOS && ns <= MAX_EPOCH_NANOS;
}
