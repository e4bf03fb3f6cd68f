import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipv4Text, ipv4Value, ipv6Text, ipv6Value } from './subnet-arbitraries.js';

type Embedded = { address: string; kind: string; ipv4: string | null; prefix: string | null; standard: string | null; teredo: unknown };

const LENGTHS = [32, 40, 48, 56, 64, 96];

/** A random RFC 6052 prefix: random bits before L, host bits and the u octet cleared. */
const nat64Prefix = fc.tuple(ipv6Value, fc.constantFrom(...LENGTHS)).map(([v, l]) => {
  const network = (v >> BigInt(128 - l)) << BigInt(128 - l);
  return `${ipv6Text(network & ~(0xffn << 56n))}/${l}`;
});

describe('ipv6-embedded-ipv4 properties', () => {
  it('building then reading gives back the IPv4 address and the kind, under any RFC 6052 prefix', async () => {
    await fc.assert(
      fc.asyncProperty(ipv4Value, nat64Prefix, async (v, prefix) => {
        const ipv4 = ipv4Text(v);
        const built = (await runTool('ipv6-embedded-ipv4', { ipv4, kind: 'nat64', nat64_prefix: prefix })) as Embedded;
        const read = (await runTool('ipv6-embedded-ipv4', { address: built.address, nat64_prefix: prefix })) as Embedded;
        expect(read).to.deep.equal(built);
        expect(read.ipv4).to.equal(ipv4);
      }),
      { numRuns: 300 },
    );
  });
  it('the well-known kinds round-trip, and reading without a prefix finds the block rule 2 names', async () => {
    await fc.assert(
      fc.asyncProperty(ipv4Value, fc.constantFrom('ipv4-mapped', '6to4', 'nat64', 'ipv4-compatible'), ipv6Value, async (v, kind, other) => {
        const ipv4 = ipv4Text(v);
        const built = (await runTool('ipv6-embedded-ipv4', { ipv4, kind })) as Embedded;
        const read = (await runTool('ipv6-embedded-ipv4', { address: built.address, compatible: kind === 'ipv4-compatible' })) as Embedded;
        if (kind === 'ipv4-compatible' && v <= 1) expect(read.kind).to.equal('none');
        else expect([read.kind, read.ipv4, read.address]).to.deep.equal([kind, ipv4, built.address]);
        // Rule 2 without nat64_prefix or compatible: the first of the well-known blocks holding it, else none.
        const any = (await runTool('ipv6-embedded-ipv4', { address: ipv6Text(other) })) as Embedded;
        const high = other >> 32n;
        const kindOf =
          high === 0xffffn ? 'ipv4-mapped' : high === 0x64ff9bn << 64n ? 'nat64' : other >> 112n === 0x2002n ? '6to4' : other >> 96n === 0x20010000n ? 'teredo' : 'none';
        expect(any.kind, ipv6Text(other)).to.equal(kindOf);
      }),
      { numRuns: 300 },
    );
  });
});
