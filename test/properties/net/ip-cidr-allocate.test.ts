import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { blockArb, blockText, lastOf, meets, readBlock, runsOf, sizeOf } from './ip-cidr-arbitraries.js';

type Allocated = {
  allocations: { index: number; cidr: string; addresses: string }[];
  unallocated: { index: number; prefix: number }[];
  free: string[];
};

const requestArb = fc.oneof(fc.record({ prefix: fc.integer({ min: 20, max: 32 }) }), fc.record({ hosts: fc.integer({ min: 1, max: 600 }) }));

describe('ip-cidr-allocate properties', () => {
  it('places disjoint aligned blocks inside the parent; placed and free blocks make up the parent; nothing left out would fit', async () => {
    await fc.assert(
      fc.asyncProperty(blockArb, fc.array(requestArb, { minLength: 1, maxLength: 12 }), fc.boolean(), async (parent, requests, reserve) => {
        const shifted = requests.map((r) => ('prefix' in r && parent.version === 6 ? { prefix: r.prefix + 96 } : r));
        const out = (await runTool('ip-cidr-allocate', { parent: blockText(parent), requests: shifted, reserve_network_broadcast: reserve })) as Allocated;
        const placed = out.allocations.map((a) => readBlock(a.cidr));
        const free = out.free.map(readBlock);
        expect([...out.allocations.map((a) => a.index), ...out.unallocated.map((u) => u.index)].sort((x, y) => x - y)).to.deep.equal(shifted.map((_, i) => i));
        expect(out.allocations.map((a) => a.index)).to.deep.equal([...out.allocations.map((a) => a.index)].sort((x, y) => x - y));
        placed.forEach((p, i) => {
          expect(p.network >= parent.network && lastOf(p) <= lastOf(parent)).to.equal(true);
          expect(p.network % sizeOf(p)).to.equal(0n);
          expect(out.allocations[i]!.addresses).to.equal(String(sizeOf(p)));
          for (let j = i + 1; j < placed.length; j++) expect(meets(p, placed[j]!)).to.equal(false);
        });
        expect(runsOf([...placed, ...free])).to.deep.equal(placed.length + free.length === 0 ? [] : runsOf([parent]));
        const largestFree = free.reduce((m, f) => (sizeOf(f) > m ? sizeOf(f) : m), 0n);
        for (const u of out.unallocated) expect(1n << BigInt((parent.version === 4 ? 32 : 128) - u.prefix) > largestFree).to.equal(true);
        // the requested sizes
        shifted.forEach((r, i) => {
          const a = out.allocations.find((x) => x.index === i);
          const size = a ? BigInt(a.addresses) : 1n << BigInt((parent.version === 4 ? 32 : 128) - out.unallocated.find((x) => x.index === i)!.prefix);
          if ('prefix' in r) expect(size).to.equal(1n << BigInt((parent.version === 4 ? 32 : 128) - r.prefix));
          else {
            const need = BigInt(r.hosts) + (reserve && parent.version === 4 ? 2n : 0n);
            expect(size >= need && size / 2n < need).to.equal(true);
          }
        });
      }),
      { numRuns: 250 },
    );
  });
});
