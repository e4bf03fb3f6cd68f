import { expect } from 'chai';
import fc from 'fast-check';
import { compareCodePoints } from '../../../impl/lib/code-point-order.js';
import { runTool } from '../../support/direct.js';
import { definitionWithAnswers, type Definition } from './form-arbitraries.js';

type AnswerError = { field: string; code: string; pointer: string; message: string };
type Checked = { valid: boolean; errors: AnswerError[]; hidden: string[]; counts: { fields: number; shown: number; hidden: number; answered: number; errors: number } };

const TOOL = 'form-answers-validate';
const check = async (definition: Definition, answers: Record<string, unknown>, hidden_answers?: 'reject' | 'ignore') =>
  (await runTool(TOOL, hidden_answers === undefined ? { definition, answers } : { definition, answers, hidden_answers })) as Checked;

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

describe('form-answers-validate properties', () => {
  it('at most one error per field, in field order, unknown keys last in code point order; counts add up', async () => {
    await fc.assert(
      fc.asyncProperty(definitionWithAnswers, async ({ def, answers }) => {
        const out = await check(def, answers);
        const ids = def.fields.map((f) => f.id);
        const fieldErrors = out.errors.filter((e) => e.code !== 'unknown_field');
        const positions = fieldErrors.map((e) => ids.indexOf(e.field));
        expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!))).to.equal(true);
        const unknown = out.errors.slice(fieldErrors.length);
        expect(unknown.every((e) => e.code === 'unknown_field')).to.equal(true);
        expect(unknown.map((e) => e.field)).to.deep.equal(Object.keys(answers).filter((k) => !ids.includes(k)).sort(compareCodePoints));
        expect(out.valid).to.equal(out.errors.length === 0);
        expect(out.counts).to.deep.equal({
          fields: ids.length,
          shown: ids.length - out.hidden.length,
          hidden: out.hidden.length,
          answered: ids.filter((id) => has(answers, id)).length,
          errors: out.errors.length,
        });
        // A field without conditions is always shown; a missing required shown field is always an error.
        for (const f of def.fields) {
          if (f.show_if === undefined) expect(out.hidden).not.to.include(f.id);
          if (f.required && !has(answers, f.id) && !out.hidden.includes(f.id)) expect(fieldErrors.find((e) => e.field === f.id)?.code).to.equal('required');
          if (out.hidden.includes(f.id)) expect(fieldErrors.find((e) => e.field === f.id)?.code ?? 'answered_while_hidden').to.equal('answered_while_hidden');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('ignore differs from reject exactly by the answered_while_hidden errors, and dropping hidden answers makes them agree', async () => {
    await fc.assert(
      fc.asyncProperty(definitionWithAnswers, async ({ def, answers }) => {
        const reject = await check(def, answers);
        const ignore = await check(def, answers, 'ignore');
        expect(ignore.hidden).to.deep.equal(reject.hidden);
        expect(ignore.errors).to.deep.equal(reject.errors.filter((e) => e.code !== 'answered_while_hidden'));
        const kept = Object.fromEntries(Object.entries(answers).filter(([k]) => !reject.hidden.includes(k)));
        // Hidden fields' answers never decide visibility (their targets are hidden too), so the result stands.
        const again = await check(def, kept);
        expect(again.hidden).to.deep.equal(reject.hidden);
        expect(again.errors).to.deep.equal(ignore.errors);
      }),
      { numRuns: 200 },
    );
  });

  it('an answer with surplus trailing zeros ("2.50" for "2.5") gets the same verdict', async () => {
    await fc.assert(
      fc.asyncProperty(definitionWithAnswers, async ({ def, answers }) => {
        const padded = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, typeof v === 'string' && /^-?(0|[1-9][0-9]*)\.[0-9]+$/.test(v) && v.length < 99 ? v + '0' : v]));
        const a = await check(def, answers);
        const b = await check(def, padded);
        expect(b.hidden).to.deep.equal(a.hidden);
        expect(b.errors.map((e) => [e.field, e.code])).to.deep.equal(a.errors.map((e) => [e.field, e.code]));
      }),
      { numRuns: 150 },
    );
  });
});
