import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { entryText } from './elimination-arbitraries.js';

type Points = { points: string[][] };

/** A homogeneous (d+1) × (d+1) affine matrix and a list of d-dimensional points, d in {2, 3}. */
const affine = fc.constantFrom(2, 3).chain((d) =>
  fc.tuple(
    fc.array(fc.array(entryText, { minLength: d + 1, maxLength: d + 1 }), { minLength: d, maxLength: d }).map((rows) => [...rows, [...Array<string>(d).fill('0'), '1']]),
    fc.array(fc.array(entryText, { minLength: d, maxLength: d }), { maxLength: 8 }),
  ),
);

describe('matrix-transform-points properties', () => {
  it('agrees with matrix-multiply on the homogeneous columns [x, y, 1]ᵀ', async () => {
    await fc.assert(
      fc.asyncProperty(affine, async ([matrix, points]) => {
        const ours = ((await runTool('matrix-transform-points', { matrix, points })) as Points).points;
        expect(ours).to.have.length(points.length);
        if (points.length === 0) return;
        const columns = matrix.map((_, r) => points.map((p) => (r < p.length ? p[r]! : '1')));
        const product = ((await runTool('matrix-multiply', { a: matrix, b: columns })) as { product: string[][] }).product;
        points.forEach((p, i) => {
          expect(product[p.length]![i]).to.equal('1');
          expect(ours[i]).to.deep.equal(p.map((_, r) => product[r]![i]!));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('the identity keeps every point, and transforming by A then B equals transforming by B · A', async () => {
    await fc.assert(
      fc.asyncProperty(affine, affine, async ([a, points], [b]) => {
        if (a.length !== b.length) return;
        const id = a.map((row, i) => row.map((_, j) => (i === j ? '1' : '0')));
        const same = ((await runTool('matrix-transform-points', { matrix: id, points })) as Points).points;
        const norm = ((await runTool('matrix-transform-points', { matrix: id, points: same })) as Points).points;
        expect(norm).to.deep.equal(same);
        const once = ((await runTool('matrix-transform-points', { matrix: a, points })) as Points).points;
        const twice = ((await runTool('matrix-transform-points', { matrix: b, points: once })) as Points).points;
        const ba = ((await runTool('matrix-multiply', { a: b, b: a })) as { product: string[][] }).product;
        const direct = ((await runTool('matrix-transform-points', { matrix: ba, points })) as Points).points;
        expect(twice).to.deep.equal(direct);
      }),
      { numRuns: 100 },
    );
  });
});
