// Properties datetime-diff promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { offsetArb, rfc3339, stampArb } from './instant-arbitraries.js';

type Diff = { seconds: string; nanoseconds: string; duration: string };

describe('datetime-diff properties', () => {
  it('is end - start exactly; swapping negates it; datetime-add-duration of the duration lands on end', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, stampArb, fc.constantFrom('weeks', 'days', 'hours', 'minutes', 'seconds'), async (a, b, largest_unit) => {
        const ab = (await runTool('datetime-diff', { start: a.text, end: b.text, largest_unit })) as Diff;
        const ba = (await runTool('datetime-diff', { start: b.text, end: a.text, largest_unit })) as Diff;
        expect(ab.nanoseconds).to.equal((b.ns - a.ns).toString());
        expect(ba.nanoseconds).to.equal((a.ns - b.ns).toString());
        expect(ba.duration).to.equal(ab.duration === 'PT0S' ? 'PT0S' : ab.duration.startsWith('-') ? ab.duration.slice(1) : `-${ab.duration}`);
        const landed = (await runTool('datetime-add-duration', { datetime: a.text, duration: ab.duration })) as { epoch_nanoseconds: string };
        expect(landed.epoch_nanoseconds).to.equal(b.ns.toString());
      }),
      { numRuns: 200 },
    );
  });
  it('one instant in two offsets differs by zero', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, offsetArb, async ({ ns, text }, other) => {
        const out = (await runTool('datetime-diff', { start: text, end: rfc3339(ns, other) })) as Diff;
        expect(out.duration).to.equal('PT0S');
      }),
      { numRuns: 100 },
    );
  });
});
