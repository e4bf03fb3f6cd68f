// Small random interval lists for the interval scheduling tools' property and differential tests
// (schedule-rooms-assign, schedule-intervals-select). Times are small rationals (quarters in
// [-2, 11]) written in several forms ("1/2", "0.50", "2/4", "-2/-4"), so equal times are often spelled
// apart; ids come from the graph id pool (code point traps, Object.prototype names).
import fc from 'fast-check';
import { ID_POOL } from './graph-arbitraries.js';

export type IntervalIn = { id: string; start: string; end: string; weight?: string };
export type IntervalSample = { intervals: IntervalIn[] };

/** The rational q/4 as one of four equal texts. */
export function spellQuarters(quarters: number, form: number): string {
  const g = quarters % 4 === 0 ? 4 : quarters % 2 === 0 ? 2 : 1;
  const num = quarters / g;
  const den = 4 / g;
  switch (form % 4) {
    case 0:
      return den === 1 ? String(num) : `${num}/${den}`;
    case 1:
      return quarters === 0 ? '0' : (quarters / 4).toFixed(2); // quarters have exactly 2 decimals
    case 2:
      return `${quarters}/4`;
    default:
      return `${-quarters}/-4`;
  }
}

const interval = fc
  .tuple(fc.integer({ min: -8, max: 30 }), fc.integer({ min: 1, max: 14 }), fc.nat(3), fc.nat(3))
  .map(([s, len, f1, f2]) => ({ start: spellQuarters(s, f1), end: spellQuarters(s + len, f2) }));

/** Up to `max` intervals with distinct ids; with `weights`, each has a weight of 0 to 5 in quarters. */
export function intervalsArb(options: { max?: number; weights?: boolean } = {}): fc.Arbitrary<IntervalSample> {
  const max = Math.min(options.max ?? 12, ID_POOL.length);
  return fc
    .uniqueArray(fc.constantFrom(...ID_POOL), { maxLength: max })
    .chain((ids) =>
      fc.tuple(
        fc.constant(ids),
        fc.array(interval, { minLength: ids.length, maxLength: ids.length }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.nat(3)), { minLength: ids.length, maxLength: ids.length }),
      ),
    )
    .map(([ids, ivs, ws]) => ({
      intervals: ids.map((id, i) => {
        const base = { id, start: ivs[i]!.start, end: ivs[i]!.end };
        return options.weights ? { ...base, weight: spellQuarters(ws[i]![0], ws[i]![1]) } : base;
      }),
    }));
}
