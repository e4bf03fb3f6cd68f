// Properties date-add-duration promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';
import { dateArb, dayOfIso, isoOfDay } from './calendar-arbitraries.js';
import { dateDurationArb } from './duration-arbitraries.js';

type Added = { date: string; clamped: boolean };

async function add(date: string, duration: string, end_of_month?: string): Promise<Added | string> {
  try {
    return (await runTool('date-add-duration', end_of_month ? { date, duration, end_of_month } : { date, duration })) as Added;
  } catch (e) {
    return (e as ToolError).code;
  }
}

describe('date-add-duration properties', () => {
  it('reject answers like clamp whenever clamp did not clamp, and refuses exactly when it did', async () => {
    await fc.assert(
      fc.asyncProperty(dateArb, dateDurationArb, async (date, d) => {
        const clamp = await add(date, d.text);
        const reject = await add(date, d.text, 'reject');
        if (typeof clamp === 'string') expect(reject).to.equal(clamp);
        else if (clamp.clamped) expect(reject).to.equal('invalid_input');
        else expect(reject).to.deep.equal(clamp);
      }),
      { numRuns: 300 },
    );
  });
  it('days alone move the day number exactly, and back again', async () => {
    await fc.assert(
      fc.asyncProperty(dateArb, fc.integer({ min: -5000, max: 5000 }), async (date, n) => {
        const out = await add(date, `${n < 0 ? '-' : ''}P${Math.abs(n)}D`);
        const target = dayOfIso(date) + n;
        if (typeof out === 'string') {
          expect(target < dayOfIso('0001-01-01') || target > dayOfIso('9999-12-31')).to.equal(true);
          return;
        }
        expect(out.date).to.equal(isoOfDay(target));
        expect(out.clamped).to.equal(false);
      }),
      { numRuns: 300 },
    );
  });
});
