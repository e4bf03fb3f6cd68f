import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

// Brute force over every index subset, shortest-first never matters: keep the longest, and among
// equally long the lexicographically smallest index list.
function brute(values: number[], strict: boolean): number[] {
  let best: number[] = [];
  for (let mask = 0; mask < 1 << values.length; mask++) {
    const idx: number[] = [];
    for (let i = 0; i < values.length; i++) if (mask & (1 << i)) idx.push(i);
    const ok = idx.every((v, k) => k === 0 || (strict ? values[idx[k - 1]!]! < values[v]! : values[idx[k - 1]!]! <= values[v]!));
    if (!ok) continue;
    const smaller = idx.length > best.length || (idx.length === best.length && idx.join(',') !== best.join(',') && lexLess(idx, best));
    if (smaller) best = idx;
  }
  return best;
}
const lexLess = (x: number[], y: number[]) => {
  for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k]! < y[k]!;
  return false;
};

describe('sequence-longest-increasing-subsequence properties', () => {
  it('matches the O(2^n) brute force, strict and non-strict', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 11 }), fc.boolean(), async (values, strict) => {
        const out = (await runTool('sequence-longest-increasing-subsequence', { values, strict })) as { length: number; indices: number[] };
        const idx = brute(values, strict);
        expect(out.indices).to.deep.equal(idx);
        expect(out.length).to.equal(idx.length);
      }),
      { numRuns: 200 },
    );
  });
});
