import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { canonical, entry, frac, textOf, vector, vectorPair } from './linalg-arbitraries.js';

type R = { result: string[] };
const run = async (input: object) => ((await runTool('vector-arithmetic', input)) as R).result;

describe('vector-arithmetic properties', () => {
  it('add and subtract are exact entrywise; (a + b) - b = a in lowest terms; a + b = b + a', async () => {
    await fc.assert(
      fc.asyncProperty(vectorPair(10), async ([a, b]) => {
        const sum = await run({ operation: 'add', a, b });
        expect(sum).to.deep.equal(a.map((x, i) => textOf(frac(x).add(frac(b[i]!)))));
        expect(await run({ operation: 'add', a: b, b: a })).to.deep.equal(sum);
        expect(await run({ operation: 'subtract', a: sum, b })).to.deep.equal(a.map(canonical));
      }),
      { numRuns: 150 },
    );
  });

  it('scale by s then by 1/s gives a back; scale by 0 gives zeros', async () => {
    await fc.assert(
      fc.asyncProperty(vector(10), entry.filter((s) => frac(s).n !== 0n), async (a, s) => {
        const scaled = await run({ operation: 'scale', a, scalar: s });
        expect(scaled).to.deep.equal(a.map((x) => textOf(frac(x).mul(frac(s)))));
        expect(await run({ operation: 'scale', a: scaled, scalar: textOf(frac(s).inverse()) })).to.deep.equal(a.map(canonical));
        expect(await run({ operation: 'scale', a, scalar: '0' })).to.deep.equal(a.map(() => '0'));
      }),
      { numRuns: 150 },
    );
  });
});
