import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { ipTextArb } from './ip-address-arbitraries.js';

type Offset = { address: string; version: number; integer: string };

const offsetArb = fc.oneof(
  fc.bigInt({ min: -1000n, max: 1000n }),
  fc.bigInt({ min: -(1n << 40n), max: 1n << 40n }),
  fc.bigInt({ min: -(1n << 129n), max: 1n << 129n }),
);

describe('ip-address-offset properties', () => {
  it('adds exactly within the family, refuses (never wraps) outside it, and -k undoes +k', async () => {
    await fc.assert(
      fc.asyncProperty(ipTextArb, offsetArb, async ({ ip, text }, k) => {
        const r = await outcome('ip-address-offset', { address: text, offset: k.toString() });
        const want = ip.value + k;
        const max = (1n << (ip.version === 4 ? 32n : 128n)) - 1n;
        if (want < 0n || want > max) {
          expect(r).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/offset' });
          return;
        }
        if (!r.ok) throw new Error(`refused: ${r.code}`);
        const out = r.value as Offset;
        expect(out.version).to.equal(ip.version);
        expect(BigInt(out.integer)).to.equal(want);
        const back = (await runTool('ip-address-offset', { address: out.address, offset: (-k).toString() })) as Offset;
        expect(BigInt(back.integer)).to.equal(ip.value);
      }),
      { numRuns: 300 },
    );
  });
});
