import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { canonical, dotRef, frac, textOf, vectorPair } from './linalg-arbitraries.js';

type P = { coefficient: string; projection: string[]; remainder: string[] };

describe('vector-projection properties', () => {
  it('projection + remainder = a, remainder · b = 0, projection = coefficient · b', async () => {
    await fc.assert(
      fc.asyncProperty(vectorPair(8, 1).filter(([, b]) => b.some((x) => frac(x).n !== 0n)), async ([a, b]) => {
        const out = (await runTool('vector-projection', { a, b })) as P;
        expect(out.projection.map((p, i) => textOf(frac(p).add(frac(out.remainder[i]!))))).to.deep.equal(a.map(canonical));
        expect(dotRef(out.remainder, b)).to.equal('0');
        expect(out.coefficient).to.equal(textOf(frac(dotRef(a, b)).div(frac(dotRef(b, b)))));
        expect(out.projection).to.deep.equal(b.map((x) => textOf(frac(x).mul(frac(out.coefficient)))));
      }),
      { numRuns: 150 },
    );
  });

  it('projecting the projection again changes nothing (idempotence)', async () => {
    await fc.assert(
      fc.asyncProperty(vectorPair(6, 1).filter(([, b]) => b.some((x) => frac(x).n !== 0n)), async ([a, b]) => {
        const first = (await runTool('vector-projection', { a, b })) as P;
        if (first.projection.some((x) => x.length > 100)) return; // longer than an entry may be
        const again = (await runTool('vector-projection', { a: first.projection, b })) as P;
        expect(again.projection).to.deep.equal(first.projection);
        expect(again.remainder.every((x) => x === '0')).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });
});
