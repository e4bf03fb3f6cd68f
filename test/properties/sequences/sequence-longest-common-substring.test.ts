import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { smallSeq } from './sequence-arbitraries.js';

describe('sequence-longest-common-substring properties', () => {
  it('agrees with a brute-force scan and its tie-break', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(15), smallSeq(15), async (a, b) => {
        const out = (await runTool('sequence-longest-common-substring', { a, b })) as { length: number; a_start: number | null; b_start: number | null };
        let best = { length: 0, a_start: null as number | null, b_start: null as number | null };
        for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) {
          let l = 0;
          while (i + l < a.length && j + l < b.length && a[i + l] === b[j + l]) l++;
          if (l > best.length) best = { length: l, a_start: i, b_start: j };
        }
        expect({ length: out.length, a_start: out.a_start, b_start: out.b_start }).to.deep.equal(best);
      }),
      { numRuns: 200 },
    );
  });
});
