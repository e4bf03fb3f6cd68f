// Properties datetime-offset-convert promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { offsetArb, offsetText, stampArb } from './instant-arbitraries.js';

type Converted = { datetime: string; epoch_nanoseconds: string; day_shift: number };

describe('datetime-offset-convert properties', () => {
  it('keeps the instant, and converting back restores the text exactly', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, offsetArb, async ({ ns, offset, text }, target) => {
        const there = (await runTool('datetime-offset-convert', { datetime: text, offset: offsetText(target) })) as Converted;
        expect(there.epoch_nanoseconds).to.equal(ns.toString());
        const back = (await runTool('datetime-offset-convert', { datetime: there.datetime, offset: offsetText(offset) })) as Converted;
        expect(back.datetime).to.equal(text);
        expect(back.day_shift).to.equal(-there.day_shift);
      }),
      { numRuns: 200 },
    );
  });
});
