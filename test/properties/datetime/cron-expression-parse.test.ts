// Properties cron-expression-parse promises, on generated expressions (fast-check runs from one seed).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Schedule = Record<'minute' | 'hour' | 'day_of_month' | 'month' | 'day_of_week', number[]> & {
  day_of_month_restricted: boolean;
  day_of_week_restricted: boolean;
  day_rule: string;
  can_run: boolean;
};
type Parsed = { valid: boolean; error: { field: string | null; offset: number; message: string } | null; schedule: Schedule | null };

const FIELDS = [
  { name: 'minute', low: 0, high: 59 },
  { name: 'hour', low: 0, high: 23 },
  { name: 'day_of_month', low: 1, high: 31 },
  { name: 'month', low: 1, high: 12 },
  { name: 'day_of_week', low: 0, high: 7 },
] as const;

type Item = { text: string; values: number[] };
/** One list item with the values rule 1 says it selects (day_of_week folded 7 -> 0 by the caller). */
const itemArb = (low: number, high: number): fc.Arbitrary<Item> =>
  fc.oneof(
    fc.integer({ min: low, max: high }).map((v) => ({ text: String(v), values: [v] })),
    fc.tuple(fc.integer({ min: low, max: high }), fc.integer({ min: low, max: high }), fc.option(fc.integer({ min: 1, max: high }), { nil: undefined })).map(([a, b, s]) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const values: number[] = [];
      for (let v = lo; v <= hi; v += s ?? 1) values.push(v);
      return { text: `${lo}-${hi}${s ? `/${s}` : ''}`, values };
    }),
    fc.option(fc.integer({ min: 1, max: high }), { nil: undefined }).map((s) => {
      const values: number[] = [];
      const top = high === 7 ? 6 : high;
      for (let v = low; v <= top; v += s ?? 1) values.push(v);
      return { text: s ? `*/${s}` : '*', values };
    }),
  );
const fieldArb = (low: number, high: number) => fc.array(itemArb(low, high), { minLength: 1, maxLength: 4 });
const exprArb = fc.tuple(...FIELDS.map((f) => fieldArb(f.low, f.high))) as fc.Arbitrary<Item[][]>;

const MAX_DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

describe('cron-expression-parse properties', () => {
  it('each field lists exactly the distinct values its items select, ascending; day rule and can_run follow rules 5 and 6', async () => {
    await fc.assert(
      fc.asyncProperty(exprArb, fc.constantFrom('vixie', 'literal'), async (fields, mode) => {
        const texts = fields.map((items) => items.map((i) => i.text).join(','));
        const out = (await runTool('cron-expression-parse', { expression: texts.join(' '), wildcard_days: mode })) as Parsed;
        expect(out.valid, JSON.stringify(out.error)).to.equal(true);
        const s = out.schedule!;
        FIELDS.forEach((f, k) => {
          const want = [...new Set(fields[k]!.flatMap((i) => i.values).map((v) => (f.name === 'day_of_week' && v === 7 ? 0 : v)))].sort((a, b) => a - b);
          expect(s[f.name], f.name).to.deep.equal(want);
        });
        const unrestricted = (t: string) => (mode === 'vixie' ? t.startsWith('*') : t === '*');
        expect(s.day_of_month_restricted).to.equal(!unrestricted(texts[2]!));
        expect(s.day_of_week_restricted).to.equal(!unrestricted(texts[4]!));
        expect(s.day_rule).to.equal(s.day_of_month_restricted && s.day_of_week_restricted ? 'either' : 'both');
        const pairExists = s.month.some((m) => s.day_of_month.some((d) => d <= MAX_DAYS[m]!));
        expect(s.can_run).to.equal(s.day_rule === 'either' || pairExists);
      }),
      { numRuns: 300 },
    );
  });

  it('blanks around and between fields do not change the result; names equal their numbers in any case', async () => {
    const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    const days = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
    const mixCase = (s: string, mask: number) => [...s].map((c, i) => ((mask >> i) & 1 ? c.toLowerCase() : c)).join('');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 6 }), fc.nat(7), fc.array(fc.constantFrom(' ', '\t'), { minLength: 1, maxLength: 3 }), async (m, d, mask, blanks) => {
        const sep = blanks.join('');
        const byName = (await runTool('cron-expression-parse', { expression: `${sep}0${sep}0 * ${mixCase(months[m - 1]!, mask)} ${mixCase(days[d]!, mask)}${sep}` })) as Parsed;
        const byNumber = (await runTool('cron-expression-parse', { expression: `0 0 * ${m} ${d}` })) as Parsed;
        expect(byName).to.deep.equal(byNumber);
      }),
      { numRuns: 100 },
    );
  });

  it('a fault reports a field and an offset inside the expression', async () => {
    const junk = fc.string({ unit: fc.constantFrom('*', '/', '-', ',', '0', '5', '9', '6', 'L', '?', '#', 'W', 'x', ' ', 'MON', '7'), maxLength: 20 });
    await fc.assert(
      fc.asyncProperty(junk, async (expression) => {
        const out = (await runTool('cron-expression-parse', { expression })) as Parsed;
        if (out.valid) {
          expect(out.error).to.equal(null);
          return;
        }
        expect(out.schedule).to.equal(null);
        expect(out.error!.offset).to.be.within(0, expression.length);
        expect(out.error!.message).to.be.a('string').and.not.equal('');
      }),
      { numRuns: 300 },
    );
  });
});
