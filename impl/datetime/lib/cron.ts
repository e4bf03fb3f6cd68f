// Five-field cron expressions as Vixie cron (ISC cron 4.1) and cronie read them: numbers, names,
// ranges, steps, lists and the @ macros that stand for five fields. Used by cron-expression-parse and
// cron-next-runs; both contracts state these rules. Faults are returned, not thrown, so the parse tool
// can report them as data and the other tools can raise them as invalid_input.

export const CRON_FIELDS = ['minute', 'hour', 'day_of_month', 'month', 'day_of_week'] as const;
export type CronField = (typeof CRON_FIELDS)[number];

/** How a day field that starts with `*` but is not exactly `*` (`*\/2`, `*,5`) counts for the day rule. */
export type WildcardDays = 'vixie' | 'literal';

export type CronSchedule = {
  /** Sorted distinct values per field; day_of_week uses 0 = Sunday ... 6 = Saturday (7 folded to 0). */
  values: Record<CronField, number[]>;
  /** Membership tables indexed by value (minute 0..59, hour 0..23, day 1..31, month 1..12, weekday 0..6). */
  sets: Record<CronField, boolean[]>;
  dayOfMonthRestricted: boolean;
  dayOfWeekRestricted: boolean;
  /** The @ macro the expression was, lowercased, or null. */
  macro: string | null;
  /** The five fields as written after macro expansion (trimmed), for messages. */
  fields: string[];
};

export type CronFault = { field: CronField | null; offset: number; message: string };
export type CronParse = { ok: true; schedule: CronSchedule } | { ok: false; fault: CronFault };

type FieldSpec = { low: number; high: number; names: readonly string[] | null; nameBase: number };
const SPECS: Record<CronField, FieldSpec> = {
  minute: { low: 0, high: 59, names: null, nameBase: 0 },
  hour: { low: 0, high: 23, names: null, nameBase: 0 },
  day_of_month: { low: 1, high: 31, names: null, nameBase: 0 },
  month: { low: 1, high: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'], nameBase: 1 },
  // 7 is Sunday as well as 0 (Vixie cron reads 0-7 and folds 7 onto 0).
  day_of_week: { low: 0, high: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], nameBase: 0 },
};

/** Vixie cron's macros (entry.c); @reboot has no schedule to expand and is refused. */
export const CRON_MACROS: ReadonlyMap<string, string> = new Map([
  ['@yearly', '0 0 1 1 *'],
  ['@annually', '0 0 1 1 *'],
  ['@monthly', '0 0 1 * *'],
  ['@weekly', '0 0 * * 0'],
  ['@daily', '0 0 * * *'],
  ['@midnight', '0 0 * * *'],
  ['@hourly', '0 * * * *'],
]);

const isBlank = (c: string) => c === ' ' || c === '\t';
const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
const upperAscii = (s: string) => s.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 32));

class Fault extends Error {
  constructor(readonly fault: CronFault) {
    super(fault.message);
  }
}

const UNSUPPORTED: Record<string, string> = {
  '?': '`?` (Quartz "no specific value") is not 5-field cron syntax; write `*`',
  L: '`L` (last day) is a Quartz extension and is not supported',
  W: '`W` (nearest weekday) is a Quartz extension and is not supported',
  '#': '`#` (nth weekday of the month) is a Quartz extension and is not supported',
};

/** One value at text[i..]: digits or (month, day_of_week) a three-letter English name. */
function readValue(text: string, i: number, end: number, field: CronField): { value: number; next: number } {
  const spec = SPECS[field];
  if (i < end && isDigit(text[i]!)) {
    let j = i;
    let v = 0;
    while (j < end && isDigit(text[j]!)) {
      if (v <= spec.high) v = v * 10 + (text.charCodeAt(j) - 48);
      j++;
    }
    if (v < spec.low || v > spec.high) throw new Fault({ field, offset: i, message: `${field} value ${text.slice(i, j)} is outside ${spec.low}-${spec.high}` });
    return { value: v, next: j };
  }
  if (i < end && isLetter(text[i]!)) {
    let j = i;
    while (j < end && isLetter(text[j]!)) j++;
    const word = upperAscii(text.slice(i, j));
    const at = spec.names ? spec.names.indexOf(word) : -1;
    if (at < 0) {
      const unsupported = UNSUPPORTED[word];
      if (unsupported) throw new Fault({ field, offset: i, message: `${field}: ${unsupported}` });
      const hint = spec.names ? ` (names are ${spec.names.join(', ')})` : ' (this field takes numbers only)';
      throw new Fault({ field, offset: i, message: `${field}: unknown name "${text.slice(i, j)}"${hint}` });
    }
    return { value: at + spec.nameBase, next: j };
  }
  const c = i < end ? text[i]! : '';
  const unsupported = UNSUPPORTED[c];
  if (unsupported) throw new Fault({ field, offset: i, message: `${field}: ${unsupported}` });
  throw new Fault({ field, offset: i, message: c ? `${field}: expected a number${SPECS[field].names ? ' or name' : ''} at "${c}"` : `${field}: a value is missing` });
}

/** One comma-separated item of a field: `*`, `v`, `a-b`, each optionally `/step` (not after a lone `v`). */
function readItem(text: string, start: number, end: number, field: CronField, set: boolean[]): void {
  const spec = SPECS[field];
  let i = start;
  let lo: number;
  let hi: number;
  let single = false;
  if (i === end) throw new Fault({ field, offset: i, message: `${field}: an empty list item` });
  if (text[i] === '*') {
    lo = spec.low;
    hi = field === 'day_of_week' ? 6 : spec.high;
    i++;
  } else {
    const a = readValue(text, i, end, field);
    lo = a.value;
    i = a.next;
    if (i < end && text[i] === '-') {
      const b = readValue(text, i + 1, end, field);
      hi = b.value;
      if (hi < lo) throw new Fault({ field, offset: start, message: `${field}: range ${text.slice(start, b.next)} runs backwards (ranges do not wrap; list both parts)` });
      i = b.next;
    } else {
      hi = lo;
      single = true;
    }
  }
  let step = 1;
  if (i < end && text[i] === '/') {
    if (single) throw new Fault({ field, offset: start, message: `${field}: a step needs a range or * before it (write ${text.slice(start, i)}-${spec.high}/... or */...)` });
    let j = i + 1;
    if (j >= end || !isDigit(text[j]!)) throw new Fault({ field, offset: j, message: `${field}: a step must be a positive number` });
    step = 0;
    while (j < end && isDigit(text[j]!)) {
      if (step <= spec.high) step = step * 10 + (text.charCodeAt(j) - 48);
      j++;
    }
    if (step < 1 || step > spec.high) throw new Fault({ field, offset: i + 1, message: `${field}: step ${text.slice(i + 1, j)} is outside 1-${spec.high}` });
    i = j;
  }
  if (i < end) {
    const c = text[i]!;
    const unsupported = UNSUPPORTED[c] ?? UNSUPPORTED[upperAscii(c)];
    throw new Fault({ field, offset: i, message: unsupported ? `${field}: ${unsupported}` : `${field}: unexpected "${c}"` });
  }
  for (let v = lo; v <= hi; v += step) set[field === 'day_of_week' && v === 7 ? 0 : v] = true;
}

function readField(text: string, start: number, end: number, field: CronField): boolean[] {
  const set: boolean[] = [];
  let i = start;
  for (;;) {
    let j = i;
    while (j < end && text[j] !== ',') j++;
    readItem(text, i, j, field, set);
    if (j === end) break;
    i = j + 1;
  }
  return set;
}

/**
 * Parses a five-field expression or an @ macro. `wildcardDays` decides whether a day field that only
 * starts with `*` is unrestricted (Vixie cron and cronie test the first character) or restricted.
 */
export function parseCron(text: string, wildcardDays: WildcardDays): CronParse {
  try {
    let start = 0;
    let end = text.length;
    while (start < end && isBlank(text[start]!)) start++;
    while (end > start && isBlank(text[end - 1]!)) end--;
    if (start === end) throw new Fault({ field: null, offset: 0, message: 'the expression is empty' });
    let body = text;
    let macro: string | null = null;
    if (text[start] === '@') {
      const name = text.slice(start, end).replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
      const expanded = CRON_MACROS.get(name);
      if (expanded === undefined) {
        const why = name === '@reboot' ? '@reboot runs at start-up and has no schedule' : `unknown macro ${text.slice(start, end)} (known: ${[...CRON_MACROS.keys()].join(', ')})`;
        throw new Fault({ field: null, offset: start, message: why });
      }
      macro = name;
      body = expanded;
      start = 0;
      end = body.length;
    }
    const spans: [number, number][] = [];
    let i = start;
    while (i < end) {
      let j = i;
      while (j < end && !isBlank(body[j]!)) j++;
      spans.push([i, j]);
      while (j < end && isBlank(body[j]!)) j++;
      i = j;
    }
    for (let k = start; k < end; k++) {
      const c = body.charCodeAt(k);
      if ((c < 0x20 && c !== 0x09) || c === 0x7f) throw new Fault({ field: null, offset: k, message: 'control characters (line breaks included) are not allowed; fields are separated by spaces or tabs' });
    }
    if (spans.length !== 5) {
      const why = spans.length === 6 || spans.length === 7 ? `${spans.length} fields: seconds and year fields are not supported; write the 5 fields minute hour day-of-month month day-of-week` : `${spans.length} field${spans.length === 1 ? '' : 's'}: a cron expression has 5 fields (minute hour day-of-month month day-of-week)`;
      throw new Fault({ field: null, offset: start, message: why });
    }
    const sets = {} as Record<CronField, boolean[]>;
    const values = {} as Record<CronField, number[]>;
    CRON_FIELDS.forEach((f, k) => {
      const [a, b] = spans[k]!;
      sets[f] = readField(body, a, b, f);
      const list: number[] = [];
      const spec = SPECS[f];
      const top = f === 'day_of_week' ? 6 : spec.high;
      for (let v = spec.low; v <= top; v++) {
        if (sets[f][v] === true) list.push(v);
        else sets[f][v] = false;
      }
      values[f] = list;
    });
    const unrestricted = (s: string) => (wildcardDays === 'vixie' ? s.startsWith('*') : s === '*');
    const fields = spans.map(([a, b]) => body.slice(a, b));
    return {
      ok: true,
      schedule: { values, sets, dayOfMonthRestricted: !unrestricted(fields[2]!), dayOfWeekRestricted: !unrestricted(fields[4]!), macro, fields },
    };
  } catch (e) {
    if (e instanceof Fault) {
      // Offsets inside an expanded macro point at the macro itself.
      return { ok: false, fault: e.fault };
    }
    throw e;
  }
}

/** POSIX / Vixie: with both day fields restricted a day matching either runs; otherwise both must match. */
export function cronDayMatches(s: CronSchedule, dayOfMonth: number, weekday0: number): boolean {
  const dom = s.sets.day_of_month[dayOfMonth] === true;
  const dow = s.sets.day_of_week[weekday0] === true;
  return s.dayOfMonthRestricted && s.dayOfWeekRestricted ? dom || dow : dom && dow;
}

const MAX_DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether any date ever runs. With both day fields restricted the weekday alone suffices. Otherwise a
 * month/day pair must exist (Feb 29 included: it falls on every weekday within each 400-year cycle,
 * and so does every other date).
 */
export function cronCanRun(s: CronSchedule): boolean {
  if (s.dayOfMonthRestricted && s.dayOfWeekRestricted && s.values.day_of_week.length > 0) return true;
  if (s.values.day_of_week.length === 0) return false;
  for (const m of s.values.month) for (const d of s.values.day_of_month) if (d <= MAX_DAYS[m]!) return true;
  return false;
}
