import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipv4Text, ipv4Value, ipv6Text, ipv6Value } from './subnet-arbitraries.js';

type Result = { version: 4 | 6; cidrs: string[]; address_count: string };

function ipv4Blocks(out: Result): { network: bigint; size: bigint }[] {
  return out.cidrs.map((c) => {
    const [addr, p] = c.split('/') as [string, string];
    return { network: addr.split('.').reduce((v, x) => (v << 8n) | BigInt(x), 0n), size: 1n << BigInt(32 - Number(p)) };
  });
}

describe('ip-range-to-cidrs properties', () => {
  it('IPv4: the blocks are aligned, adjacent, cover exactly [first, last], and no two neighbours could merge', async () => {
    await fc.assert(
      fc.asyncProperty(ipv4Value, ipv4Value, async (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const out = (await runTool('ip-range-to-cidrs', { first: ipv4Text(lo), last: ipv4Text(hi) })) as Result;
        const list = ipv4Blocks(out);
        expect(out.address_count).to.equal(String(hi - lo + 1));
        expect(list.length).to.be.at.most(62);
        let next = BigInt(lo);
        for (const [i, blk] of list.entries()) {
          expect(blk.network === next, out.cidrs[i]).to.equal(true);
          expect(blk.network % blk.size === 0n, out.cidrs[i]).to.equal(true);
          next = blk.network + blk.size;
          const prev = list[i - 1];
          if (prev && prev.size === blk.size) expect(prev.network % (2n * blk.size) === 0n, 'mergeable siblings').to.equal(false);
        }
        expect(next === BigInt(hi) + 1n).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
  it('IPv6: the first block starts at first, the last ends at last, and their sizes sum to the count', async () => {
    await fc.assert(
      fc.asyncProperty(ipv6Value, ipv6Value, async (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const out = (await runTool('ip-range-to-cidrs', { first: ipv6Text(lo), last: ipv6Text(hi) })) as Result;
        expect(out.cidrs.length).to.be.at.most(254);
        let total = 0n;
        let expectedStart = lo;
        for (const c of out.cidrs) {
          const info = (await runTool('ipv6-prefix-info', { prefix: c })) as { network_expanded: string; last_address_expanded: string; address_count: string };
          const start = BigInt(`0x${info.network_expanded.replaceAll(':', '')}`);
          expect(start === expectedStart, c).to.equal(true);
          expectedStart = BigInt(`0x${info.last_address_expanded.replaceAll(':', '')}`) + 1n;
          total += BigInt(info.address_count);
        }
        expect(expectedStart === hi + 1n).to.equal(true);
        expect(String(total)).to.equal(out.address_count);
      }),
      { numRuns: 100 },
    );
  });
});
