import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

describe('json-patch-apply properties', () => {
  it('repeated copies that would double the document hit max_work, not memory', async () => {
    const patch = Array.from({ length: 40 }, (_, i) => ({ op: 'copy', from: i === 0 ? '/a' : `/c${i - 1}`, path: `/c${i}` }));
    patch.unshift({ op: 'add', path: '/a', value: Array.from({ length: 1000 }, (_, i) => i) } as never);
    // Each copy is linear, so this passes; nesting the copies into themselves doubles instead.
    await runTool('json-patch-apply', { document: {}, patch });
    const doubling = Array.from({ length: 30 }, () => ({ op: 'copy', from: '/a', path: '/a/-' }));
    expect((await toolFailure('json-patch-apply', { document: { a: [1, 2, 3, 4] }, patch: doubling })).code).to.equal('limit_exceeded');
  });
  it('a failing operation reports its index and leaves the input untouched', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20 }), async (k) => {
        const document = { list: [] as number[] };
        const patch: unknown[] = Array.from({ length: k }, (_, i) => ({ op: 'add', path: '/list/-', value: i }));
        patch.push({ op: 'test', path: '/list', value: 'nope' });
        const e = await toolFailure('json-patch-apply', { document, patch });
        expect(e.code).to.equal('patch_test_failed');
        expect(e.extra?.op_index).to.equal(k);
        expect(document.list).to.deep.equal([]);
      }),
      { numRuns: 50 },
    );
  });
});
