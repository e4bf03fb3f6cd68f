import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { smallSeq } from './sequence-arbitraries.js';

type Merge = { clean: boolean; merged: unknown[] | null };

describe('sequence-merge-three-way properties', () => {
  it('identical sides merge cleanly to that side', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(), smallSeq(), async (base, side) => {
        const out = (await runTool('sequence-merge-three-way', { base, ours: side, theirs: side })) as Merge;
        expect(out.clean).to.equal(true);
        expect(out.merged).to.deep.equal(side);
      }),
      { numRuns: 150 },
    );
  });
  it('an unchanged side yields the other side', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(), smallSeq(), fc.boolean(), async (base, changed, oursChanged) => {
        const input = oursChanged ? { base, ours: changed, theirs: base } : { base, ours: base, theirs: changed };
        const out = (await runTool('sequence-merge-three-way', input)) as Merge;
        expect(out.clean).to.equal(true);
        expect(out.merged).to.deep.equal(changed);
      }),
      { numRuns: 150 },
    );
  });
});
