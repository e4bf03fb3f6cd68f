// Properties duration-compare promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dateArb } from './calendar-arbitraries.js';
import { dateTimeDurationArb } from './duration-arbitraries.js';

type Compared = { comparison: number; a_seconds: string; b_seconds: string };

describe('duration-compare properties', () => {
  it('is antisymmetric, and each length is the time datetime-add-duration moves from the reference', async () => {
    await fc.assert(
      fc.asyncProperty(dateTimeDurationArb, dateTimeDurationArb, dateArb, async (a, b, date) => {
        fc.pre(date >= '0100' && date <= '9900');
        const relative_to = `${date}T00:00:00Z`;
        const ab = (await runTool('duration-compare', { a: a.text, b: b.text, relative_to })) as Compared;
        const ba = (await runTool('duration-compare', { a: b.text, b: a.text, relative_to })) as Compared;
        expect(ba.comparison).to.equal(-ab.comparison);
        const end = (await runTool('datetime-add-duration', { datetime: relative_to, duration: a.text })) as { epoch_nanoseconds: string };
        const origin = (await runTool('datetime-to-unix', { datetime: relative_to, unit: 'ns' })) as { value: string };
        const ns = BigInt(end.epoch_nanoseconds) - BigInt(origin.value);
        const neg = ab.a_seconds.startsWith('-');
        const [int, frac = ''] = ab.a_seconds.replace('-', '').split('.');
        const mag = BigInt(int!) * 1_000_000_000n + BigInt(frac.padEnd(9, '0'));
        expect(neg ? -mag : mag).to.equal(ns);
      }),
      { numRuns: 200 },
    );
  });
});
