import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { canonicalMatrix, dims, entry, frac, matrixOf, textOf } from './linalg-arbitraries.js';

type R = { result: string[][]; rows: number; columns: number };
const run = async (input: object) => (await runTool('matrix-arithmetic', input)) as R;
const pair = fc.tuple(dims(5), dims(5)).chain(([m, n]) => fc.tuple(matrixOf(m, n), matrixOf(m, n)));

describe('matrix-arithmetic properties', () => {
  it('every operation is exact entrywise; (A + B) - B = A; the Hadamard product commutes', async () => {
    await fc.assert(
      fc.asyncProperty(pair, async ([a, b]) => {
        const sum = await run({ operation: 'add', a, b });
        expect(sum.result).to.deep.equal(a.map((row, i) => row.map((x, j) => textOf(frac(x).add(frac(b[i]![j]!))))));
        expect([sum.rows, sum.columns]).to.deep.equal([a.length, a[0]!.length]);
        expect((await run({ operation: 'subtract', a: sum.result, b })).result).to.deep.equal(canonicalMatrix(a));
        const had = (await run({ operation: 'elementwise_multiply', a, b })).result;
        expect(had).to.deep.equal(a.map((row, i) => row.map((x, j) => textOf(frac(x).mul(frac(b[i]![j]!))))));
        expect((await run({ operation: 'elementwise_multiply', a: b, b: a })).result).to.deep.equal(had);
      }),
      { numRuns: 150 },
    );
  });

  it('scale multiplies every entry by the scalar', async () => {
    await fc.assert(
      fc.asyncProperty(pair, entry, async ([a], s) => {
        const out = (await run({ operation: 'scale', a, scalar: s })).result;
        expect(out).to.deep.equal(a.map((row) => row.map((x) => textOf(frac(x).mul(frac(s))))));
      }),
      { numRuns: 100 },
    );
  });
});
