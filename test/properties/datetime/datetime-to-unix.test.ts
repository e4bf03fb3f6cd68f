// Properties datetime-to-unix promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { stampArb } from './instant-arbitraries.js';

const SIZE = { s: 1_000_000_000n, ms: 1_000_000n, us: 1_000n, ns: 1n } as const;
const unitArb = fc.constantFrom('s', 'ms', 'us', 'ns') as fc.Arbitrary<keyof typeof SIZE>;

describe('datetime-to-unix properties', () => {
  it('floor, ceil and truncate bracket the exact instant: floor <= x <= ceil, |truncate| <= |x|', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, unitArb, async ({ ns, text }, unit) => {
        const get = async (rounding: string) => BigInt(((await runTool('datetime-to-unix', { datetime: text, unit, rounding })) as { value: string }).value);
        const [f, c, t] = [await get('floor'), await get('ceil'), await get('truncate')];
        const size = SIZE[unit];
        expect(f * size <= ns && ns < (f + 1n) * size).to.equal(true);
        expect(c * size >= ns && ns > (c - 1n) * size).to.equal(true);
        expect(t).to.equal(ns < 0n ? c : f);
      }),
      { numRuns: 200 },
    );
  });
  it('datetime-from-unix of the nanoseconds gives back the instant (round trip)', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, async ({ ns, offset, text }) => {
        const out = (await runTool('datetime-to-unix', { datetime: text, unit: 'ns' })) as { value: string; exact: boolean };
        expect(out.value).to.equal(ns.toString());
        expect(out.exact).to.equal(true);
        const back = (await runTool('datetime-from-unix', { value: out.value, unit: 'ns', offset: text.endsWith('Z') ? 'Z' : text.slice(-6) })) as { datetime: string };
        const again = (await runTool('datetime-to-unix', { datetime: back.datetime, unit: 'ns' })) as { value: string };
        expect(again.value).to.equal(ns.toString());
        expect(offset === 0 ? back.datetime.endsWith('Z') : back.datetime.endsWith(text.slice(-6))).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
