import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { macBytes } from './subnet-arbitraries.js';

type Normalized = { mac: string; bits: number; multicast: boolean; locally_administered: boolean; broadcast: boolean; oui: string | null };
const FORMATS = ['colon', 'hyphen', 'dot', 'bare'] as const;

describe('mac-address-normalize properties', () => {
  it('every output form reads back to the same address, the flags are the first octet bits and the OUI its first three octets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(macBytes(6), macBytes(8)), fc.constantFrom(...FORMATS), fc.constantFrom('lower', 'upper'), async (bytes, format, letterCase) => {
        const colon = bytes.map((b) => b.toString(16).padStart(2, '0')).join(':');
        const out = (await runTool('mac-address-normalize', { mac: colon, format, case: letterCase })) as Normalized;
        expect(out.bits).to.equal(bytes.length * 8);
        expect(out.multicast).to.equal((bytes[0]! & 1) === 1);
        expect(out.locally_administered).to.equal((bytes[0]! & 2) === 2);
        expect(out.broadcast).to.equal(bytes.every((b) => b === 255));
        const oui = [bytes[0]! & 0xfe, bytes[1]!, bytes[2]!].map((b) => b.toString(16).padStart(2, '0')).join('');
        expect(out.oui).to.equal((bytes[0]! & 2) === 2 ? null : letterCase === 'upper' ? oui.toUpperCase() : oui);
        expect(out.mac).to.equal(letterCase === 'upper' ? out.mac.toUpperCase() : out.mac.toLowerCase());
        const back = (await runTool('mac-address-normalize', { mac: out.mac })) as Normalized;
        expect(back.mac).to.equal(colon);
        for (const f of FORMATS) {
          const other = (await runTool('mac-address-normalize', { mac: out.mac, format: f, case: letterCase })) as Normalized;
          expect({ ...other, mac: '' }).to.deep.equal({ ...out, mac: '' });
        }
      }),
      { numRuns: 200 },
    );
  });
  it('mixing two separators is always refused', async () => {
    await fc.assert(
      fc.asyncProperty(macBytes(6), fc.constantFrom(':', '-'), fc.integer({ min: 0, max: 4 }), async (bytes, sep, at) => {
        const pairs = bytes.map((b) => b.toString(16).padStart(2, '0'));
        const other = sep === ':' ? '-' : ':';
        const text = pairs.map((p, i) => (i === 0 ? p : (i === at + 1 ? other : sep) + p)).join('');
        const r = await outcome('mac-address-normalize', { mac: text });
        expect(r.ok ? 'ok' : r.code).to.equal('invalid_input');
      }),
      { numRuns: 100 },
    );
  });
});
