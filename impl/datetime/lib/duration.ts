import { invalidInput } from '../../lib/tool-error.js';
import { NANOS_PER_DAY, NANOS_PER_HOUR, NANOS_PER_MINUTE, NANOS_PER_SECOND } from './date-time.js';

/**
 * ISO 8601 durations (ISO 8601-1:2019 section 5.5.2.2 designators, with ISO 8601-2's leading sign)
 * as exact BigInts. Shared by helpers F, G and H; the API:
 *
 *   parseDuration(text, pointer): Duration
 *     `[+-]P[nY][nM][nW][nD][T[nH][nM][nS]]`: designators upper-case, in this order, each at most once;
 *     at least one component; `T` only when a time component follows; weeks may be combined with the
 *     other units (as ISO 8601-2 and Temporal allow). A decimal fraction (full stop or comma, 1-9
 *     digits) only on the last component written. No negative components ("P-1D"); the sign applies
 *     to the whole. Refusals are invalid_input at `pointer` with a message naming the fault.
 *   formatDuration(d): canonical text, zero components left out, "PT0S" for zero, "-" for negative.
 *   exactNanos(d): the signed length in nanoseconds of weeks, days (24 h: fixed offsets have no DST),
 *     hours, minutes and seconds, or null when years or months are non-zero (no fixed length).
 *   durationFromNanos(ns, largest): the duration of `ns` nanoseconds with `largest` as its largest unit.
 *   scaledText(v): a component's decimal text ("1.5" for 1_500_000_000n).
 *
 * Each component is held in billionths of its unit (`parts.hours === 1_500_000_000n` is 1.5 hours), so
 * a fraction of up to 9 digits on any unit is exact, and a time unit's billionths convert to whole
 * nanoseconds exactly.
 */
export const DURATION_UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export type Duration = {
  /** true for a duration written with a leading '-' that is not zero */
  negative: boolean;
  /** magnitudes in billionths of each unit, never negative */
  parts: Record<DurationUnit, bigint>;
  /** the unit carrying a fraction, or null */
  fractionUnit: DurationUnit | null;
};

export const SCALE = 1_000_000_000n;
const SCALE_DIGITS = 9;

const DESIGNATORS: Record<string, DurationUnit> = { Y: 'years', W: 'weeks', D: 'days', H: 'hours', S: 'seconds' };

/** Nanoseconds in one unit, for the units with a fixed length. */
export const UNIT_NANOS: Partial<Record<DurationUnit, bigint>> = {
  weeks: 7n * NANOS_PER_DAY,
  days: NANOS_PER_DAY,
  hours: NANOS_PER_HOUR,
  minutes: NANOS_PER_MINUTE,
  seconds: NANOS_PER_SECOND,
};

export function zeroParts(): Record<DurationUnit, bigint> {
  return { years: 0n, months: 0n, weeks: 0n, days: 0n, hours: 0n, minutes: 0n, seconds: 0n };
}

function shorten(text: string): string {
  return text.length > 48 ? `${text.slice(0, 48)}...` : text;
}

export function parseDuration(text: string, pointer: string): Duration {
  const whole = shorten(text);
  const bad = (why: string) => invalidInput(pointer, `"${whole}" is not an ISO 8601 duration: ${why}`);
  let i = 0;
  let negative = false;
  if (text[0] === '+' || text[0] === '-') {
    negative = text[0] === '-';
    i = 1;
  }
  if (text[i] !== 'P') {
    if (text[i] === 'p') throw bad('designators are upper case (P, Y, M, W, D, T, H, M, S)');
    throw bad('it must start with P (for example P1Y2M10DT2H30M or PT0.5S)');
  }
  i++;
  const parts = zeroParts();
  let fractionUnit: DurationUnit | null = null;
  let inTime = false;
  let sawTime = false;
  let components = 0;
  let rank = -1; // position in DURATION_UNITS of the last component, to enforce the order
  while (i < text.length) {
    const c = text[i]!;
    if (c === 'T') {
      if (inTime) throw bad('T appears twice');
      inTime = true;
      i++;
      continue;
    }
    if (fractionUnit !== null) throw bad('a fraction is allowed only on the last component');
    let j = i;
    while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
    if (j === i) throw bad(`expected digits at "${shorten(text.slice(i))}"`);
    const intText = text.slice(i, j);
    let fracText = '';
    if (text[j] === '.' || text[j] === ',') {
      let k = j + 1;
      while (k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
      fracText = text.slice(j + 1, k);
      if (fracText.length === 0) throw bad('a decimal mark must be followed by digits');
      if (fracText.length > SCALE_DIGITS) throw bad('a fraction has more than 9 digits');
      j = k;
    }
    const d = text[j];
    if (d === undefined) throw bad('the last number has no designator');
    let unit: DurationUnit | undefined;
    if (d === 'M') unit = inTime ? 'minutes' : 'months';
    else unit = DESIGNATORS[d];
    if (unit === undefined) throw bad(`"${d}" is not a duration designator (Y, M, W, D before T; H, M, S after)`);
    const timeUnit: boolean = unit === 'hours' || unit === 'minutes' || unit === 'seconds';
    if (timeUnit !== inTime) throw bad(timeUnit ? `${d} must come after T` : `${d} must come before T`);
    const r = DURATION_UNITS.indexOf(unit);
    if (r <= rank) throw bad('components must appear once each, in the order Y M W D T H M S');
    rank = r;
    parts[unit] = BigInt(intText) * SCALE + (fracText ? BigInt(fracText.padEnd(SCALE_DIGITS, '0')) : 0n);
    if (fracText) fractionUnit = unit;
    if (inTime) sawTime = true;
    components++;
    i = j + 1;
  }
  if (components === 0) throw bad('it has no components (zero is written PT0S or P0D)');
  if (inTime && !sawTime) throw bad('T must be followed by at least one of H, M, S');
  const zero = DURATION_UNITS.every((u) => parts[u] === 0n);
  return { negative: negative && !zero, parts, fractionUnit };
}

/** Decimal text of a value held in billionths: 1_500_000_000n -> "1.5", 3n * SCALE -> "3". */
export function scaledText(v: bigint): string {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const int = a / SCALE;
  const frac = (a % SCALE).toString().padStart(SCALE_DIGITS, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** Canonical ISO 8601 text: components in order, zeros left out, "PT0S" for zero, '-' when negative. */
export function formatDuration(d: Duration): string {
  const p = d.parts;
  let date = '';
  if (p.years) date += `${scaledText(p.years)}Y`;
  if (p.months) date += `${scaledText(p.months)}M`;
  if (p.weeks) date += `${scaledText(p.weeks)}W`;
  if (p.days) date += `${scaledText(p.days)}D`;
  let time = '';
  if (p.hours) time += `${scaledText(p.hours)}H`;
  if (p.minutes) time += `${scaledText(p.minutes)}M`;
  if (p.seconds) time += `${scaledText(p.seconds)}S`;
  if (!date && !time) return 'PT0S';
  return `${d.negative ? '-' : ''}P${date}${time ? `T${time}` : ''}`;
}

/** Whether the duration has a non-zero year or month component (no fixed length). */
export function hasCalendarParts(d: Duration): boolean {
  return d.parts.years !== 0n || d.parts.months !== 0n;
}

/** Signed nanoseconds of the weeks, days, hours, minutes and seconds (days of 24 hours). */
export function fixedNanos(d: Duration): bigint {
  let total = 0n;
  for (const u of ['weeks', 'days', 'hours', 'minutes', 'seconds'] as const) total += d.parts[u] * UNIT_NANOS[u]!;
  total /= SCALE; // exact: each part is billionths of a unit whose length is a multiple of 10^9 ns / 10^9
  return d.negative ? -total : total;
}

/** The signed exact length in nanoseconds, or null when years or months are non-zero. */
export function exactNanos(d: Duration): bigint | null {
  return hasCalendarParts(d) ? null : fixedNanos(d);
}

/** Whether the duration's billionths are whole units everywhere (no fraction). */
export function isWhole(d: Duration): boolean {
  return DURATION_UNITS.every((u) => d.parts[u] % SCALE === 0n);
}

/** The fixed units from largest to smallest, as `largest` may name them. */
export const FIXED_UNITS = ['weeks', 'days', 'hours', 'minutes', 'seconds'] as const;
export type FixedUnit = (typeof FIXED_UNITS)[number];

/**
 * The duration of `ns` nanoseconds with components from `largest` down to seconds (the sub-second
 * rest as a fraction of the seconds): nothing carries into a unit larger than `largest`.
 */
export function durationFromNanos(ns: bigint, largest: FixedUnit): Duration {
  const negative = ns < 0n;
  let rest = negative ? -ns : ns;
  const parts = zeroParts();
  for (const u of FIXED_UNITS.slice(FIXED_UNITS.indexOf(largest))) {
    const size = UNIT_NANOS[u]!;
    if (u === 'seconds') {
      parts.seconds = rest; // nanoseconds are billionths of a second
      rest = 0n;
    } else {
      parts[u] = (rest / size) * SCALE;
      rest %= size;
    }
  }
  const fractionUnit = parts.seconds % SCALE !== 0n ? 'seconds' : null;
  return { negative: negative && ns !== 0n, parts, fractionUnit };
}

/** Each fixed unit's exact decimal text carrying the duration's sign ("0" never signed). */
export function signedFixedComponents(d: Duration): Record<FixedUnit, string> {
  const sign = d.negative ? '-' : '';
  const out = {} as Record<FixedUnit, string>;
  for (const u of FIXED_UNITS) out[u] = d.parts[u] === 0n ? '0' : `${sign}${scaledText(d.parts[u])}`;
  return out;
}
