import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const code = (e: unknown) => (e instanceof Error && e.name === 'ToolError' ? (e as Error & { code: string }).code : String(e));

describe('json-patch-apply properties', () => {
  it('repeated copies that would double the document hit max_work, not memory', async () => {
    const patch = Array.from({ length: 40 }, (_, i) => ({ op: 'copy', from: i === 0 ? '/a' : `/c${i - 1}`, path: `/c${i}` }));
    patch.unshift({ op: 'add', path: '/a', value: Array.from({ length: 1000 }, (_, i) => i) } as never);
    // Each copy is linear, so this passes; nesting the copies into themselves doubles instead.
    await runTool('json-patch-apply', { document: {}, patch });
    const doubling = Array.from({ length: 30 }, () => ({ op: 'copy', from: '/a', path: '/a/-' }));
    try {
      await runTool('json-patch-apply', { document: { a: [1, 2, 3, 4] }, patch: doubling });
      expect.fail('expected limit_exceeded');
    } catch (e) {
      expect(code(e)).to.equal('limit_exceeded');
    }
  });
  it('a failing operation reports its index and leaves the input untouched', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20 }), async (k) => {
        const document = { list: [] as number[] };
        const patch: unknown[] = Array.from({ length: k }, (_, i) => ({ op: 'add', path: '/list/-', value: i }));
        patch.push({ op: 'test', path: '/list', value: 'nope' });
        try {
          await runTool('json-patch-apply', { document, patch });
          expect.fail('expected patch_test_failed');
        } catch (e) {
          expect(code(e)).to.equal('patch_test_failed');
          expect((e as Error & { extra: { op_index: number } }).extra.op_index).to.equal(k);
        }
        expect(document.list).to.deep.equal([]);
      }),
      { numRuns: 50 },
    );
  });
});
