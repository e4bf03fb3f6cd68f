import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { smallSeq } from './sequence-arbitraries.js';

describe('sequence-is-subsequence properties', () => {
  it('is true exactly when the LCS is the whole needle, with valid earliest indices', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(5), smallSeq(12), async (needle, haystack) => {
        const out = (await runTool('sequence-is-subsequence', { needle, haystack })) as { is_subsequence: boolean; indices: number[] | null };
        const lcs = (await runTool('sequence-lcs', { a: needle, b: haystack })) as { length: number; b_indices: number[] };
        expect(out.is_subsequence).to.equal(lcs.length === needle.length);
        if (out.indices) {
          out.indices.forEach((h, k) => expect(haystack[h]).to.equal(needle[k]));
          // Earliest: each index is at most the one any LCS (here the earliest-matching one) uses.
          out.indices.forEach((h, k) => expect(h <= lcs.b_indices[k]!).to.equal(true));
        }
      }),
      { numRuns: 200 },
    );
  });
});
