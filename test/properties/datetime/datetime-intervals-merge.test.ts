// Properties datetime-intervals-merge promises, on generated intervals (fast-check from one seed).
import { expect } from 'chai';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { runTool } from '../../support/direct.js';

type Merged = { merged: { start: string; end: string; sources: number[] }[]; count: number; total_seconds: string; empty: number[] };

const BASE = Temporal.Instant.from('2024-02-28T22:00:00Z');
const pointArb = fc.tuple(fc.integer({ min: 0, max: 24 }), fc.constantFrom(0, 1), fc.constantFrom('UTC', '+05:30', '-08:00')).map(([q, ns, zone]) => {
  const at = BASE.add({ minutes: q * 15, nanoseconds: ns });
  return { ns: at.epochNanoseconds, text: at.toString({ timeZone: zone }) };
});
const intervalArb = fc.tuple(pointArb, pointArb).map(([x, y]) => (x.ns <= y.ns ? { start: x, end: y } : { start: y, end: x }));
const ns = (t: string) => Temporal.Instant.from(t).epochNanoseconds;
const decimalSeconds = (v: bigint) => {
  const frac = (v % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${v / 1_000_000_000n}${frac ? `.${frac}` : ''}`;
};
const covered = (ivs: { start: bigint; end: bigint }[], t: bigint) => ivs.some((iv) => iv.start <= t && t < iv.end);

describe('datetime-intervals-merge properties', () => {
  it('the merged intervals are sorted, disjoint (and not touching with merge_adjacent), and cover exactly the instants the inputs cover', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(intervalArb, { maxLength: 8 }), fc.boolean(), async (ivs, adjacent) => {
        const out = (await runTool('datetime-intervals-merge', { intervals: ivs.map((iv) => ({ start: iv.start.text, end: iv.end.text })), merge_adjacent: adjacent })) as Merged;
        const merged = out.merged.map((m) => ({ start: ns(m.start), end: ns(m.end) }));
        for (let k = 1; k < merged.length; k++) {
          if (adjacent) expect(merged[k]!.start > merged[k - 1]!.end).to.equal(true);
          else expect(merged[k]!.start >= merged[k - 1]!.end).to.equal(true);
        }
        const raw = ivs.map((iv) => ({ start: iv.start.ns, end: iv.end.ns }));
        // Every boundary and the midpoints around it decide coverage of a union of half-open intervals.
        const probes = raw.flatMap((iv) => [iv.start - 1n, iv.start, iv.end - 1n, iv.end]);
        for (const t of probes) expect(covered(merged, t)).to.equal(covered(raw, t));
        let total = 0n;
        for (const m of merged) total += m.end - m.start;
        expect(out.total_seconds).to.equal(decimalSeconds(total));
        const sources = out.merged.flatMap((m) => m.sources).concat(out.empty).sort((x, y) => x - y);
        expect(sources).to.deep.equal(ivs.map((_, i) => i));
        expect(out.empty).to.deep.equal(ivs.flatMap((iv, i) => (iv.start.ns === iv.end.ns ? [i] : [])));
      }),
      { numRuns: 300 },
    );
  });

  it('merging is idempotent and ignores input order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(intervalArb, { maxLength: 8 }), async (ivs) => {
        const input = ivs.map((iv) => ({ start: iv.start.text, end: iv.end.text }));
        const once = (await runTool('datetime-intervals-merge', { intervals: input, output_offset: 'Z' })) as Merged;
        const twice = (await runTool('datetime-intervals-merge', { intervals: once.merged.map(({ start, end }) => ({ start, end })), output_offset: 'Z' })) as Merged;
        expect(twice.merged.map(({ start, end }) => [start, end])).to.deep.equal(once.merged.map(({ start, end }) => [start, end]));
        const reversed = (await runTool('datetime-intervals-merge', { intervals: [...input].reverse(), output_offset: 'Z' })) as Merged;
        expect(reversed.merged.map(({ start, end }) => [start, end])).to.deep.equal(once.merged.map(({ start, end }) => [start, end]));
      }),
      { numRuns: 200 },
    );
  });
});
