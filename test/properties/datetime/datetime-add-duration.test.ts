// Properties datetime-add-duration promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { MAX_NS, MIN_NS, stampArb } from './instant-arbitraries.js';

type Added = { datetime: string; epoch_nanoseconds: string; clamped: boolean };

describe('datetime-add-duration properties', () => {
  it('a duration of hours, minutes and seconds adds exactly its nanoseconds; P1D equals PT24H', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), async ({ ns, text }, delta) => {
        fc.pre(ns + delta >= MIN_NS && ns + delta <= MAX_NS);
        const mag = delta < 0n ? -delta : delta;
        const frac = mag % 1_000_000_000n;
        const duration = `${delta < 0n ? '-' : ''}PT${mag / 1_000_000_000n}${frac ? `.${frac.toString().padStart(9, '0')}` : ''}S`;
        const out = (await runTool('datetime-add-duration', { datetime: text, duration })) as Added;
        expect(out.epoch_nanoseconds).to.equal((ns + delta).toString());
        expect(out.datetime.endsWith(text.endsWith('Z') ? 'Z' : text.slice(-6))).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
  it('P{n}D and PT{24n}H agree (fixed offsets have no daylight saving)', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, fc.integer({ min: -400, max: 400 }), async ({ ns, text }, n) => {
        fc.pre(ns + BigInt(n + Math.sign(n)) * 86_400_000_000_000n >= MIN_NS && ns + BigInt(n + Math.sign(n)) * 86_400_000_000_000n <= MAX_NS);
        const sign = n < 0 ? '-' : '';
        const a = (await runTool('datetime-add-duration', { datetime: text, duration: `${sign}P${Math.abs(n)}D` })) as Added;
        const b = (await runTool('datetime-add-duration', { datetime: text, duration: `${sign}PT${Math.abs(n) * 24}H` })) as Added;
        expect(a).to.deep.equal(b);
      }),
      { numRuns: 200 },
    );
  });
});
