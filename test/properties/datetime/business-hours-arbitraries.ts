// Weekly business hours, holidays and minute-aligned instants for the business-hours tools' tests
// (helper I), plus a minute-stepping reference that shares no code with the impl.
import fc from 'fast-check';
import { offsetArb } from './instant-arbitraries.js';

export type HoursEntry = { days: number[]; start: string; end: string };
export const MINUTE_NS = 60_000_000_000n;
/** 2024-03-01T00:00:00Z in minutes since 1970. */
export const BASE_MINUTE = 28_487_520;

const pad = (n: number) => String(n).padStart(2, '0');
/** Whole-hour spans (at least an hour a week), some overnight, some ending at 24:00. */
export const hoursArb: fc.Arbitrary<HoursEntry[]> = fc.array(
  fc
    .tuple(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 }))
    .filter(([, s, e]) => s !== e)
    .map(([days, s, e]) => ({ days, start: `${pad(s)}:00`, end: `${pad(e)}:00` })),
  { minLength: 1, maxLength: 3 },
);
/** Dates within the tested weeks, as YYYY-MM-DD and as local day numbers. */
export const holidaysArb: fc.Arbitrary<string[]> = fc.array(fc.integer({ min: -14, max: 40 }), { maxLength: 6 }).map((ds) => ds.map((d) => dayText(19_783 + d)));
export const localMinuteArb = fc.integer({ min: -14 * 1440, max: 21 * 1440 }).map((m) => BASE_MINUTE + m);
export { offsetArb };

export function dayText(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return `${yoe + era * 400 + (m <= 2 ? 1 : 0)}-${pad(m)}-${pad(d)}`;
}

/** Whether the local minute `m` (minutes since 1970-01-01T00:00 local) is open. */
export function openAt(hours: HoursEntry[], holidays: Set<string>, m: number): boolean {
  const day = Math.floor(m / 1440);
  if (holidays.has(dayText(day))) return false;
  const weekday = ((((day + 3) % 7) + 7) % 7) + 1;
  const prev = weekday === 1 ? 7 : weekday - 1;
  const t = m - day * 1440;
  return hours.some((h) => {
    const s = Number(h.start.slice(0, 2)) * 60;
    const e = Number(h.end.slice(0, 2)) * 60;
    if (s < e) return h.days.includes(weekday) && t >= s && t < e;
    return (h.days.includes(weekday) && t >= s) || (h.days.includes(prev) && t < e);
  });
}

/** Open minutes in local minutes [a, b) (negative when b < a), stepping minute by minute. */
export function referenceCount(hours: HoursEntry[], holidays: string[], a: number, b: number): number {
  const set = new Set(holidays);
  if (b < a) return -referenceCount(hours, holidays, b, a);
  let n = 0;
  for (let m = a; m < b; m++) if (openAt(hours, set, m)) n++;
  return n;
}

/** The local minute at which `minutes` open minutes after local minute `a` have passed. */
export function referenceAdd(hours: HoursEntry[], holidays: string[], a: number, minutes: number): number {
  const set = new Set(holidays);
  let left = minutes;
  let m = a;
  while (left > 0) {
    if (openAt(hours, set, m)) left--;
    m++;
  }
  return m;
}
