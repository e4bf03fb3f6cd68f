// An RFC 5545 (section 3.3.10) RRULE subset: FREQ DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, COUNT, UNTIL,
// BYDAY (ordinals for MONTHLY and YEARLY), BYMONTHDAY, BYMONTH, BYSETPOS, WKST. Everything else is refused with a
// reason. Used by datetime-recurrence-expand, whose contract states the rules; days are the day numbers
// of civil.ts, weekdays 0 = Monday ... 6 = Sunday (RFC 5545's MO..SU order).
import { invalidInput } from '../../lib/tool-error.js';
import { MAX_YEAR, civilFromDays, daysFromCivil, daysInMonth, isoWeekday, type CivilDate } from './civil.js';

export type Freq = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
export type ByDay = { ordinal: number; weekday: number }; // ordinal 0: every such weekday
export type Until = { kind: 'utc'; date: CivilDate; seconds: number } | { kind: 'local'; date: CivilDate; seconds: number } | { kind: 'date'; date: CivilDate };
export type RRule = {
  freq: Freq;
  interval: number;
  count: number | null;
  until: Until | null;
  byDay: ByDay[] | null;
  byMonthDay: number[] | null;
  byMonth: number[] | null;
  bySetPos: number[] | null;
  wkst: number;
};

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const FREQS: readonly string[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
const REFUSED_FREQS: readonly string[] = ['SECONDLY', 'MINUTELY', 'HOURLY'];
const REFUSED_PARTS: Record<string, string> = {
  BYSECOND: 'BYSECOND is not supported (occurrences keep DTSTART\'s time of day)',
  BYMINUTE: 'BYMINUTE is not supported (occurrences keep DTSTART\'s time of day)',
  BYHOUR: 'BYHOUR is not supported (occurrences keep DTSTART\'s time of day)',
  BYYEARDAY: 'BYYEARDAY is not supported',
  BYWEEKNO: 'BYWEEKNO is not supported',
  RSCALE: 'RSCALE (RFC 7529 non-Gregorian calendars) is not supported',
  SKIP: 'SKIP (RFC 7529) is not supported: invalid dates are always skipped',
};

const upper = (s: string) => s.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 32));
const INTEGER = /^[+-]?[0-9]{1,9}$/;

function positiveInt(text: string, part: string, pointer: string, max: number): number {
  if (!/^[0-9]{1,9}$/.test(text)) throw invalidInput(pointer, `${part}=${text}: expected a positive integer`);
  const n = Number(text);
  if (n < 1 || n > max) throw invalidInput(pointer, `${part}=${text}: must be 1 to ${max}`);
  return n;
}

function list(text: string, part: string, pointer: string): string[] {
  const items = text.split(',');
  if (items.some((i) => i === '')) throw invalidInput(pointer, `${part}=${text}: an empty list item`);
  return items;
}

function parseUntil(text: string, pointer: string): Until {
  const m = /^([0-9]{4})([0-9]{2})([0-9]{2})(?:T([0-9]{2})([0-9]{2})([0-9]{2})(Z?))?$/i.exec(text);
  if (!m) throw invalidInput(pointer, `UNTIL=${text}: expected an RFC 5545 DATE (YYYYMMDD) or DATE-TIME (YYYYMMDDTHHMMSS, with Z for UTC)`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw invalidInput(pointer, `UNTIL=${text}: not a date of the Gregorian calendar in years 0001-9999`);
  const date = { year, month, day };
  if (m[4] === undefined) return { kind: 'date', date };
  const [h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6])];
  if (h > 23 || mi > 59 || s > 59) throw invalidInput(pointer, `UNTIL=${text}: not a time of day (hours 00-23, minutes and seconds 00-59; no leap second)`);
  return { kind: m[7] ? 'utc' : 'local', date, seconds: h * 3600 + mi * 60 + s };
}

/** Parses `FREQ=...;...` (an optional leading `RRULE:`), names and values in any letter case. */
export function parseRRule(text: string, pointer: string): RRule {
  let body = text;
  if (upper(body.slice(0, 6)) === 'RRULE:') body = body.slice(6);
  if (body === '') throw invalidInput(pointer, 'the rule is empty; it needs at least FREQ (for example FREQ=WEEKLY;BYDAY=MO)');
  const seen = new Map<string, string>();
  for (const part of body.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw invalidInput(pointer, `"${part}" is not NAME=VALUE (rule parts are separated by ;)`);
    const name = upper(part.slice(0, eq));
    const value = part.slice(eq + 1);
    if (seen.has(name)) throw invalidInput(pointer, `${name} appears twice (RFC 5545: each rule part at most once)`);
    const refused = REFUSED_PARTS[name];
    if (refused) throw invalidInput(pointer, refused);
    if (!['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'WKST'].includes(name)) throw invalidInput(pointer, `unknown rule part ${name}`);
    if (value === '') throw invalidInput(pointer, `${name} has no value`);
    seen.set(name, value);
  }
  const freqText = seen.get('FREQ');
  if (freqText === undefined) throw invalidInput(pointer, 'FREQ is required (DAILY, WEEKLY, MONTHLY or YEARLY)');
  const freq = upper(freqText);
  if (REFUSED_FREQS.includes(freq)) throw invalidInput(pointer, `FREQ=${freqText} is not supported: occurrences are whole days at DTSTART's time of day (DAILY, WEEKLY, MONTHLY or YEARLY)`);
  if (!FREQS.includes(freq)) throw invalidInput(pointer, `FREQ=${freqText}: expected DAILY, WEEKLY, MONTHLY or YEARLY`);
  if (seen.has('COUNT') && seen.has('UNTIL')) throw invalidInput(pointer, 'COUNT and UNTIL together are not allowed (RFC 5545: they MUST NOT both occur)');
  const interval = seen.has('INTERVAL') ? positiveInt(seen.get('INTERVAL')!, 'INTERVAL', pointer, 100000) : 1;
  const count = seen.has('COUNT') ? positiveInt(seen.get('COUNT')!, 'COUNT', pointer, 999999999) : null;
  const until = seen.has('UNTIL') ? parseUntil(seen.get('UNTIL')!, pointer) : null;
  let wkst = 0;
  if (seen.has('WKST')) {
    wkst = WEEKDAYS.indexOf(upper(seen.get('WKST')!));
    if (wkst < 0) throw invalidInput(pointer, `WKST=${seen.get('WKST')}: expected MO, TU, WE, TH, FR, SA or SU`);
  }
  let byDay: ByDay[] | null = null;
  if (seen.has('BYDAY')) {
    byDay = list(seen.get('BYDAY')!, 'BYDAY', pointer).map((item) => {
      const m = /^([+-]?)([0-9]{1,2})?([A-Za-z]{2})$/.exec(item);
      const weekday = m ? WEEKDAYS.indexOf(upper(m[3]!)) : -1;
      if (!m || weekday < 0) throw invalidInput(pointer, `BYDAY item ${item}: expected a weekday MO..SU with an optional ordinal such as 1FR or -1SU`);
      if (m[2] === undefined) {
        if (m[1]) throw invalidInput(pointer, `BYDAY item ${item}: a sign needs an ordinal`);
        return { ordinal: 0, weekday };
      }
      const n = Number(m[2]);
      if (n < 1 || n > 53) throw invalidInput(pointer, `BYDAY item ${item}: the ordinal must be 1 to 53`);
      if (freq !== 'MONTHLY' && freq !== 'YEARLY') throw invalidInput(pointer, `BYDAY item ${item}: an ordinal is allowed only with FREQ=MONTHLY or YEARLY (RFC 5545)`);
      return { ordinal: m[1] === '-' ? -n : n, weekday };
    });
  }
  let byMonthDay: number[] | null = null;
  if (seen.has('BYMONTHDAY')) {
    if (freq === 'WEEKLY') throw invalidInput(pointer, 'BYMONTHDAY is not allowed with FREQ=WEEKLY (RFC 5545)');
    byMonthDay = list(seen.get('BYMONTHDAY')!, 'BYMONTHDAY', pointer).map((item) => {
      const n = INTEGER.test(item) ? Number(item) : NaN;
      if (!Number.isInteger(n) || n === 0 || n < -31 || n > 31) throw invalidInput(pointer, `BYMONTHDAY item ${item}: expected 1 to 31 or -31 to -1`);
      return n;
    });
  }
  let byMonth: number[] | null = null;
  if (seen.has('BYMONTH')) {
    byMonth = list(seen.get('BYMONTH')!, 'BYMONTH', pointer).map((item) => {
      const n = /^[0-9]{1,2}$/.test(item) ? Number(item) : NaN;
      if (!(n >= 1 && n <= 12)) throw invalidInput(pointer, `BYMONTH item ${item}: expected 1 to 12`);
      return n;
    });
  }
  let bySetPos: number[] | null = null;
  if (seen.has('BYSETPOS')) {
    if (byDay === null && byMonthDay === null && byMonth === null) throw invalidInput(pointer, 'BYSETPOS needs another BYxxx part (BYDAY, BYMONTHDAY or BYMONTH) to select from (RFC 5545)');
    bySetPos = list(seen.get('BYSETPOS')!, 'BYSETPOS', pointer).map((item) => {
      const n = INTEGER.test(item) ? Number(item) : NaN;
      if (!Number.isInteger(n) || n === 0 || n < -366 || n > 366) throw invalidInput(pointer, `BYSETPOS item ${item}: expected 1 to 366 or -366 to -1`);
      return n;
    });
  }
  return { freq: freq as Freq, interval, count, until, byDay, byMonthDay, byMonth, bySetPos, wkst };
}

/** Weekday 0 = Monday ... 6 = Sunday of a day number. */
export const weekdayOf = (days: number) => isoWeekday(days) - 1;

/**
 * Whether `days` (a date `d`) is a candidate of the rule within its period, by the RFC 5545 BYxxx
 * table: each BYxxx limits or expands, and when no BYxxx says which days a MONTHLY or YEARLY period
 * holds, DTSTART's day (and month, for YEARLY) does.
 */
export function makeMatcher(rule: RRule, start: CivilDate): (days: number, d: CivilDate) => boolean {
  const { freq, byDay, byMonthDay, byMonth } = rule;
  const startWeekday = weekdayOf(daysFromCivil(start.year, start.month, start.day));
  // Lookup tables, so a long BYxxx list costs nothing per day: months 1..12, days 1..31 from the start
  // and from the end of the month, and per weekday: any ordinal, and ordinals 1..53 from either end.
  const months = byMonth === null ? null : Array.from({ length: 13 }, (_, m) => byMonth.includes(m));
  const fromStart = new Array<boolean>(32).fill(false);
  const fromEnd = new Array<boolean>(32).fill(false);
  for (const n of byMonthDay ?? []) (n > 0 ? fromStart : fromEnd)[Math.abs(n)] = true;
  const every = new Array<boolean>(7).fill(false);
  const nthFromStart = Array.from({ length: 7 }, () => new Array<boolean>(54).fill(false));
  const nthFromEnd = Array.from({ length: 7 }, () => new Array<boolean>(54).fill(false));
  let ordinals = false;
  for (const b of byDay ?? []) {
    if (b.ordinal === 0) every[b.weekday] = true;
    else {
      ordinals = true;
      (b.ordinal > 0 ? nthFromStart : nthFromEnd)[b.weekday]![Math.abs(b.ordinal)] = true;
    }
  }
  // Ordinals count within the month for MONTHLY, and for YEARLY with BYMONTH; else within the year.
  const yearScope = freq === 'YEARLY' && byMonth === null;
  const dayRule = (days: number, d: CivilDate): boolean => {
    if (byMonthDay !== null) {
      const len = daysInMonth(d.year, d.month);
      if (!fromStart[d.day] && !fromEnd[len + 1 - d.day]) return false;
    }
    if (byDay !== null) {
      const wd = weekdayOf(days);
      if (every[wd]) return true;
      if (!ordinals) return false;
      let nth: number;
      let nthBack: number;
      if (yearScope) {
        const first = daysFromCivil(d.year, 1, 1);
        const dayOfYear = days - first;
        nth = Math.floor(dayOfYear / 7) + 1;
        nthBack = Math.floor((daysFromCivil(d.year + 1, 1, 1) - first - 1 - dayOfYear) / 7) + 1;
      } else {
        nth = Math.floor((d.day - 1) / 7) + 1;
        nthBack = Math.floor((daysInMonth(d.year, d.month) - d.day) / 7) + 1;
      }
      return nthFromStart[wd]![nth] === true || nthFromEnd[wd]![nthBack] === true;
    }
    return true;
  };
  return (days, d) => {
    if (months !== null && !months[d.month]) return false;
    switch (freq) {
      case 'DAILY':
        return dayRule(days, d);
      case 'WEEKLY':
        return byDay !== null ? dayRule(days, d) : weekdayOf(days) === startWeekday;
      case 'MONTHLY':
        return byDay !== null || byMonthDay !== null ? dayRule(days, d) : d.day === start.day;
      case 'YEARLY':
        if (byDay !== null || byMonthDay !== null) return dayRule(days, d);
        return d.day === start.day && (byMonth !== null || d.month === start.month);
    }
  };
}

/** The first day number of the k-th period (k = 0 holds DTSTART) and the day after it, or null past year 9999. */
export function periodOf(rule: RRule, start: CivilDate, k: number): { first: number; end: number } | null {
  const startDays = daysFromCivil(start.year, start.month, start.day);
  const step = rule.interval * k;
  switch (rule.freq) {
    case 'DAILY': {
      const first = startDays + step;
      return civilFromDays(first).year > MAX_YEAR ? null : { first, end: first + 1 };
    }
    case 'WEEKLY': {
      const weekStart = startDays - ((weekdayOf(startDays) - rule.wkst + 7) % 7);
      const first = weekStart + 7 * step;
      return civilFromDays(first).year > MAX_YEAR ? null : { first, end: first + 7 };
    }
    case 'MONTHLY': {
      const index = start.year * 12 + (start.month - 1) + step;
      const year = Math.floor(index / 12);
      const month = (index % 12) + 1;
      if (year > MAX_YEAR) return null;
      const first = daysFromCivil(year, month, 1);
      return { first, end: first + daysInMonth(year, month) };
    }
    case 'YEARLY': {
      const year = start.year + step;
      if (year > MAX_YEAR) return null;
      return { first: daysFromCivil(year, 1, 1), end: daysFromCivil(year + 1, 1, 1) };
    }
  }
}

/** BYSETPOS: the positions (1-based, negative from the end) of a period's candidates to keep, in order. */
export function selectSetPositions(candidates: number[], positions: readonly number[]): number[] {
  const n = candidates.length;
  const keep = new Array<boolean>(n).fill(false);
  for (const p of positions) {
    const k = p > 0 ? p - 1 : n + p;
    if (k >= 0 && k < n) keep[k] = true;
  }
  return candidates.filter((_, k) => keep[k]);
}
