import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipTextArb } from './ip-address-arbitraries.js';
import type { Ip } from '../../../impl/net/lib/ip-address.js';

type Sorted = { addresses: string[]; indices: number[]; removed: number };
const key = (ip: Ip) => (BigInt(ip.version) << 200n) | ip.value;

describe('ip-address-sort properties', () => {
  const listArb = fc.array(ipTextArb, { maxLength: 25 }).chain((xs) => fc.shuffledSubarray([...xs, ...xs.slice(0, 3)], { minLength: xs.length }));
  it('ascending: a permutation, ordered by (version, value), ties in input order', async () => {
    await fc.assert(
      fc.asyncProperty(listArb, async (items) => {
        const out = (await runTool('ip-address-sort', { addresses: items.map((i) => i.text), output: 'original' })) as Sorted;
        expect([...out.indices].sort((a, b) => a - b)).to.deep.equal(items.map((_, i) => i));
        for (let k = 1; k < out.indices.length; k++) {
          const a = items[out.indices[k - 1]!]!;
          const b = items[out.indices[k]!]!;
          expect(key(a.ip) <= key(b.ip)).to.equal(true);
          if (key(a.ip) === key(b.ip)) expect(out.indices[k - 1]! < out.indices[k]!).to.equal(true);
        }
        expect(out.addresses).to.deep.equal(out.indices.map((i) => items[i]!.text));
      }),
      { numRuns: 200 },
    );
  });
  it('descending is ascending reversed by key, ties still in input order; removal keeps one of each value', async () => {
    await fc.assert(
      fc.asyncProperty(listArb, async (items) => {
        const texts = items.map((i) => i.text);
        const asc = (await runTool('ip-address-sort', { addresses: texts, duplicates: 'remove' })) as Sorted;
        const desc = (await runTool('ip-address-sort', { addresses: texts, duplicates: 'remove', order: 'descending' })) as Sorted;
        expect(desc.addresses).to.deep.equal([...asc.addresses].reverse());
        expect(new Set(asc.addresses).size).to.equal(asc.addresses.length);
        expect(asc.addresses.length + asc.removed).to.equal(items.length);
        expect(new Set(asc.addresses).size).to.equal(new Set(items.map((i) => key(i.ip))).size);
        for (const i of asc.indices) expect(items.findIndex((x) => key(x.ip) === key(items[i]!.ip))).to.equal(i);
      }),
      { numRuns: 200 },
    );
  });
});
