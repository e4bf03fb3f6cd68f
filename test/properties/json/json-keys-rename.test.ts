import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

const doc = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 'a', null), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 })),
})).value;

describe('json-keys-rename properties', () => {
  it('a swap applied twice is the identity, and never loses a member', async () => {
    await fc.assert(
      fc.asyncProperty(doc, async (document) => {
        const renames = { a: 'b', b: 'a' };
        const once = (await runTool('json-keys-rename', { document, renames })) as { result: unknown };
        const twice = (await runTool('json-keys-rename', { document: once.result, renames })) as { result: unknown };
        expect(twice.result).to.deep.equal(document);
        expect(JSON.stringify(once.result).length).to.equal(JSON.stringify(document).length);
      }),
      { numRuns: 150 },
    );
  });
  it('a rename onto a present name is a collision', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.integer(), { minKeys: 2, maxKeys: 3 }), async (document) => {
        const [x, y] = Object.keys(document) as [string, string];
        expect((await toolFailure('json-keys-rename', { document, renames: { [x]: y } })).code).to.equal('collision');
      }),
      { numRuns: 50 },
    );
  });
});
