import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { answersArb, definitionArb, type Definition } from './form-arbitraries.js';

type Row = { field: string; pointer: string; status: string; before?: unknown; after?: unknown; selections_added?: string[]; selections_removed?: string[] };
type Diff = { changed: boolean; changes: Row[]; counts: { added: number; changed: number; cleared: number; unchanged: number; unanswered: number } };

const known = (def: Definition, answers: Record<string, unknown>) => Object.fromEntries(Object.entries(answers).filter(([k]) => def.fields.some((f) => f.id === k)));
const pairs = definitionArb(6).chain((def) => fc.tuple(answersArb(def), answersArb(def)).map(([a, b]) => ({ def, before: known(def, a), after: known(def, b) })));
const diff = async (definition: Definition, before: Record<string, unknown>, after: Record<string, unknown>) => (await runTool('form-answers-diff', { definition, before, after })) as Diff;
const inverse: Record<string, string> = { added: 'cleared', cleared: 'added', changed: 'changed' };

describe('form-answers-diff properties', () => {
  it('an answer set against itself has no change; counts add up to the fields', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, async ({ def, before }) => {
        const out = await diff(def, before, before);
        expect(out.changes).to.deep.equal([]);
        expect(out.counts.unchanged + out.counts.unanswered).to.equal(def.fields.length);
      }),
      { numRuns: 100 },
    );
  });

  it('swapping the sets swaps added with cleared and before with after, and the selection deltas', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, async ({ def, before, after }) => {
        const there = await diff(def, before, after);
        const back = await diff(def, after, before);
        const c = there.counts;
        expect(c.added + c.changed + c.cleared + c.unchanged + c.unanswered).to.equal(def.fields.length);
        expect(back.changes.map((r) => [r.field, r.status, r.before, r.after, r.selections_added, r.selections_removed])).to.deep.equal(
          there.changes.map((r) => [r.field, inverse[r.status], r.after, r.before, r.selections_removed, r.selections_added]),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('reordering a multi answer or padding a number answer with zeros is no change', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, async ({ def, before }) => {
        const after: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(before)) {
          const f = def.fields.find((g) => g.id === k)!;
          if (f.type === 'multi' && Array.isArray(v)) after[k] = [...v].reverse();
          else if ((f.type === 'number' || f.type === 'integer') && typeof v === 'string' && /^-?(0|[1-9][0-9]*)\.[0-9]+$/.test(v)) after[k] = v + '00';
          else after[k] = v;
        }
        const out = await diff(def, before, after);
        // A multi answer with a repeated item is no set and compares in order (rule 3).
        const repeated = (v: unknown) => Array.isArray(v) && new Set(v).size !== v.length && [...v].reverse().some((x, i) => x !== v[i]);
        expect(out.changes.filter((r) => !repeated(before[r.field]))).to.deep.equal([]);
      }),
      { numRuns: 150 },
    );
  });
});
