import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { answersArb, definitionArb, mutatedArb, type Definition } from './form-arbitraries.js';

type Change = { aspect: string; before: unknown; after: unknown; breaking: boolean };
type Diff = {
  breaking: boolean;
  added: { id: string; pointer: string; required: boolean; breaking: boolean }[];
  removed: { id: string; pointer: string; breaking: boolean }[];
  changed: { before_id: string; after_id: string; pointer: string; changes: Change[]; breaking: boolean }[];
  counts: { added: number; removed: number; changed: number; unchanged: number; breaking: number };
};

const diff = async (before: Definition, after: Definition, id_map?: { from: string; to: string }[]) =>
  (await runTool('form-definition-diff', id_map === undefined ? { before, after } : { before, after, id_map })) as Diff;
const valid = async (definition: Definition, answers: Record<string, unknown>) => ((await runTool('form-answers-validate', { definition, answers })) as { valid: boolean }).valid;

const versions = definitionArb(6).chain((before) => mutatedArb(before).map((after) => ({ before, after })));

describe('form-definition-diff properties', () => {
  it('a definition against itself has no change; counts add up', async () => {
    await fc.assert(
      fc.asyncProperty(definitionArb(8), async (d) => {
        const out = await diff(d, d);
        expect(out).to.deep.equal({ breaking: false, added: [], removed: [], changed: [], counts: { added: 0, removed: 0, changed: 0, unchanged: d.fields.length, breaking: 0 } });
      }),
      { numRuns: 100 },
    );
  });

  it('compatible means what rule 3 says: every answer set valid before stays valid after', async () => {
    let compatibleSeen = 0;
    let validSeen = 0;
    await fc.assert(
      fc.asyncProperty(versions.chain((v) => fc.array(answersArb(v.before), { minLength: 5, maxLength: 5 }).map((sets) => ({ ...v, sets }))), async ({ before, after, sets }) => {
        const out = await diff(before, after);
        expect(out.counts.added).to.equal(out.added.length);
        expect(out.counts.changed + out.counts.unchanged + out.counts.removed).to.equal(before.fields.length);
        expect(out.breaking).to.equal(out.counts.breaking > 0);
        if (out.breaking) return;
        compatibleSeen++;
        for (const answers of sets) {
          if (!(await valid(before, answers))) continue;
          validSeen++;
          expect(await valid(after, answers), JSON.stringify(answers)).to.equal(true);
        }
      }),
      { numRuns: 150 },
    );
    expect(compatibleSeen).to.be.greaterThan(5);
    expect(validSeen).to.be.greaterThan(20);
  });

  it('swapping before and after swaps added and removed, and pairs the same fields', async () => {
    await fc.assert(
      fc.asyncProperty(versions, async ({ before, after }) => {
        const there = await diff(before, after);
        const back = await diff(after, before);
        expect(back.added.map((a) => a.id)).to.deep.equal(there.removed.map((r) => r.id));
        expect(back.removed.map((r) => r.id)).to.deep.equal(there.added.map((a) => a.id));
        expect(back.counts.changed).to.equal(there.counts.changed);
        expect(back.counts.unchanged).to.equal(there.counts.unchanged);
      }),
      { numRuns: 100 },
    );
  });

  it('renaming every field through id_map pairs them all: only id rows are added', async () => {
    await fc.assert(
      fc.asyncProperty(definitionArb(6), async (d) => {
        const rename = (id: string) => `${id}_v2`;
        const after = { fields: d.fields.map((f) => ({ ...f, id: rename(f.id), ...(f.show_if ? { show_if: f.show_if.map((c) => ({ ...c, field: rename(c.field) })) } : {}) })) };
        const out = await diff(d, after, d.fields.map((f) => ({ from: f.id, to: rename(f.id) })));
        expect(out.added).to.deep.equal([]);
        expect(out.removed).to.deep.equal([]);
        expect(out.changed.map((c) => c.changes.map((x) => x.aspect))).to.deep.equal(d.fields.map(() => ['id']));
      }),
      { numRuns: 100 },
    );
  });
});
