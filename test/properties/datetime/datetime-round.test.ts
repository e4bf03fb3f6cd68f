// Properties datetime-round promises, on generated instants, offsets, grids and origins (fast-check
// from one seed). Instants are written and read back by Temporal, not by the impl.
import { expect } from 'chai';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { runTool } from '../../support/direct.js';
import { MAX_NS, MIN_NS, instantNsArb, offsetArb, offsetText, rfc3339 } from './instant-arbitraries.js';

type Rounded = { datetime: string; difference_seconds: string; epoch_nanoseconds: string };

const DAY = 86_400_000_000_000n;
// Divisors of a day written as ISO 8601 durations, with their nanoseconds.
const GRIDS: [string, bigint][] = [
  ['PT1S', 1_000_000_000n],
  ['PT0.001S', 1_000_000n],
  ['PT45S', 45_000_000_000n],
  ['PT15M', 900_000_000_000n],
  ['PT7.5M', 450_000_000_000n],
  ['PT1H', 3_600_000_000_000n],
  ['PT8H', 28_800_000_000_000n],
  ['P1D', DAY],
  ['PT0.000000003S', 3n],
];
const gridArb = fc.constantFrom(...GRIDS);
// A day away from both ends, so a day-long grid in any offset stays within 0001-9999 (rule 7 has its cases).
const instantArb = instantNsArb.filter((ns) => ns > MIN_NS + DAY && ns < MAX_NS - DAY);
const originArb = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 999 }));
const mod = (a: bigint, b: bigint) => ((a % b) + b) % b;
const decimalSeconds = (v: bigint) => {
  const a = v < 0n ? -v : v;
  const frac = (a % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${v < 0n ? '-' : ''}${a / 1_000_000_000n}${frac ? `.${frac}` : ''}`;
};
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

describe('datetime-round properties', () => {
  it('floor, ceil and nearest land on the grid, bracket the instant, and nearest picks the closer one (ties later)', async () => {
    await fc.assert(
      fc.asyncProperty(instantArb, offsetArb, offsetArb, gridArb, originArb, async (ns, inOffset, gridOffset, [interval, size], [h, m, s, ms]) => {
        const origin = `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
        const originNs = BigInt(((h * 60 + m) * 60 + s) * 1000 + ms) * 1_000_000n;
        const base = { datetime: rfc3339(ns, inOffset), interval, offset: offsetText(gridOffset), origin };
        const [floor, ceil, nearest] = (await Promise.all(
          (['floor', 'ceil', 'nearest'] as const).map((mode) => runTool('datetime-round', { ...base, mode })),
        )) as Rounded[];
        const at = (r: Rounded) => Temporal.Instant.from(r.datetime).epochNanoseconds;
        const f = at(floor!);
        const c = at(ceil!);
        const n = at(nearest!);
        for (const r of [floor!, ceil!, nearest!]) {
          expect(BigInt(r.epoch_nanoseconds)).to.equal(at(r));
          expect(r.difference_seconds).to.equal(decimalSeconds(at(r) - ns));
          expect(r.datetime.endsWith(offsetText(gridOffset))).to.equal(true);
          expect(mod(at(r) + BigInt(gridOffset) * 60_000_000_000n - originNs, size)).to.equal(0n);
        }
        expect(f <= ns && ns <= c).to.equal(true);
        expect(c - f).to.equal(mod(ns + BigInt(gridOffset) * 60_000_000_000n - originNs, size) === 0n ? 0n : size);
        expect(n).to.equal(ns - f < c - ns ? f : c);
      }),
      { numRuns: 300 },
    );
  });

  it('rounding is idempotent: a rounded instant rounds to itself with difference 0', async () => {
    await fc.assert(
      fc.asyncProperty(instantArb, offsetArb, gridArb, fc.constantFrom('floor', 'ceil', 'nearest'), async (ns, offset, [interval], mode) => {
        const once = (await runTool('datetime-round', { datetime: rfc3339(ns, offset), interval, mode })) as Rounded;
        const twice = (await runTool('datetime-round', { datetime: once.datetime, interval, mode: 'nearest' })) as Rounded;
        expect(twice.datetime).to.equal(once.datetime);
        expect(twice.difference_seconds).to.equal('0');
      }),
      { numRuns: 200 },
    );
  });
});
