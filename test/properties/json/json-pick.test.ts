import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const doc = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 'a', null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.constantFrom('a', 'b', '~', '/'), tie('value'), { maxKeys: 3 })),
})).value;

describe('json-pick properties', () => {
  it('picking every leaf pointer from json-flatten gives the document back', async () => {
    await fc.assert(
      fc.asyncProperty(doc, async (document) => {
        const { flat } = (await runTool('json-flatten', { document })) as { flat: Record<string, unknown> };
        const out = (await runTool('json-pick', { document, pointers: Object.keys(flat) })) as { result: unknown; missing: string[] };
        expect(out.missing).to.deep.equal([]);
        expect(out.result).to.deep.equal(document);
      }),
      { numRuns: 150 },
    );
  });
});
