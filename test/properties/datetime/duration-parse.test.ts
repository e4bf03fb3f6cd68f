// Properties duration-parse promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { durationArb } from './duration-arbitraries.js';

type Parsed = { canonical: string; total_nanoseconds: string | null; has_calendar_parts: boolean; years: string; months: string };

describe('duration-parse properties', () => {
  it('canonical is a fixed point: parsing it gives the same components and totals', async () => {
    await fc.assert(
      fc.asyncProperty(durationArb, async ({ text }) => {
        const a = (await runTool('duration-parse', { duration: text })) as Parsed;
        const b = (await runTool('duration-parse', { duration: a.canonical })) as Parsed;
        const { fraction_unit: fa, ...restA } = a as Parsed & { fraction_unit: unknown };
        const { fraction_unit: fb, ...restB } = b as Parsed & { fraction_unit: unknown };
        expect(restB).to.deep.equal(restA);
        if (fb !== null) expect(fb).to.equal(fa); // a fraction of all zeros is dropped from canonical
      }),
      { numRuns: 300 },
    );
  });
  it('the total equals the reference sum of the components (weeks 604800 s, days 86400 s)', async () => {
    await fc.assert(
      fc.asyncProperty(durationArb, async ({ text, nanos }) => {
        const a = (await runTool('duration-parse', { duration: text })) as Parsed;
        expect(a.has_calendar_parts).to.equal(nanos === null);
        expect(a.total_nanoseconds).to.equal(nanos === null ? null : nanos.toString());
      }),
      { numRuns: 300 },
    );
  });
});
