import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { jsonSeq, lcsLength, smallSeq } from './sequence-arbitraries.js';

type Run = { op: 'equal' | 'delete' | 'insert'; a_start: number; b_start: number; items: unknown[] };
type Script = { distance: number; deletions: number; insertions: number; equal: number; script: Run[] };

describe('sequence-edit-script properties', () => {
  it('is minimal (n + m - 2 LCS), applies to give b, and lists deletions before insertions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.tuple(smallSeq(), smallSeq()), fc.tuple(jsonSeq(), jsonSeq())), async ([a, b]) => {
        const out = (await runTool('sequence-edit-script', { a, b })) as Script;
        expect(out.distance).to.equal(a.length + b.length - 2 * lcsLength(a, b));
        const applied = (await runTool('sequence-edit-script-apply', { sequence: a, script: out.script })) as { result: unknown[] };
        expect(applied.result).to.deep.equal(b);
        for (let k = 1; k < out.script.length; k++) {
          expect(out.script[k]!.op).to.not.equal(out.script[k - 1]!.op);
          expect(out.script[k - 1]!.op === 'insert' && out.script[k]!.op === 'delete').to.equal(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});
