import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { bigIntValue, integerText, nonZero } from './math-arbitraries.js';

type QR = { quotient: string; remainder: string };
const abs = (v: bigint) => (v < 0n ? -v : v);
const conventions = ['truncate', 'floor', 'euclidean'] as const;

describe('integer-divmod properties', () => {
  it('dividend = q · divisor + r with |r| < |divisor| and the sign each convention promises', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, nonZero, fc.constantFrom(...conventions), async (a, b, convention) => {
        const out = (await runTool('integer-divmod', { dividend: a, divisor: String(b), convention })) as QR;
        const [q, r] = [BigInt(out.quotient), BigInt(out.remainder)];
        expect(q * b + r).to.equal(BigInt(a));
        expect(abs(r) < abs(b)).to.equal(true);
        if (r !== 0n) {
          if (convention === 'truncate') expect(r < 0n).to.equal(BigInt(a) < 0n);
          if (convention === 'floor') expect(r < 0n).to.equal(b < 0n);
          if (convention === 'euclidean') expect(r > 0n).to.equal(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('floor is the default, and Euclidean equals floor for a positive divisor', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, bigIntValue.filter((v) => v > 0n), async (a, b) => {
        const byDefault = await runTool('integer-divmod', { dividend: a, divisor: String(b) });
        expect(await runTool('integer-divmod', { dividend: a, divisor: String(b), convention: 'floor' })).to.deep.equal(byDefault);
        expect(await runTool('integer-divmod', { dividend: a, divisor: String(b), convention: 'euclidean' })).to.deep.equal(byDefault);
      }),
      { numRuns: 100 },
    );
  });

  it('a zero divisor is division_by_zero at /divisor in every convention', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, fc.constantFrom('0', '-0'), fc.constantFrom(...conventions), async (a, zero, convention) => {
        expect(await outcome('integer-divmod', { dividend: a, divisor: zero, convention })).to.deep.include({ ok: false, code: 'division_by_zero', pointer: '/divisor' });
      }),
      { numRuns: 50 },
    );
  });
});
