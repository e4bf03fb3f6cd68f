// Properties datetime-compare promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { offsetArb, rfc3339, stampArb } from './instant-arbitraries.js';

type Compared = { comparison: number; equal: boolean; difference_nanoseconds: string; difference_seconds: string };

describe('datetime-compare properties', () => {
  it('is antisymmetric and its difference is b - a exactly', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, stampArb, async (a, b) => {
        const ab = (await runTool('datetime-compare', { a: a.text, b: b.text })) as Compared;
        const ba = (await runTool('datetime-compare', { a: b.text, b: a.text })) as Compared;
        expect(ab.comparison).to.equal(a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0);
        expect(ba.comparison).to.equal(-ab.comparison);
        expect(ab.difference_nanoseconds).to.equal((b.ns - a.ns).toString());
        const [int, frac = ''] = ab.difference_seconds.replace('-', '').split('.');
        const mag = BigInt(int!) * 1_000_000_000n + BigInt(frac.padEnd(9, '0'));
        expect(ab.difference_seconds.startsWith('-') ? -mag : mag).to.equal(b.ns - a.ns);
      }),
      { numRuns: 200 },
    );
  });
  it('one instant written in two offsets is equal', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, offsetArb, async ({ ns, text }, other) => {
        const out = (await runTool('datetime-compare', { a: text, b: rfc3339(ns, other, 9) })) as Compared;
        expect(out.equal).to.equal(true);
        expect(out.difference_seconds).to.equal('0');
      }),
      { numRuns: 200 },
    );
  });
});
