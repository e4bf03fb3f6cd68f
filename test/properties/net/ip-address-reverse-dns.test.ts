import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipTextArb } from './ip-address-arbitraries.js';
import { formatIp } from '../../../impl/net/lib/ip-address.js';

type Reverse = { version: number; address: string; prefix_length: number; cidr: string; name: string };

describe('ip-address-reverse-dns properties', () => {
  it('address -> name -> address is the identity, with 4 or 32 labels before the suffix', async () => {
    await fc.assert(
      fc.asyncProperty(ipTextArb, fc.boolean(), async ({ ip, text }, dot) => {
        const out = (await runTool('ip-address-reverse-dns', { text, trailing_dot: dot })) as Reverse;
        const labels = out.name.replace(/\.$/, '').split('.');
        expect(labels.length).to.equal(ip.version === 4 ? 6 : 34);
        expect(out.name.endsWith('.')).to.equal(dot);
        const back = (await runTool('ip-address-reverse-dns', { text: dot ? out.name.toUpperCase() : out.name, trailing_dot: dot })) as Reverse;
        expect(back).to.deep.equal(out);
      }),
      { numRuns: 300 },
    );
  });
  it('a prefix on a label boundary gives the full name with its first labels dropped, and reads back', async () => {
    await fc.assert(
      fc.asyncProperty(ipTextArb, fc.integer({ min: 0, max: 32 }), async ({ ip }, k) => {
        const bits = ip.version === 4 ? 32 : 128;
        const total = ip.version === 4 ? 4 : 32;
        const count = k % (total + 1);
        const prefix = (bits / total) * count;
        const network = prefix === 0 ? 0n : (ip.value >> BigInt(bits - prefix)) << BigInt(bits - prefix);
        const full = (await runTool('ip-address-reverse-dns', { text: formatIp({ version: ip.version, value: network }) })) as Reverse;
        const out = (await runTool('ip-address-reverse-dns', { text: `${formatIp({ version: ip.version, value: network })}/${prefix}` })) as Reverse;
        expect(out.prefix_length).to.equal(prefix);
        expect(out.name).to.equal(full.name.split('.').slice(total - count).join('.'));
        const back = (await runTool('ip-address-reverse-dns', { text: out.name })) as Reverse;
        expect(back).to.deep.equal(out);
      }),
      { numRuns: 300 },
    );
  });
});
