import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dims, frac, matrixOf, multiplyRef, textOf } from './linalg-arbitraries.js';

const trace = async (a: string[][]) => ((await runTool('matrix-trace', { a })) as { trace: string }).trace;

describe('matrix-trace properties', () => {
  it('is the exact diagonal sum and is linear: tr(A + B) = tr A + tr B', async () => {
    await fc.assert(
      fc.asyncProperty(dims(6).chain((n) => fc.tuple(matrixOf(n, n), matrixOf(n, n))), async ([a, b]) => {
        const ta = await trace(a);
        expect(ta).to.equal(textOf(a.reduce((s, row, i) => s.add(frac(row[i]!)), frac('0'))));
        const sum = ((await runTool('matrix-arithmetic', { operation: 'add', a, b })) as { result: string[][] }).result;
        expect(await trace(sum)).to.equal(textOf(frac(ta).add(frac(await trace(b)))));
      }),
      { numRuns: 150 },
    );
  });

  it('tr(AB) = tr(BA) for A m × n and B n × m', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(dims(4), dims(4)).chain(([m, n]) => fc.tuple(matrixOf(m, n), matrixOf(n, m))), async ([a, b]) => {
        const ab = multiplyRef(a, b);
        const ba = multiplyRef(b, a);
        if ([...ab.flat(), ...ba.flat()].some((x) => x.length > 100)) return;
        expect(await trace(ab)).to.equal(await trace(ba));
      }),
      { numRuns: 100 },
    );
  });
});
