// Properties datetime-business-hours-count promises, on generated weekly hours, holidays and instants
// (fast-check from one seed): additivity, antisymmetry, and never more than the calendar time.
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { MINUTE_NS, holidaysArb, hoursArb, localMinuteArb, offsetArb } from './business-hours-arbitraries.js';
import { offsetText, rfc3339 } from './instant-arbitraries.js';

type Counted = { business_seconds: string; business_duration: string; elapsed_seconds: string };
const stampArb = fc.tuple(localMinuteArb, fc.integer({ min: 0, max: 59_999_999_999 }), offsetArb).map(([m, ns, o]) => rfc3339(BigInt(m) * MINUTE_NS + BigInt(ns), o));
const decimal = (s: string) => {
  const neg = s.startsWith('-');
  const [i, f = ''] = (neg ? s.slice(1) : s).split('.');
  const v = BigInt(i!) * 1_000_000_000n + BigInt(f.padEnd(9, '0'));
  return neg ? -v : v;
};

describe('datetime-business-hours-count properties', () => {
  it('count(a, b) + count(b, c) = count(a, c); count(b, a) = -count(a, b); 0 <= count <= elapsed for a <= b', async () => {
    await fc.assert(
      fc.asyncProperty(hoursArb, holidaysArb, stampArb, stampArb, stampArb, offsetArb, async (hours, holidays, a, b, c, offset) => {
        const count = async (x: string, y: string) =>
          (await runTool('datetime-business-hours-count', { start: x, end: y, hours, holidays, offset: offsetText(offset) })) as Counted;
        const ab = await count(a, b);
        const bc = await count(b, c);
        const ac = await count(a, c);
        const ba = await count(b, a);
        expect(decimal(ab.business_seconds) + decimal(bc.business_seconds)).to.equal(decimal(ac.business_seconds));
        expect(decimal(ba.business_seconds)).to.equal(-decimal(ab.business_seconds));
        const e = decimal(ab.elapsed_seconds);
        const n = decimal(ab.business_seconds);
        if (e >= 0n) expect(n >= 0n && n <= e).to.equal(true);
        else expect(n <= 0n && n >= e).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
