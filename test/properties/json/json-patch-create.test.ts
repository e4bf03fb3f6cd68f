import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const json = () => fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
// Small alphabets make shared keys and equal array items likely, so the interesting paths run.
const small = () =>
  fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 1, 'a', null, true), fc.array(tie('value'), { maxLength: 5 }), fc.dictionary(fc.constantFrom('a', 'b', 'c', '0'), tie('value'), { maxKeys: 3 })),
  })).value;

describe('json-patch-create properties', () => {
  for (const mode of ['index', 'lcs'] as const) {
    it(`json-patch-apply of the created patch gives the target (${mode})`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(json(), small()), fc.oneof(json(), small()), async (source, target) => {
          const { patch } = (await runTool('json-patch-create', { source, target, array_mode: mode })) as { patch: unknown[] };
          const { result } = (await runTool('json-patch-apply', { document: source, patch })) as { result: unknown };
          const { equal } = (await runTool('json-diff', { source: result, target })) as { equal: boolean };
          expect(equal).to.equal(true);
        }),
        { numRuns: 150 },
      );
    });
  }
  it('gives an empty patch exactly for equal documents', async () => {
    await fc.assert(
      fc.asyncProperty(small(), small(), async (source, target) => {
        const { count } = (await runTool('json-patch-create', { source, target })) as { count: number };
        const { equal } = (await runTool('json-diff', { source, target })) as { equal: boolean };
        expect(count === 0).to.equal(equal);
      }),
      { numRuns: 150 },
    );
  });
});
