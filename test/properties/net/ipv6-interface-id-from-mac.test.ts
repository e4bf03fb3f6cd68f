import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipv6Text, ipv6Value, macBytes } from './subnet-arbitraries.js';

type Derived = { modified_eui64: string; interface_id: string; link_local: string; address: string | null };

describe('ipv6-interface-id-from-mac properties', () => {
  it('the identifier is the MAC with ff:fe inserted and the U/L bit flipped, and it ends the link-local and prefixed addresses', async () => {
    await fc.assert(
      fc.asyncProperty(macBytes(6), ipv6Value, async (bytes, v) => {
        const mac = bytes.map((b) => b.toString(16).padStart(2, '0')).join('-');
        const network = (v >> 64n) << 64n;
        const prefix = `${ipv6Text(network)}/64`;
        const out = (await runTool('ipv6-interface-id-from-mac', { mac, prefix })) as Derived;
        const eui = out.modified_eui64.split(':').map((h) => parseInt(h, 16));
        expect([eui[0]! ^ 2, ...eui.slice(1, 3), ...eui.slice(5)]).to.deep.equal(bytes);
        expect(eui.slice(3, 5)).to.deep.equal([0xff, 0xfe]);
        const id = BigInt(`0x${out.interface_id.replaceAll(':', '')}`);
        expect(out.interface_id.replaceAll(':', '')).to.equal(out.modified_eui64.replaceAll(':', ''));
        const expanded = async (text: string) =>
          ((await runTool('ipv6-prefix-info', { prefix: `${text}/128` })) as { network_expanded: string }).network_expanded;
        expect(BigInt(`0x${(await expanded(out.link_local)).replaceAll(':', '')}`) === ((0xfe80n << 112n) | id)).to.equal(true);
        expect(BigInt(`0x${(await expanded(out.address!)).replaceAll(':', '')}`) === (network | id)).to.equal(true);
        // The EUI-64 of the MAC (ff:fe inserted, bit not yet flipped) gives the same identifier.
        const eui64 = [...bytes.slice(0, 3), 0xff, 0xfe, ...bytes.slice(3)].map((b) => b.toString(16).padStart(2, '0')).join('');
        expect(((await runTool('ipv6-interface-id-from-mac', { mac: eui64 })) as Derived).interface_id).to.equal(out.interface_id);
      }),
      { numRuns: 200 },
    );
  });
});
