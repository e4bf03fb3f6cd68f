// Properties date-excel-serial-convert promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Out = { serial: string; serial_exact: { numerator: string; denominator: string }; date: string | null; time: string; date_time: string | null; fictitious_leap_day: boolean };

const dayArb = fc.integer({ min: dayOfIso('1904-01-01'), max: dayOfIso('9999-12-31') });
const timeArb = fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }), s: fc.integer({ min: 0, max: 59 }), ms: fc.integer({ min: 0, max: 999 }) });
const p = (n: number, w = 2) => String(n).padStart(w, '0');

describe('date-excel-serial-convert properties', () => {
  it('date -> serial -> date round-trips in both systems, 1462 days apart', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, async (day) => {
        const date = isoOfDay(day);
        const a = (await runTool('date-excel-serial-convert', { date })) as Out;
        const b = (await runTool('date-excel-serial-convert', { date, system: '1904' })) as Out;
        expect(Number(a.serial) - Number(b.serial)).to.equal(1462);
        expect(((await runTool('date-excel-serial-convert', { serial: a.serial })) as Out).date).to.equal(date);
        expect(((await runTool('date-excel-serial-convert', { serial: Number(b.serial), system: '1904' })) as Out).date).to.equal(date);
      }),
      { numRuns: 200 },
    );
  });
  it('date-time -> exact serial -> date-time round-trips to the millisecond', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, timeArb, async (day, t) => {
        const time = `${p(t.h)}:${p(t.m)}:${p(t.s)}.${p(t.ms, 3)}`;
        const a = (await runTool('date-excel-serial-convert', { date_time: `${isoOfDay(day)}T${time}`, decimal_places: 15 })) as Out;
        const { numerator, denominator } = a.serial_exact;
        // The exact fraction, written as a terminating decimal when it is one, or read back through serial with 15 places.
        const back = (await runTool('date-excel-serial-convert', { serial: a.serial })) as Out;
        expect(back.date_time).to.equal(`${isoOfDay(day)}T${time.replace(/\.?0+$/, '')}`);
        expect(BigInt(numerator) * 86_400_000n / BigInt(denominator)).to.equal(BigInt(Number(a.serial.split('.')[0])) * 86_400_000n + BigInt(((t.h * 60 + t.m) * 60 + t.s) * 1000 + t.ms));
      }),
      { numRuns: 200 },
    );
  });
  it('serials 1..60 walk January and February 1900, 60 being the fictitious leap day', async () => {
    for (let s = 1; s <= 61; s++) {
      const out = (await runTool('date-excel-serial-convert', { serial: s })) as Out;
      const expected = s <= 31 ? `1900-01-${p(s)}` : s <= 60 ? `1900-02-${p(s - 31)}` : '1900-03-01';
      expect(out.date).to.equal(expected);
      expect(out.fictitious_leap_day).to.equal(s === 60);
      expect(((await runTool('date-excel-serial-convert', { date: expected })) as Out).serial).to.equal(String(s));
    }
  });
});
