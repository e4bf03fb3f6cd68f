import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { smallSeq } from './sequence-arbitraries.js';

type Lcs = { length: number; items: unknown[]; a_indices: number[]; b_indices: number[] };

// Brute force: depth-first over index pairs in lexicographic order; the first longest list found
// is the lexicographically smallest one.
function bruteLcs(a: string[], b: string[]): [number, number][] {
  let best: [number, number][] = [];
  const cur: [number, number][] = [];
  const rec = (i: number, j: number) => {
    if (cur.length > best.length) best = cur.slice();
    for (let x = i; x < a.length; x++) for (let y = j; y < b.length; y++) if (a[x] === b[y]) {
      cur.push([x, y]);
      rec(x + 1, y + 1);
      cur.pop();
    }
  };
  rec(0, 0);
  return best;
}

describe('sequence-lcs properties', () => {
  it('equals the brute-force earliest-matching LCS', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(7), smallSeq(7), async (a, b) => {
        const out = (await runTool('sequence-lcs', { a, b })) as Lcs;
        const pairs = bruteLcs(a, b);
        expect(out.length).to.equal(pairs.length);
        expect(out.a_indices).to.deep.equal(pairs.map((p) => p[0]));
        expect(out.b_indices).to.deep.equal(pairs.map((p) => p[1]));
        expect(out.items).to.deep.equal(pairs.map((p) => a[p[0]]));
      }),
      { numRuns: 200 },
    );
  });
});
