import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { blockListArb, blockText, meets, readBlock, runsOf } from './ip-cidr-arbitraries.js';

type Excluded = { cidrs: string[]; unused_exclusions: number[] };

describe('ip-cidr-exclude properties', () => {
  it('the rest R meets no exclusion, and R with the exclusions covers exactly the input with the exclusions', async () => {
    await fc.assert(
      fc.asyncProperty(blockListArb(8), blockListArb(8, 0), async (cidrs, exclude) => {
        const out = (await runTool('ip-cidr-exclude', { cidrs: cidrs.map(blockText), exclude: exclude.map(blockText) })) as Excluded;
        const rest = out.cidrs.map(readBlock);
        for (const r of rest) for (const e of exclude) expect(meets(r, e), `${blockText(r)} ${blockText(e)}`).to.equal(false);
        expect(runsOf([...rest, ...exclude])).to.deep.equal(runsOf([...cidrs, ...exclude]));
        // written minimally: the same as merging the rest
        if (out.cidrs.length > 0) {
          const merged = (await runTool('ip-cidr-merge', { cidrs: out.cidrs })) as { cidrs: string[] };
          expect(merged.cidrs).to.deep.equal(out.cidrs);
        }
        const unused = exclude.flatMap((e, i) => (cidrs.some((c) => meets(c, e)) ? [] : [i]));
        expect(out.unused_exclusions).to.deep.equal(unused);
      }),
      { numRuns: 250 },
    );
  });
  it('excluding nothing is merging, excluding the input itself leaves nothing', async () => {
    await fc.assert(
      fc.asyncProperty(blockListArb(8), async (cidrs) => {
        const texts = cidrs.map(blockText);
        const none = (await runTool('ip-cidr-exclude', { cidrs: texts, exclude: [] })) as Excluded;
        const merged = (await runTool('ip-cidr-merge', { cidrs: texts })) as { cidrs: string[] };
        expect(none.cidrs).to.deep.equal(merged.cidrs);
        const all = (await runTool('ip-cidr-exclude', { cidrs: texts, exclude: texts })) as Excluded;
        expect(all).to.deep.equal({ cidrs: [], unused_exclusions: [] });
      }),
      { numRuns: 100 },
    );
  });
});
