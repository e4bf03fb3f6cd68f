import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { deepEqual, record } from './json-array-arbitraries.js';

type Joined = { rows: { left_index: number | null; right_index: number | null; left?: unknown; right?: unknown }[]; counts: Record<string, number> };

describe('json-array-join properties', () => {
  it('agrees with a nested-loop reference for every join type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { maxLength: 15 }), fc.array(record, { maxLength: 15 }), fc.constantFrom('inner', 'left', 'right', 'full'), async (left, right, type) => {
        const out = (await runTool('json-array-join', { left, right, on: [{ left: '/k' }], type })) as Joined;
        const usable = (r: Record<string, unknown>) => Object.hasOwn(r, 'k') && r.k !== null;
        const match = (a: Record<string, unknown>, b: Record<string, unknown>) => usable(a) && usable(b) && deepEqual(a.k, b.k);
        const ref: [number | null, number | null][] = [];
        left.forEach((l, i) => {
          const js = right.flatMap((r, j) => (match(l, r) ? [j] : []));
          for (const j of js) ref.push([i, j]);
          if (js.length === 0 && (type === 'left' || type === 'full')) ref.push([i, null]);
        });
        if (type === 'right' || type === 'full') right.forEach((r, j) => { if (!left.some((l) => match(l, r))) ref.push([null, j]); });
        expect(out.rows.map((r) => [r.left_index, r.right_index])).to.deep.equal(ref);
        for (const row of out.rows) {
          if (row.left_index !== null) expect(row.left).to.deep.equal(left[row.left_index]);
          else expect(row).to.not.have.property('left');
          if (row.right_index !== null) expect(row.right).to.deep.equal(right[row.right_index]);
          else expect(row).to.not.have.property('right');
        }
        expect(out.counts.rows).to.equal(out.rows.length);
      }),
      { numRuns: 200 },
    );
  });

  it('a 10000 x 10000 many-to-many is refused at once; joined bytes over the limit too', async () => {
    const ones = Array.from({ length: 10000 }, () => 1);
    expect((await toolFailure('json-array-join', { left: ones, right: ones, on: [{ left: '' }] })).code).to.equal('limit_exceeded');
    const left = Array.from({ length: 100 }, (_, i) => ({ k: i % 2, pad: 'z'.repeat(100) }));
    const right = Array.from({ length: 100 }, (_, i) => ({ k: i % 2 }));
    // 5000 pairs of ~120-byte left items exceed 262144 bytes.
    expect((await toolFailure('json-array-join', { left, right, on: [{ left: '/k' }] })).code).to.equal('limit_exceeded');
  });
});
