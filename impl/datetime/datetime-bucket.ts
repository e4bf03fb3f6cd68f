import type { Input, Output } from '../../generated/tools/datetime/datetime-bucket.js';
import { limits } from '../../generated/tools/datetime/datetime-bucket.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import type { CivilDate } from './lib/civil.js';
import { MAX_DAYS, MIN_DAYS, civilFromDays, daysFromCivil, formatDate, isoWeekday } from './lib/civil.js';
import { NANOS_PER_DAY, NANOS_PER_HOUR, NANOS_PER_MINUTE, epochNanos, formatDateTime, fromEpochNanos, parseDateTime, parseOffset, splitLocalNanos } from './lib/date-time.js';
import { isoWeekOf } from './lib/iso-week.js';

type Unit = Input['unit'];
type Bucket = Output['buckets'][number];

// The steps a unit allows: divisors of the next larger unit, so buckets restart with it (Temporal's rule).
const STEPS: Record<Unit, readonly number[]> = {
  minute: [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60],
  hour: [1, 2, 3, 4, 6, 8, 12, 24],
  day: [1],
  week: [1],
  month: [1, 2, 3, 4, 6, 12],
  quarter: [1],
  year: [1],
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Local wall-clock nanoseconds (instant + offset) of the start of the bucket holding `local`. */
function bucketStart(local: bigint, unit: Unit, step: number, weekStart: number): bigint {
  const { days, nanosOfDay } = splitLocalNanos(local);
  const dayStart = BigInt(days) * NANOS_PER_DAY;
  if (unit === 'minute' || unit === 'hour') {
    const size = BigInt(step) * (unit === 'minute' ? NANOS_PER_MINUTE : NANOS_PER_HOUR);
    return dayStart + nanosOfDay - (nanosOfDay % size);
  }
  if (unit === 'day') return dayStart;
  if (unit === 'week') return BigInt(days - ((isoWeekday(days) - weekStart + 7) % 7)) * NANOS_PER_DAY;
  const d = civilFromDays(days);
  if (unit === 'year') return BigInt(daysFromCivil(d.year, 1, 1)) * NANOS_PER_DAY;
  const months = unit === 'quarter' ? 3 : step;
  const month = d.month - ((d.month - 1) % months);
  return BigInt(daysFromCivil(d.year, month, 1)) * NANOS_PER_DAY;
}

/** Local start of the bucket after the one starting at `start`, or null past 9999-12-31. */
function nextStart(start: bigint, unit: Unit, step: number): bigint | null {
  let next: bigint;
  if (unit === 'minute') next = start + BigInt(step) * NANOS_PER_MINUTE;
  else if (unit === 'hour') next = start + BigInt(step) * NANOS_PER_HOUR;
  else if (unit === 'day') next = start + NANOS_PER_DAY;
  else if (unit === 'week') next = start + 7n * NANOS_PER_DAY;
  else {
    const d = civilFromDays(Number(start / NANOS_PER_DAY));
    const months = unit === 'year' ? 12 : unit === 'quarter' ? 3 : step;
    const index = d.year * 12 + d.month - 1 + months;
    const year = Math.floor(index / 12);
    if (year > 9999) return null;
    next = BigInt(daysFromCivil(year, (index % 12) + 1, 1)) * NANOS_PER_DAY;
  }
  return next > BigInt(MAX_DAYS + 1) * NANOS_PER_DAY - 1n ? null : next;
}

function label(start: bigint, unit: Unit, weekStart: number): string {
  const { days, nanosOfDay } = splitLocalNanos(start);
  const d: CivilDate = civilFromDays(days);
  const minutes = Number(nanosOfDay / NANOS_PER_MINUTE);
  if (unit === 'minute') return `${formatDate(d)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  if (unit === 'hour') return `${formatDate(d)}T${pad(Math.floor(minutes / 60))}`;
  if (unit === 'week' && weekStart === 1) {
    const w = isoWeekOf(days);
    return `${pad(w.weekYear, 4)}-W${pad(w.week)}`;
  }
  if (unit === 'day' || unit === 'week') return formatDate(d);
  if (unit === 'year') return pad(d.year, 4);
  if (unit === 'quarter') return `${pad(d.year, 4)}-Q${(d.month + 2) / 3}`;
  return `${pad(d.year, 4)}-${pad(d.month)}`;
}

export default function datetimeBucket(input: Input): Output {
  const unit = input.unit;
  const step = input.step ?? 1;
  if (!STEPS[unit].includes(step)) {
    throw invalidInput('/step', `a step of ${step} is not allowed for ${unit} buckets: allowed are ${STEPS[unit].join(', ')}`);
  }
  const weekStart = input.week_start ?? 1;
  const offsetText = input.offset === undefined ? 'Z' : input.offset === 'z' ? 'Z' : input.offset;
  const offset = input.offset === undefined ? 0 : parseOffset(input.offset, '/offset');
  const shift = BigInt(offset) * NANOS_PER_MINUTE;
  if (input.datetimes.length > limits.max_datetimes) {
    throw limitExceeded('/datetimes', `${input.datetimes.length} date-times given; at most ${limits.max_datetimes} (max_datetimes)`);
  }
  const groups = new Map<bigint, number[]>();
  const itemStarts: bigint[] = [];
  input.datetimes.forEach((text, i) => {
    const pointer = `/datetimes/${i}`;
    const ns = epochNanos(parseDateTime(text, pointer));
    fromEpochNanos(ns, offset, pointer); // the wall clock in the bucket offset must be within 0001-9999
    const start = bucketStart(ns + shift, unit, step, weekStart);
    if (start < BigInt(MIN_DAYS) * NANOS_PER_DAY) {
      throw invalidInput(pointer, `the ${unit} holding "${text}" starts before 0001-01-01`);
    }
    itemStarts.push(start);
    const g = groups.get(start);
    if (g) g.push(i);
    else groups.set(start, [i]);
  });
  const starts = [...groups.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let listed = starts;
  if ((input.include_empty ?? false) && starts.length > 0) {
    listed = [];
    const last = starts[starts.length - 1]!;
    for (let s: bigint | null = starts[0]!; s !== null && s <= last; s = nextStart(s, unit, step)) {
      if (listed.length === limits.max_buckets) {
        throw limitExceeded('/include_empty', `the range from the first to the last bucket holds more than ${limits.max_buckets} buckets (max_buckets)`);
      }
      listed.push(s);
    }
  }
  const write = (local: bigint): string => {
    const dt = fromEpochNanos(local - shift, offset, '');
    dt.offsetText = offsetText;
    return formatDateTime(dt);
  };
  const texts = new Map<bigint, string>();
  const buckets: Bucket[] = listed.map((s) => {
    const next = nextStart(s, unit, step);
    const start = write(s);
    texts.set(s, start);
    const items = groups.get(s) ?? [];
    return { start, end: next === null ? null : write(next), label: label(s, unit, weekStart), count: items.length, items };
  });
  return { item_buckets: itemStarts.map((s) => texts.get(s)!), buckets, bucket_count: buckets.length };
}
