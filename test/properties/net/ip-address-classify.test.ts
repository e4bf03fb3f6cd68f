import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipTextArb } from './ip-address-arbitraries.js';
import { parseCidr, prefixMask } from '../../../impl/net/lib/ip-address.js';

type Entry = { block: string; registry: string; termination_date: string | null; globally_reachable: boolean | null };
type Classified = { address: string; version: number; classified_address: string; category: string; globally_reachable: boolean | null; flags: unknown; entries: Entry[] };

describe('ip-address-classify properties', () => {
  it('every entry contains the address, most specific first; the first decides; none means global unicast', async () => {
    await fc.assert(
      fc.asyncProperty(ipTextArb, async ({ ip, text }) => {
        const out = (await runTool('ip-address-classify', { address: text })) as Classified;
        expect(out.version).to.equal(ip.version);
        const prefixes = out.entries.map((e) => {
          const c = parseCidr(e.block, '/', { hostBits: 'reject' });
          expect(c.version).to.equal(ip.version);
          expect(ip.value & prefixMask(c.version, c.prefix)).to.equal(c.network);
          return c.prefix;
        });
        for (let i = 1; i < prefixes.length; i++) expect(prefixes[i - 1]! > prefixes[i]!).to.equal(true);
        if (out.entries.length === 0) {
          expect(out.category).to.equal('global-unicast');
          expect(out.globally_reachable).to.equal(true);
          expect(out.flags).to.equal(null);
        } else {
          expect(out.globally_reachable).to.equal(out.entries[0]!.globally_reachable);
          expect(out.category === 'multicast').to.equal(out.entries[0]!.registry === 'multicast');
          expect(out.category === 'deprecated').to.equal(out.entries[0]!.termination_date !== null);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('mapped_as_ipv4 classifies an IPv4-mapped address exactly as its IPv4 address', async () => {
    await fc.assert(
      fc.asyncProperty(ipTextArb.filter(({ ip }) => ip.version === 4), async ({ text }) => {
        const v4 = (await runTool('ip-address-classify', { address: text })) as Classified;
        const mapped = (await runTool('ip-address-classify', { address: `::ffff:${text}`, mapped_as_ipv4: true })) as Classified;
        expect(mapped).to.deep.equal({ ...v4, address: `::ffff:${v4.address}`, version: 6 });
      }),
      { numRuns: 200 },
    );
  });
});
