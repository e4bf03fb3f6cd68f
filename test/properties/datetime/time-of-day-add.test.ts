// Properties time-of-day-add promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const DAY = 86_400_000_000_000n;
const timeArb = fc.tuple(fc.bigInt({ min: 0n, max: DAY - 1n }), fc.integer({ min: 0, max: 9 })).map(([ns, digits]) => {
  const cut = ns - (ns % 10n ** BigInt(9 - digits));
  const secs = Number(cut / 1_000_000_000n);
  const frac = (cut % 1_000_000_000n).toString().padStart(9, '0').slice(0, digits);
  const p = (n: number) => String(n).padStart(2, '0');
  return { ns: cut, text: `${p(Math.floor(secs / 3600))}:${p(Math.floor(secs / 60) % 60)}:${p(secs % 60)}${digits ? `.${frac}` : ''}` };
});
const deltaArb = fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n });

function durationText(delta: bigint): string {
  const mag = delta < 0n ? -delta : delta;
  const frac = mag % 1_000_000_000n;
  return `${delta < 0n ? '-' : ''}PT${mag / 1_000_000_000n}${frac ? `.${frac.toString().padStart(9, '0')}` : ''}S`;
}

describe('time-of-day-add properties', () => {
  it('carry x day + new time = old time + duration, with the new time inside the day', async () => {
    await fc.assert(
      fc.asyncProperty(timeArb, deltaArb, async (t, delta) => {
        const out = (await runTool('time-of-day-add', { time: t.text, duration: durationText(delta) })) as { day_carry: number; nanoseconds_of_day: string };
        const rest = BigInt(out.nanoseconds_of_day);
        expect(rest >= 0n && rest < DAY).to.equal(true);
        expect(BigInt(out.day_carry) * DAY + rest).to.equal(t.ns + delta);
      }),
      { numRuns: 300 },
    );
  });
  it('adding and then subtracting the same duration restores the time', async () => {
    await fc.assert(
      fc.asyncProperty(timeArb, deltaArb, async (t, delta) => {
        const there = (await runTool('time-of-day-add', { time: t.text, duration: durationText(delta) })) as { time: string; day_carry: number };
        const back = (await runTool('time-of-day-add', { time: there.time, duration: durationText(-delta) })) as { time: string; day_carry: number; nanoseconds_of_day: string };
        expect(back.day_carry).to.equal(-there.day_carry);
        expect(back.nanoseconds_of_day).to.equal(t.ns.toString());
        expect(back.time.startsWith(t.text)).to.equal(true); // the same digits, perhaps with more fraction zeros
      }),
      { numRuns: 300 },
    );
  });
});
