import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { blockListArb, blockText, lastOf, readBlock, runsOf, sizeOf, type Block } from './ip-cidr-arbitraries.js';

type Merged = { cidrs: string[]; ipv4_addresses: string; ipv6_addresses: string };

describe('ip-cidr-merge properties', () => {
  it('covers exactly the input addresses with disjoint, sorted blocks no two of which could join', async () => {
    await fc.assert(
      fc.asyncProperty(blockListArb(12), async (blocks) => {
        const out = (await runTool('ip-cidr-merge', { cidrs: blocks.map(blockText) })) as Merged;
        const merged = out.cidrs.map(readBlock);
        expect(runsOf(merged)).to.deep.equal(runsOf(blocks));
        expect(merged.length).to.be.at.most(blocks.length);
        for (let i = 1; i < merged.length; i++) {
          const [p, q] = [merged[i - 1]!, merged[i]!];
          if (p.version === q.version) {
            expect(lastOf(p) < q.network).to.equal(true);
            // aligned siblings would have been joined
            const siblings = p.prefix === q.prefix && lastOf(p) + 1n === q.network && (p.network & sizeOf(p)) === 0n;
            expect(siblings).to.equal(false);
          } else expect(p.version).to.equal(4);
        }
        const count = (v: 4 | 6): string => String(merged.filter((b: Block) => b.version === v).reduce((n, b) => n + sizeOf(b), 0n));
        expect(out.ipv4_addresses).to.equal(count(4));
        expect(out.ipv6_addresses).to.equal(count(6));
      }),
      { numRuns: 200 },
    );
  });
  it('is idempotent and ignores input order', async () => {
    await fc.assert(
      fc.asyncProperty(blockListArb(10), async (blocks) => {
        const once = (await runTool('ip-cidr-merge', { cidrs: blocks.map(blockText) })) as Merged;
        const twice = (await runTool('ip-cidr-merge', { cidrs: once.cidrs })) as Merged;
        const reversed = (await runTool('ip-cidr-merge', { cidrs: blocks.map(blockText).reverse() })) as Merged;
        expect(twice).to.deep.equal(once);
        expect(reversed).to.deep.equal(once);
      }),
      { numRuns: 150 },
    );
  });
});
