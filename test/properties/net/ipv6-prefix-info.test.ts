import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipv6FromText, ipv6Text, ipv6Value } from './subnet-arbitraries.js';

type Info = {
  prefix: string; prefix_length: number; network: string; network_expanded: string; last_address: string;
  last_address_expanded: string; netmask: string; address_count: string; subnets_64: string | null;
};

describe('ipv6-prefix-info properties', () => {
  it('the prefix holds the address, its size is 2^(128-p), and the canonical prefix reads back the same', async () => {
    await fc.assert(
      fc.asyncProperty(ipv6Value, fc.integer({ min: 0, max: 128 }), async (value, p) => {
        const out = (await runTool('ipv6-prefix-info', { prefix: `${ipv6Text(value)}/${p}`, normalize: true })) as Info;
        const network = ipv6FromText(out.network_expanded);
        const last = ipv6FromText(out.last_address_expanded);
        const size = 1n << BigInt(128 - p);
        expect(out.address_count).to.equal(String(size));
        expect(last - network + 1n === size).to.equal(true);
        expect(network <= value && value <= last).to.equal(true);
        expect(network % size === 0n).to.equal(true);
        expect(out.subnets_64).to.equal(p <= 64 ? String(1n << BigInt(64 - p)) : null);
        expect(out.prefix).to.equal(`${out.network}/${p}`);
        expect(await runTool('ipv6-prefix-info', { prefix: out.prefix })).to.deep.equal(out);
        expect(await runTool('ipv6-prefix-info', { prefix: `${out.network_expanded.toUpperCase()}/${p}` })).to.deep.equal(out);
      }),
      { numRuns: 300 },
    );
  });
});
