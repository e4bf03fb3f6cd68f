import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { canonicalMatrix, dims, matrixOf, transposeRef } from './linalg-arbitraries.js';

type T = { transpose: string[][]; rows: number; columns: number };
const transpose = async (a: string[][]) => (await runTool('matrix-transpose', { a })) as T;

describe('matrix-transpose properties', () => {
  it('swaps rows and columns, reduces entries, and transposing twice gives the reduced input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(dims(6), dims(6)).chain(([m, n]) => matrixOf(m, n)), async (a) => {
        const t = await transpose(a);
        expect([t.rows, t.columns]).to.deep.equal([a[0]!.length, a.length]);
        expect(t.transpose).to.deep.equal(canonicalMatrix(transposeRef(a)));
        expect((await transpose(t.transpose)).transpose).to.deep.equal(canonicalMatrix(a));
      }),
      { numRuns: 150 },
    );
  });

  it('a ragged matrix is refused with a pointer to the first row whose length differs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(dims(4), dims(4), fc.integer({ min: 1, max: 4 })).chain(([m, n, bad]) => fc.tuple(matrixOf(m + bad, n), fc.constant(bad))), async ([a, bad]) => {
        const ragged = a.map((row, i) => (i === a.length - bad ? [...row, '1'] : row));
        const err = await runTool('matrix-transpose', { a: ragged }).then(() => null, (e: { code: string; details: { pointer: string }[] }) => e);
        expect(err?.code).to.equal('invalid_input');
        expect(err?.details[0]?.pointer).to.equal(`/a/${a.length - bad}`);
      }),
      { numRuns: 100 },
    );
  });
});
