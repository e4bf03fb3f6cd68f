// Properties datetime-from-unix promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { instantNsArb, offsetArb, offsetText } from './instant-arbitraries.js';

const SIZE = { s: 1_000_000_000n, ms: 1_000_000n, us: 1_000n, ns: 1n } as const;
const unitArb = fc.constantFrom('s', 'ms', 'us', 'ns') as fc.Arbitrary<keyof typeof SIZE>;

describe('datetime-from-unix properties', () => {
  it('datetime-to-unix in the same unit gives the value back, in any offset', async () => {
    await fc.assert(
      fc.asyncProperty(instantNsArb, unitArb, offsetArb, async (ns, unit, offset) => {
        const value = (ns / SIZE[unit]).toString();
        const out = (await runTool('datetime-from-unix', { value, unit, offset: offsetText(offset) })) as { datetime: string };
        const back = (await runTool('datetime-to-unix', { datetime: out.datetime, unit, rounding: 'exact' })) as { value: string };
        expect(back.value).to.equal(value);
      }),
      { numRuns: 200 },
    );
  });
  it('fraction_digits d writes exactly d digits, and a JSON integer equals its string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -62_135_596_800_000, max: 253_402_300_799_999 }), fc.integer({ min: 0, max: 9 }), async (ms, d) => {
        const a = (await runTool('datetime-from-unix', { value: ms, unit: 'ms', fraction_digits: d })) as { datetime: string };
        const b = (await runTool('datetime-from-unix', { value: String(ms), unit: 'ms', fraction_digits: d })) as { datetime: string };
        expect(a).to.deep.equal(b);
        expect(d === 0 ? !a.datetime.includes('.') : a.datetime.slice(20, -1).length === d).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
