import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { mulMatrix, parseMatrixQ, squareText } from './elimination-arbitraries.js';

type Pow = { power: string[][]; size: number };
const pow = async (a: string[][], k: number) => parseMatrixQ(((await runTool('matrix-power', { a, exponent: String(k) })) as Pow).power);

describe('matrix-power properties', () => {
  it('A^m · A^n = A^(m+n), A^0 = I and A^1 = A', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(4), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), async (a, m, n) => {
        const size = a.length;
        const identity = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j ? [1n, 1n] : [0n, 1n])));
        expect(await pow(a, 0)).to.deep.equal(identity);
        expect(await pow(a, 1)).to.deep.equal(parseMatrixQ(a));
        expect(mulMatrix(await pow(a, m), await pow(a, n))).to.deep.equal(await pow(a, m + n));
      }),
      { numRuns: 100 },
    );
  });

  it('A^-k = (A⁻¹)^k for an invertible A, and A^-k · A^k = I; a singular A has no negative power', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(4).filter((a) => a.length > 0), fc.integer({ min: 1, max: 5 }), async (a, k) => {
        const inv = (await runTool('matrix-inverse', { a })) as { invertible: boolean; inverse: string[][] | null };
        if (!inv.invertible) {
          const error = await runTool('matrix-power', { a, exponent: String(-k) }).then(
            () => null,
            (e: { code: string }) => e.code,
          );
          expect(error).to.equal('division_by_zero');
          return;
        }
        const negative = await pow(a, -k);
        // (A⁻¹)^k through the tool itself when the inverse's entries are short enough to be input.
        if (!inv.inverse!.some((r) => r.some((x) => x.length > 100))) expect(negative).to.deep.equal(await pow(inv.inverse!, k));
        const size = a.length;
        const identity = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j ? [1n, 1n] : [0n, 1n])));
        expect(mulMatrix(negative, await pow(a, k))).to.deep.equal(identity);
      }),
      { numRuns: 100 },
    );
  });
});
