import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

// Member names that are never canonical array indexes, so arrays and objects stay distinguishable.
const name = fc.string({ maxLength: 4 }).filter((k) => !/^(0|[1-9][0-9]*)$/.test(k));
const doc = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(name, tie('value'), { maxKeys: 4 })),
})).value;

describe('json-flatten / json-unflatten properties', () => {
  for (const style of ['pointer', 'dotted'] as const) {
    it(`unflatten(flatten(d)) equals d (${style} style)`, async () => {
      await fc.assert(
        fc.asyncProperty(doc, async (document) => {
          // The one dotted-style exclusion of rule 3: a top-level "" member holding a leaf.
          if (style === 'dotted' && document !== null && typeof document === 'object' && !Array.isArray(document) && Object.hasOwn(document, '')) return;
          const { flat } = (await runTool('json-flatten', { document, style })) as { flat: Record<string, unknown> };
          const { result } = (await runTool('json-unflatten', { flat, style, array_indices: true })) as { result: unknown };
          expect(result).to.deep.equal(document);
        }),
        { numRuns: 200 },
      );
    });
  }
  it('every flat value is a leaf', async () => {
    await fc.assert(
      fc.asyncProperty(doc, async (document) => {
        const { flat, count } = (await runTool('json-flatten', { document })) as { flat: Record<string, unknown>; count: number };
        expect(Object.keys(flat).length).to.equal(count);
        for (const v of Object.values(flat)) if (v !== null && typeof v === 'object') expect(Object.keys(v).length).to.equal(0);
      }),
      { numRuns: 100 },
    );
  });
});
