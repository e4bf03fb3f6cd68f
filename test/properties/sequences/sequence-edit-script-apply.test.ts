import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { smallSeq } from './sequence-arbitraries.js';

describe('sequence-edit-script-apply properties', () => {
  it('a script for a fails on any other sequence with script_mismatch', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(), smallSeq(), smallSeq(), async (a, b, other) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(other));
        const { script } = (await runTool('sequence-edit-script', { a, b })) as { script: unknown[] };
        expect((await toolFailure('sequence-edit-script-apply', { sequence: other, script })).code).to.equal('script_mismatch');
      }),
      { numRuns: 150 },
    );
  });
  it('kept + deleted = input length and kept + inserted = result length', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(), smallSeq(), async (a, b) => {
        const { script } = (await runTool('sequence-edit-script', { a, b })) as { script: unknown[] };
        const out = (await runTool('sequence-edit-script-apply', { sequence: a, script })) as { result: unknown[]; kept: number; deleted: number; inserted: number };
        expect(out.kept + out.deleted).to.equal(a.length);
        expect(out.kept + out.inserted).to.equal(out.result.length);
      }),
      { numRuns: 100 },
    );
  });
});
