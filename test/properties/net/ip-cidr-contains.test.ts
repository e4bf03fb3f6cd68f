import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { addressArb, addressText, blockListArb, blockText, holds, readBlock, sizeOf } from './ip-cidr-arbitraries.js';

type Contains = { results: { address: string; contained: boolean; matches: number[] }[] };

describe('ip-cidr-contains properties', () => {
  it('matches exactly the blocks of the same version holding the address, smallest first, ties by index', async () => {
    await fc.assert(
      fc.asyncProperty(blockListArb(10), fc.array(addressArb, { minLength: 1, maxLength: 8 }), fc.boolean(), async (blocks, addresses, mapped) => {
        const out = (await runTool('ip-cidr-contains', {
          cidrs: blocks.map(blockText),
          addresses: addresses.map((a) => addressText(a.version, a.value)),
          mapped_as_ipv4: mapped,
        })) as Contains;
        expect(out.results.length).to.equal(addresses.length);
        addresses.forEach((a, k) => {
          const isMapped = a.version === 6 && a.value >> 32n === 0xffffn;
          const expected = blocks
            .map((b, i) => ({ b, i }))
            .filter(({ b }) => holds(b, a.version, a.value) || (mapped && isMapped && holds(b, 4, a.value & 0xffffffffn)))
            .sort((x, y) => (sizeOf(x.b) < sizeOf(y.b) ? -1 : sizeOf(x.b) > sizeOf(y.b) ? 1 : x.i - y.i))
            .map(({ i }) => i);
          const r = out.results[k]!;
          expect(r.matches).to.deep.equal(expected);
          expect(r.contained).to.equal(expected.length > 0);
          const back = readBlock(r.address);
          expect([back.version, back.network]).to.deep.equal([a.version, a.value]);
        });
      }),
      { numRuns: 250 },
    );
  });
});
