import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { answersArb, definitionArb, type Definition } from './form-arbitraries.js';

type Stats = { count: number; sum: string; min: string | null; max: string | null; mean: { numerator: string; denominator: string } | null };
type Row = {
  field: string;
  type: string;
  answered: number;
  missing: number;
  skipped: number;
  invalid: number;
  options?: { choice: string; count: number }[];
  other?: { count: number; texts: { text: string; count: number }[] };
  booleans?: { true: number; false: number };
  stats?: Stats;
};
type Tally = { responses: number; fields: Row[] };

const known = (def: Definition, answers: Record<string, unknown>) => Object.fromEntries(Object.entries(answers).filter(([k]) => def.fields.some((f) => f.id === k)));
const sets = definitionArb(6).chain((def) => fc.array(answersArb(def).map((a) => known(def, a)), { maxLength: 12 }).map((responses) => ({ def, responses })));
const tally = async (definition: Definition, responses: Record<string, unknown>[]) => (await runTool('form-responses-tally', { definition, responses })) as Tally;
type Checked = { errors: { field: string; code: string }[]; hidden: string[] };

describe('form-responses-tally properties', () => {
  it('answered + missing + skipped + invalid = responses, and each agrees with form-answers-validate response by response', async () => {
    await fc.assert(
      fc.asyncProperty(sets, async ({ def, responses }) => {
        const out = await tally(def, responses);
        const expected = def.fields.map(() => ({ answered: 0, missing: 0, skipped: 0, invalid: 0 }));
        for (const answers of responses) {
          const v = (await runTool('form-answers-validate', { definition: def, answers, hidden_answers: 'ignore' })) as Checked;
          def.fields.forEach((f, i) => {
            const e = expected[i]!;
            if (v.hidden.includes(f.id)) e.skipped++;
            else if (!Object.prototype.hasOwnProperty.call(answers, f.id)) e.missing++;
            else if (v.errors.some((x) => x.field === f.id)) e.invalid++;
            else e.answered++;
          });
        }
        expect(out.responses).to.equal(responses.length);
        expect(out.fields.map((r) => ({ answered: r.answered, missing: r.missing, skipped: r.skipped, invalid: r.invalid }))).to.deep.equal(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('option counts cover every choice; choice answers sum to answered; mean times count is the sum', async () => {
    await fc.assert(
      fc.asyncProperty(sets, async ({ def, responses }) => {
        const out = await tally(def, responses);
        out.fields.forEach((r, i) => {
          const f = def.fields[i]!;
          if (r.options) expect(r.options.map((o) => o.choice)).to.deep.equal(f.choices);
          if (f.type === 'choice') expect(r.options!.reduce((n, o) => n + o.count, 0) + (r.other?.count ?? 0)).to.equal(r.answered);
          if (r.other) expect(r.other.texts.reduce((n, t) => n + t.count, 0)).to.equal(r.other.count);
          if (r.booleans) expect(r.booleans.true + r.booleans.false).to.equal(r.answered);
          if (r.stats && r.stats.mean) {
            // sum = mean * count, compared as fractions: sum text -> p / 10^k.
            const [int, frac = ''] = r.stats.sum.split('.');
            const sumNum = BigInt(int! + frac);
            const sumDen = 10n ** BigInt(frac.length);
            expect(BigInt(r.stats.mean.numerator) * BigInt(r.stats.count) * sumDen).to.equal(sumNum * BigInt(r.stats.mean.denominator));
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('the tally of a concatenation adds the counts of the parts', async () => {
    await fc.assert(
      fc.asyncProperty(sets, fc.nat(12), async ({ def, responses }, cut) => {
        const k = Math.min(cut, responses.length);
        const [a, b, all] = await Promise.all([tally(def, responses.slice(0, k)), tally(def, responses.slice(k)), tally(def, responses)]);
        all.fields.forEach((r, i) => {
          for (const key of ['answered', 'missing', 'skipped', 'invalid'] as const) expect(r[key]).to.equal(a.fields[i]![key] + b.fields[i]![key]);
          r.options?.forEach((o, j) => expect(o.count).to.equal(a.fields[i]!.options![j]!.count + b.fields[i]!.options![j]!.count));
          if (r.stats) expect(r.stats.count).to.equal(a.fields[i]!.stats!.count + b.fields[i]!.stats!.count);
        });
      }),
      { numRuns: 100 },
    );
  });
});
