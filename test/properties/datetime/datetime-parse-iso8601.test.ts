// Properties datetime-parse-iso8601 promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';
import { stampArb } from './instant-arbitraries.js';

type Parsed = { epoch_nanoseconds: string | null; offset_minutes: number | null; instant_utc: string | null; local: string; fraction_digits: number };

const parse = async (text: string, profile?: string) =>
  (await runTool('datetime-parse-iso8601', profile ? { text, profile } : { text })) as Parsed;

describe('datetime-parse-iso8601 properties', () => {
  it('an RFC 3339 text gives back its instant and offset, and instant_utc names the same instant', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, async ({ ns, offset, text }) => {
        const out = await parse(text, 'rfc3339');
        expect(out.epoch_nanoseconds).to.equal(ns.toString());
        expect(out.offset_minutes).to.equal(offset);
        expect(out.local).to.equal(text.slice(0, text.length - (offset === 0 ? 1 : 6)));
        const again = await parse(out.instant_utc!, 'rfc3339');
        expect(again.epoch_nanoseconds).to.equal(ns.toString());
      }),
      { numRuns: 300 },
    );
  });
  it('the basic format of a text names the same instant as its extended format', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, async ({ ns, text }) => {
        const basic = text.replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/, '$1$2$3T$4$5$6').replace(/([+-]\d{2}):(\d{2})$/, '$1$2');
        const out = await parse(basic);
        expect(out.epoch_nanoseconds).to.equal(ns.toString());
      }),
      { numRuns: 200 },
    );
  });
  it('a day beyond the month, or second 60, is always refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), async (year, month) => {
        const last = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0) ? 1 : 0);
        const y = String(year).padStart(4, '0');
        const m = String(month).padStart(2, '0');
        for (const text of [`${y}-${m}-${last + 1}T00:00:00Z`, `${y}-${m}-01T23:59:60Z`]) {
          try {
            await parse(text);
            expect.fail(`accepted ${text}`);
          } catch (e) {
            expect((e as ToolError).code).to.equal('invalid_input');
          }
        }
        await parse(`${y}-${m}-${String(last).padStart(2, '0')}T00:00:00Z`);
      }),
      { numRuns: 200 },
    );
  });
});
