import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipTextArb } from './ip-address-arbitraries.js';

type Truncated = { address: string; prefix_length: number; cidr: string; version: number; treated_as: string };
type Parsed = { integer: string };

describe('ip-address-truncate properties', () => {
  it('keeps the prefix bits, zeroes the rest, and is idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(ipTextArb, fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 128 }), fc.boolean(), async ({ ip, text }, p4, p6, mapped) => {
        const input = { address: text, ipv4_prefix: p4, ipv6_prefix: p6, mapped_as_ipv4: mapped };
        const out = (await runTool('ip-address-truncate', input)) as Truncated;
        const isMapped = ip.version === 6 && ip.value >> 32n === 0xffffn;
        const bits = ip.version === 4 ? 32 : 128;
        const prefix = ip.version === 4 ? p4 : mapped && isMapped ? 96 + p4 : p6;
        expect(out.prefix_length).to.equal(prefix);
        expect(out.treated_as).to.equal(ip.version === 4 || (mapped && isMapped) ? 'ipv4' : 'ipv6');
        const host = (1n << BigInt(bits - prefix)) - 1n;
        const value = BigInt(((await runTool('ip-address-parse', { address: out.address })) as Parsed).integer);
        expect(value).to.equal(ip.value & ~host);
        expect(out.cidr).to.equal(`${out.address}/${prefix}`);
        const again = (await runTool('ip-address-truncate', { ...input, address: out.address })) as Truncated;
        expect(again.address).to.equal(out.address);
      }),
      { numRuns: 300 },
    );
  });
});
