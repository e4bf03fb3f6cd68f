// Properties datetime-bucket promises, on generated date-times, offsets, units and steps (fast-check
// from one seed). Texts are written and read back by Temporal, not by the impl.
import { expect } from 'chai';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { runTool } from '../../support/direct.js';
import { offsetArb, offsetText, rfc3339 } from './instant-arbitraries.js';

type Bucket = { start: string; end: string | null; label: string; count: number; items: number[] };
type Buckets = { item_buckets: string[]; buckets: Bucket[]; bucket_count: number };

const at = (t: string) => Temporal.Instant.from(t).epochNanoseconds;
// Instants within a few years of 2024 and near each other, so buckets repeat and include_empty stays small.
const BASE = 1_709_251_200_000_000_000n; // 2024-03-01T00:00:00Z
const unitArb = fc.constantFrom(
  ['minute', 1],
  ['minute', 15],
  ['hour', 1],
  ['hour', 6],
  ['day', 1],
  ['week', 1],
  ['month', 1],
  ['month', 4],
  ['quarter', 1],
  ['year', 1],
) as fc.Arbitrary<[string, number]>;
const SPREAD: Record<string, bigint> = { minute: 3_600_000_000_000n, hour: 86_400_000_000_000n, day: 864_000_000_000_000n, week: 4_000_000_000_000_000n };
const caseArb = unitArb.chain(([unit, step]) => {
  const spread = SPREAD[unit] ?? 100_000_000_000_000_000n;
  return fc.record({
    unit: fc.constant(unit),
    step: fc.constant(step),
    stamps: fc.array(fc.tuple(fc.bigInt({ min: -spread, max: spread }), offsetArb), { maxLength: 12 }),
    offset: offsetArb,
    weekStart: fc.integer({ min: 1, max: 7 }),
    includeEmpty: fc.boolean(),
  });
});

describe('datetime-bucket properties', () => {
  it('each date-time lies in its bucket [start, end); buckets are sorted, disjoint and hold every index once', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const instants = c.stamps.map(([d]) => BASE + d);
        const out = (await runTool('datetime-bucket', {
          datetimes: c.stamps.map(([d, o]) => rfc3339(BASE + d, o)),
          unit: c.unit,
          step: c.step,
          offset: offsetText(c.offset),
          week_start: c.weekStart,
          include_empty: c.includeEmpty,
        })) as Buckets;
        expect(out.bucket_count).to.equal(out.buckets.length);
        const seen: number[] = [];
        for (const [k, b] of out.buckets.entries()) {
          expect(b.start.endsWith(offsetText(c.offset))).to.equal(true);
          expect(b.end).to.not.equal(null);
          expect(at(b.start) < at(b.end!)).to.equal(true);
          expect(b.count).to.equal(b.items.length);
          expect([...b.items].sort((x, y) => x - y)).to.deep.equal(b.items);
          for (const i of b.items) {
            expect(at(b.start) <= instants[i]! && instants[i]! < at(b.end!)).to.equal(true);
            expect(out.item_buckets[i]).to.equal(b.start);
            seen.push(i);
          }
          if (k > 0) {
            const prev = out.buckets[k - 1]!;
            if (c.includeEmpty) expect(at(prev.end!)).to.equal(at(b.start));
            else expect(at(prev.end!) <= at(b.start)).to.equal(true);
          }
          if (!c.includeEmpty) expect(b.count > 0).to.equal(true);
        }
        expect(seen.sort((x, y) => x - y)).to.deep.equal(instants.map((_, i) => i));
      }),
      { numRuns: 300 },
    );
  });

  it('a bucket start is its own bucket, and the instant just before it belongs to the previous bucket', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        if (c.stamps.length === 0) return;
        const [d, o] = c.stamps[0]!;
        const args = { unit: c.unit, step: c.step, offset: offsetText(c.offset), week_start: c.weekStart };
        const first = (await runTool('datetime-bucket', { ...args, datetimes: [rfc3339(BASE + d, o)] })) as Buckets;
        const start = first.buckets[0]!.start;
        const again = (await runTool('datetime-bucket', { ...args, datetimes: [start, rfc3339(at(start) - 1n, c.offset)] })) as Buckets;
        expect(again.item_buckets[0]).to.equal(start);
        expect(again.buckets).to.have.length(2);
        expect(again.buckets[0]!.end).to.equal(start);
      }),
      { numRuns: 200 },
    );
  });
});
