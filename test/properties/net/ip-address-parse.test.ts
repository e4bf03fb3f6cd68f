import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { ipTextArb, textForms } from './ip-address-arbitraries.js';

type Parsed = { version: number; canonical: string; compressed_hex: string | null; expanded: string; integer: string; hex: string; zone: string | null; ipv4_mapped: string | null; is_canonical: boolean };

describe('ip-address-parse properties', () => {
  it('every text form of one address gives the same value and canonical text, and the canonical text reads back to itself', async () => {
    await fc.assert(
      fc.asyncProperty(ipTextArb, async ({ ip, text }) => {
        const out = (await runTool('ip-address-parse', { address: text })) as Parsed;
        expect(out.version).to.equal(ip.version);
        expect(out.integer).to.equal(ip.value.toString());
        expect(BigInt(out.hex)).to.equal(ip.value);
        expect(out.is_canonical).to.equal(text === out.canonical);
        const again = (await runTool('ip-address-parse', { address: out.canonical })) as Parsed;
        expect(again.canonical).to.equal(out.canonical);
        expect(again.is_canonical).to.equal(true);
        const expanded = (await runTool('ip-address-parse', { address: out.expanded })) as Parsed;
        expect(expanded.integer).to.equal(out.integer);
        if (out.compressed_hex !== null) {
          const hexForm = (await runTool('ip-address-parse', { address: out.compressed_hex })) as Parsed;
          expect(hexForm.integer).to.equal(out.integer);
          expect(out.compressed_hex).to.not.include('.');
        }
      }),
      { numRuns: 300 },
    );
  });
  it('the canonical IPv6 text elides the first longest zero run (RFC 5952 §4.2.3), lowercase, no leading zeros', async () => {
    await fc.assert(
      fc.asyncProperty(ipTextArb.filter(({ ip }) => ip.version === 6 && ip.value >> 32n !== 0xffffn), async ({ ip }) => {
        const out = (await runTool('ip-address-parse', { address: textForms(ip)[1]! })) as Parsed;
        const groups = out.expanded.split(':').map((g) => parseInt(g, 16));
        let best = 0;
        let bestAt = -1;
        for (let i = 0; i < 8; ) {
          let j = i;
          while (j < 8 && groups[j] === 0) j++;
          if (j - i > best) [best, bestAt] = [j - i, i];
          i = j === i ? i + 1 : j;
        }
        if (best >= 2) {
          const [head, tail] = out.canonical.split('::');
          expect(head === '' ? 0 : head!.split(':').length).to.equal(bestAt);
          expect(8 - (head === '' ? 0 : head!.split(':').length) - (tail === '' ? 0 : tail!.split(':').length)).to.equal(best);
        } else {
          expect(out.canonical.includes('::')).to.equal(false);
        }
        expect(out.canonical).to.equal(out.canonical.toLowerCase());
        expect(out.canonical.split(':').every((g) => g.length <= 4 && !/^0[0-9a-f]/.test(g))).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
  it('a zone id is kept apart and does not change the value', async () => {
    await fc.assert(
      fc.asyncProperty(
        ipTextArb.filter(({ ip }) => ip.version === 6),
        fc.stringMatching(/^[a-zA-Z0-9._~-]{1,20}$/),
        async ({ text }, zone) => {
          const plain = (await runTool('ip-address-parse', { address: text })) as Parsed;
          const zoned = (await runTool('ip-address-parse', { address: `${text}%${zone}` })) as Parsed;
          expect(zoned).to.deep.equal({ ...plain, zone });
        },
      ),
      { numRuns: 150 },
    );
  });
});
