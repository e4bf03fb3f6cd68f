import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { canonical, dotRef, frac, textOf, vectorOf } from './linalg-arbitraries.js';

const cross = async (a: string[], b: string[]) => ((await runTool('vector-cross', { a, b })) as { cross: string[] }).cross;

describe('vector-cross properties', () => {
  it('a × b is orthogonal to a and b, and b × a = -(a × b)', async () => {
    await fc.assert(
      fc.asyncProperty(vectorOf(3), vectorOf(3), async (a, b) => {
        const c = await cross(a, b);
        expect(dotRef(c, a)).to.equal('0');
        expect(dotRef(c, b)).to.equal('0');
        expect(await cross(b, a)).to.deep.equal(c.map((x) => textOf(frac(x).neg())));
      }),
      { numRuns: 150 },
    );
  });

  it('Lagrange identity |a × b|² = |a|²|b|² - (a · b)², and a × a = 0', async () => {
    await fc.assert(
      fc.asyncProperty(vectorOf(3), vectorOf(3), async (a, b) => {
        const c = await cross(a, b);
        const expected = frac(dotRef(a, a)).mul(frac(dotRef(b, b))).sub(frac(dotRef(a, b)).pow(2));
        expect(dotRef(c, c)).to.equal(textOf(expected));
        expect(await cross(a, a)).to.deep.equal(['0', '0', '0']);
        expect(c.every((x) => canonical(x) === x)).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });
});
