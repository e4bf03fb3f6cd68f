import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipv4FromText, ipv4Text, ipv4Value } from './subnet-arbitraries.js';

type Info = {
  cidr: string; prefix_length: number; network: string; last_address: string; broadcast: string | null; netmask: string;
  wildcard: string; first_host: string; last_host: string; total_addresses: number; usable_hosts: number;
};

describe('ipv4-subnet-info properties', () => {
  it('the block holds the address, its mask and wildcard are complements, and the hosts lie inside', async () => {
    await fc.assert(
      fc.asyncProperty(ipv4Value, fc.integer({ min: 0, max: 32 }), async (value, prefix) => {
        const out = (await runTool('ipv4-subnet-info', { cidr: `${ipv4Text(value)}/${prefix}`, normalize: true })) as Info;
        const network = ipv4FromText(out.network);
        const last = ipv4FromText(out.last_address);
        const mask = ipv4FromText(out.netmask);
        expect(out.prefix_length).to.equal(prefix);
        expect(out.total_addresses).to.equal(2 ** (32 - prefix));
        expect(last - network + 1).to.equal(out.total_addresses);
        expect(network <= value && value <= last).to.equal(true);
        expect(mask + ipv4FromText(out.wildcard)).to.equal(0xffffffff);
        expect(Number((BigInt(value) & BigInt(mask)) === BigInt(network))).to.equal(1);
        const first = ipv4FromText(out.first_host);
        const lastHost = ipv4FromText(out.last_host);
        expect(network <= first && first <= lastHost && lastHost <= last).to.equal(true);
        expect(out.usable_hosts).to.equal(lastHost - first + 1);
        expect(out.broadcast === null).to.equal(prefix >= 31);
        if (out.broadcast !== null) expect(out.broadcast).to.equal(out.last_address);
        expect(out.cidr).to.equal(`${out.network}/${prefix}`);
      }),
      { numRuns: 300 },
    );
  });
  it('the canonical block reads back unchanged without normalize, and agrees with ipv4-netmask-convert', async () => {
    await fc.assert(
      fc.asyncProperty(ipv4Value, fc.integer({ min: 0, max: 32 }), async (value, prefix) => {
        const out = (await runTool('ipv4-subnet-info', { cidr: `${ipv4Text(value)}/${prefix}`, normalize: true })) as Info;
        expect(await runTool('ipv4-subnet-info', { cidr: out.cidr })).to.deep.equal(out);
        const masks = (await runTool('ipv4-netmask-convert', { prefix_length: prefix })) as { netmask: string; wildcard: string };
        expect([masks.netmask, masks.wildcard]).to.deep.equal([out.netmask, out.wildcard]);
      }),
      { numRuns: 200 },
    );
  });
});
