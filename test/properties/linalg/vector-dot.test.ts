import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { canonical, dotRef, entry, frac, textOf, vectorPair } from './linalg-arbitraries.js';

type Dot = { dot: string };
const dot = async (a: string[], b: string[]) => ((await runTool('vector-dot', { a, b })) as Dot).dot;

describe('vector-dot properties', () => {
  it('equals the exact sum of products, and is symmetric', async () => {
    await fc.assert(
      fc.asyncProperty(vectorPair(12), async ([a, b]) => {
        const ab = await dot(a, b);
        expect(ab).to.equal(dotRef(a, b));
        expect(await dot(b, a)).to.equal(ab);
      }),
      { numRuns: 150 },
    );
  });

  it('is linear in its first argument: (s a) · b = s (a · b)', async () => {
    await fc.assert(
      fc.asyncProperty(vectorPair(8), entry, async ([a, b], s) => {
        const scaled = ((await runTool('vector-arithmetic', { operation: 'scale', a, scalar: s })) as { result: string[] }).result;
        expect(await dot(scaled, b)).to.equal(textOf(frac(s).mul(frac(await dot(a, b)))));
      }),
      { numRuns: 100 },
    );
  });

  it('a · a is never negative and is 0 only for the zero vector', async () => {
    await fc.assert(
      fc.asyncProperty(vectorPair(8), async ([a]) => {
        const aa = frac(await dot(a, a));
        expect(aa.s >= 0n).to.equal(true);
        expect(aa.n === 0n).to.equal(a.every((x) => canonical(x) === '0'));
      }),
      { numRuns: 100 },
    );
  });
});
