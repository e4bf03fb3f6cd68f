import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { addQ, mulQ, q, qText, rationalTextArb, readQ } from './rational-text-arbitraries.js';

type V = { x: string; numerator: string; denominator: string };
const run = async (input: Record<string, unknown>) => ((await runTool('polynomial-evaluate', input)) as { values: V[] }).values;

describe('polynomial-evaluate properties', () => {
  it('equals the term-by-term sum of c_k x^k, and reversing the list with the other order gives the same values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalTextArb, { minLength: 1, maxLength: 8 }), fc.array(rationalTextArb, { minLength: 1, maxLength: 5 }), async (coefficients, x) => {
        const low = await run({ coefficients, order: 'lowest_first', x });
        const expected = x.map((t) => {
          const v = readQ(t);
          let sum = q(0n, 1n);
          let power = q(1n, 1n);
          for (const c of coefficients) {
            sum = addQ(sum, mulQ(readQ(c), power));
            power = mulQ(power, v);
          }
          return { x: t, ...qText(sum) };
        });
        expect(low).to.deep.equal(expected);
        expect(await run({ coefficients: [...coefficients].reverse(), order: 'highest_first', x })).to.deep.equal(low);
      }),
      { numRuns: 200 },
    );
  });

  it('p(x) - p(r) is divisible by (x - r): p evaluated at r equals the remainder of synthetic division', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: -9, max: 9 }), async (cs, r) => {
        // synthetic division by (x - r), highest degree first: the last carry is p(r)
        let carry = 0n;
        for (const c of cs) carry = carry * BigInt(r) + BigInt(c);
        const [v] = await run({ coefficients: cs.map(String), order: 'highest_first', x: [String(r)] });
        expect(v).to.deep.equal({ x: String(r), numerator: String(carry), denominator: '1' });
      }),
      { numRuns: 150 },
    );
  });
});
