import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { add, mul, parseQ, q, text, type Q } from './elimination-arbitraries.js';

type CharPoly = { coefficients: string[]; degree: number; rational_roots: { value: string; multiplicity: number }[]; unaccounted_roots: number };
const charpoly = async (a: string[][]) => (await runTool('matrix-characteristic-polynomial', { a })) as CharPoly;

/** Small entries (denominators 1 to 4) so the eigenvalue bound stays within max_root_bound. */
const smallEntry = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: -5, max: 5 }).map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: -7, max: 7 }), fc.integer({ min: 1, max: 4 })).map(([p, d]) => `${p}/${d}`) },
);
const square = (maxN: number) => fc.integer({ min: 0, max: maxN }).chain((n) => fc.array(fc.array(smallEntry, { minLength: n, maxLength: n }), { minLength: n, maxLength: n }));

/** p(x) for coefficients highest degree first, by Horner. */
function evaluate(coefficients: string[], x: Q): Q {
  return coefficients.reduce<Q>((acc, c) => add(mul(acc, x), parseQ(c)), [0n, 1n]);
}

describe('matrix-characteristic-polynomial properties', () => {
  it('leading 1, c_1 = -trace, c_n = (-1)^n det, and the transpose has the same polynomial', async () => {
    await fc.assert(
      fc.asyncProperty(square(6), async (a) => {
        const r = await charpoly(a);
        const n = a.length;
        expect(r.degree).to.equal(n);
        expect(r.coefficients).to.have.length(n + 1);
        expect(r.coefficients[0]).to.equal('1');
        const { determinant } = (await runTool('matrix-determinant', { a })) as { determinant: string };
        const d = parseQ(determinant);
        expect(r.coefficients[n]).to.equal(text(n % 2 === 0 ? d : q(-d[0], d[1])));
        if (n > 0) {
          const { trace } = (await runTool('matrix-trace', { a })) as { trace: string };
          const t = parseQ(trace);
          expect(r.coefficients[1]).to.equal(text(q(-t[0], t[1])));
        }
        const t = n === 0 ? [] : a[0]!.map((_, j) => a.map((row) => row[j]!));
        expect((await charpoly(t)).coefficients).to.deep.equal(r.coefficients);
      }),
      { numRuns: 150 },
    );
  });

  it('every reported root is a root of p and det(rI - A) = 0; multiplicities never pass the degree', async () => {
    await fc.assert(
      fc.asyncProperty(square(6), async (a) => {
        const r = await charpoly(a);
        let total = 0;
        for (const { value, multiplicity } of r.rational_roots) {
          const x = parseQ(value);
          expect(evaluate(r.coefficients, x)).to.deep.equal([0n, 1n]);
          const shifted = a.map((row, i) => row.map((e, j) => text(add(i === j ? x : [0n, 1n], q(-parseQ(e)[0], parseQ(e)[1])))));
          expect(((await runTool('matrix-determinant', { a: shifted })) as { determinant: string }).determinant).to.equal('0');
          total += multiplicity;
        }
        expect(r.unaccounted_roots).to.equal(a.length - total);
      }),
      { numRuns: 150 },
    );
  });

  it('a triangular matrix has its diagonal entries as eigenvalues, every root accounted for', async () => {
    await fc.assert(
      fc.asyncProperty(square(7), async (a) => {
        const tri = a.map((row, i) => row.map((x, j) => (j < i ? '0' : x)));
        const r = await charpoly(tri);
        const counts = new Map<string, number>();
        tri.forEach((row, i) => {
          const k = text(parseQ(row[i]!));
          counts.set(k, (counts.get(k) ?? 0) + 1);
        });
        const expected = [...counts.entries()].map(([value, multiplicity]) => ({ value, multiplicity }));
        expected.sort((x, y) => {
          const [p, s] = [parseQ(x.value), parseQ(y.value)];
          const diff = p[0] * s[1] - s[0] * p[1];
          return diff < 0n ? -1 : diff > 0n ? 1 : 0;
        });
        expect(r.rational_roots).to.deep.equal(expected);
        expect(r.unaccounted_roots).to.equal(0);
      }),
      { numRuns: 150 },
    );
  });
});
