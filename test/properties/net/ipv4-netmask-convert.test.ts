import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { ipv4Text, ipv4Value } from './subnet-arbitraries.js';

/** Masks and wildcards with one bit flipped or not: contiguous about half the time. */
const maskish = fc
  .tuple(fc.integer({ min: 0, max: 32 }), fc.boolean(), fc.option(fc.integer({ min: 0, max: 31 })))
  .map(([p, wildcard, flip]) => {
    const mask = p === 0 ? 0 : (0xffffffff << (32 - p)) >>> 0;
    const v = wildcard ? ~mask >>> 0 : mask;
    return flip === null ? v : (v ^ (1 << flip)) >>> 0;
  });

type Masks = { prefix_length: number; netmask: string; wildcard: string; netmask_hex: string; netmask_binary: string; total_addresses: number };

describe('ipv4-netmask-convert properties', () => {
  it('prefix -> netmask -> prefix and prefix -> wildcard -> prefix round-trip, every form agreeing', async () => {
    for (let p = 0; p <= 32; p++) {
      const out = (await runTool('ipv4-netmask-convert', { prefix_length: p })) as Masks;
      expect(await runTool('ipv4-netmask-convert', { netmask: out.netmask })).to.deep.equal(out);
      expect(await runTool('ipv4-netmask-convert', { wildcard: out.wildcard })).to.deep.equal(out);
      expect(out.netmask_binary.replaceAll('.', '')).to.equal('1'.repeat(p) + '0'.repeat(32 - p));
      expect(parseInt(out.netmask_hex, 16).toString(2).padStart(32, '0')).to.equal(out.netmask_binary.replaceAll('.', ''));
    }
  });
  it('any 32-bit value is accepted as a netmask exactly when it is ones then zeros, as a wildcard when zeros then ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(ipv4Value, maskish), async (value) => {
        const bits = value.toString(2).padStart(32, '0');
        const asNetmask = await outcome('ipv4-netmask-convert', { netmask: ipv4Text(value) });
        const asWildcard = await outcome('ipv4-netmask-convert', { wildcard: ipv4Text(value) });
        expect(asNetmask.ok ? 'ok' : asNetmask.code).to.equal(/^1*0*$/.test(bits) ? 'ok' : 'invalid_input');
        expect(asWildcard.ok ? 'ok' : asWildcard.code).to.equal(/^0*1*$/.test(bits) ? 'ok' : 'invalid_input');
      }),
      { numRuns: 300 },
    );
  });
});
