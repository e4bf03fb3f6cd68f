// Properties duration-format promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const secondsArb = fc.tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 9 })).map(([n, digits]) => {
  const neg = n < 0n;
  const s = (neg ? -n : n).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? s : `${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}`;
  return { text: `${neg ? '-' : ''}${text}`, ns: n * 10n ** BigInt(9 - digits) };
});
const unitArb = fc.constantFrom('weeks', 'days', 'hours', 'minutes', 'seconds');
const SIZE: Record<string, bigint> = { weeks: 604_800n, days: 86_400n, hours: 3_600n, minutes: 60n, seconds: 1n };
const ORDER = ['weeks', 'days', 'hours', 'minutes', 'seconds'];

describe('duration-format properties', () => {
  it('duration-parse of the ISO text gives the seconds back exactly', async () => {
    await fc.assert(
      fc.asyncProperty(secondsArb, unitArb, async ({ text, ns }, largest_unit) => {
        const out = (await runTool('duration-format', { seconds: text, largest_unit })) as { duration: string };
        const back = (await runTool('duration-parse', { duration: out.duration })) as { total_nanoseconds: string };
        expect(back.total_nanoseconds).to.equal(ns.toString());
      }),
      { numRuns: 300 },
    );
  });
  it('components sum to the seconds, none above largest_unit, each below its carry', async () => {
    await fc.assert(
      fc.asyncProperty(secondsArb, unitArb, async ({ text, ns }, largest_unit) => {
        const out = (await runTool('duration-format', { seconds: text, largest_unit, style: 'compact' })) as { components: Record<string, string> };
        let total = 0n;
        ORDER.forEach((u, i) => {
          const v = out.components[u]!;
          const [int, frac = ''] = v.replace('-', '').split('.');
          const mag = BigInt(int!) * 1_000_000_000n + BigInt(frac.padEnd(9, '0'));
          total += (v.startsWith('-') ? -mag : mag) * SIZE[u]!;
          if (i < ORDER.indexOf(largest_unit)) expect(v).to.equal('0');
          if (i > ORDER.indexOf(largest_unit)) expect(mag < SIZE[ORDER[i - 1]!]! * 1_000_000_000n / SIZE[u]!).to.equal(true);
        });
        expect(total).to.equal(ns);
      }),
      { numRuns: 300 },
    );
  });
});
