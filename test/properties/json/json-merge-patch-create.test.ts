import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';

const doc = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 1, 'a', true, null), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 })),
})).value;

describe('json-merge-patch-create / apply properties', () => {
  it('applying the created patch gives the target, or creation refuses a null member', async () => {
    await fc.assert(
      fc.asyncProperty(doc, doc, async (source, target) => {
        let patch: unknown;
        try {
          ({ patch } = (await runTool('json-merge-patch-create', { source, target })) as { patch: unknown });
        } catch (e) {
          expect(e instanceof ToolError && e.code).to.equal('null_not_representable');
          return;
        }
        const { result } = (await runTool('json-merge-patch-apply', { target: source, patch })) as { result: unknown };
        expect(((await runTool('json-diff', { source: result, target })) as { equal: boolean }).equal).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
