import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { decimalText, exactOf } from './decimal-arbitraries.js';

type C = { comparison: number; scale_a: number; scale_b: number; scale_difference: number; same_representation: boolean };
const cmp = async (a: string, b: string) => (await runTool('decimal-compare', { a, b })) as C;

describe('decimal-compare properties', () => {
  it('is antisymmetric and agrees with the sign of a - b; same_representation is equal canonical text', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, decimalText, async (a, b) => {
        const ab = await cmp(a, b);
        const ba = await cmp(b, a);
        expect(ba.comparison).to.equal(-ab.comparison);
        expect(ba.scale_difference).to.equal(-ab.scale_difference);
        const d = (await runTool('decimal-arithmetic', { a, b, operation: 'subtract' })) as { result: string };
        const sign = exactOf(d.result)[0];
        expect(ab.comparison).to.equal(sign < 0n ? -1 : sign > 0n ? 1 : 0);
        const pa = (await runTool('decimal-parse', { text: a })) as { decimal: string };
        const pb = (await runTool('decimal-parse', { text: b })) as { decimal: string };
        expect(ab.same_representation).to.equal(pa.decimal === pb.decimal);
      }),
      { numRuns: 200 },
    );
  });

  it('a value equals itself with trailing zeros appended, at a different scale', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText.filter((t) => !/[eE]/.test(t)), fc.integer({ min: 1, max: 5 }), async (a, zeros) => {
        const padded = (a.includes('.') ? a : a + '.') + '0'.repeat(zeros);
        const r = await cmp(a, padded);
        expect(r.comparison).to.equal(0);
        expect(r.scale_difference).to.equal(-zeros);
        expect(r.same_representation).to.equal(false);
      }),
      { numRuns: 150 },
    );
  });
});
