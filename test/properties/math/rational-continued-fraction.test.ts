import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { gcdRef, rationalText } from './math-arbitraries.js';

type R = { numerator: string; denominator: string };
type Out = R & { terms: string[]; text: string; convergents?: R[] };

describe('rational-continued-fraction properties', () => {
  it('value -> terms -> value is the identity, the terms are canonical and the convergents end at the value', async () => {
    await fc.assert(
      fc.asyncProperty(rationalText, async ({ numerator, denominator }) => {
        const a = (await runTool('rational-continued-fraction', { value: `${numerator}/${denominator}` })) as Out;
        const b = (await runTool('rational-continued-fraction', { terms: a.terms })) as Out;
        expect(b).to.deep.equal(a);
        const t = a.terms.map(BigInt);
        expect(t.slice(1).every((x) => x > 0n)).to.equal(true);
        if (t.length > 1) expect(t.at(-1)! > 1n).to.equal(true);
        expect(a.convergents!.at(-1)).to.deep.equal({ numerator: a.numerator, denominator: a.denominator });
        // consecutive convergents: h_k k_(k-1) - h_(k-1) k_k = (-1)^(k-1)
        const c = a.convergents!.map((x) => [BigInt(x.numerator), BigInt(x.denominator)] as const);
        for (let k = 1; k < c.length; k++) expect(c[k]![0] * c[k - 1]![1] - c[k - 1]![0] * c[k]![1]).to.equal(k % 2 === 1 ? 1n : -1n);
        for (const [h, q] of c) expect(gcdRef(h, q)).to.equal(1n);
      }),
      { numRuns: 200 },
    );
  });

  it('any valid term list, canonical or ending in 1, gives the same value as its canonical form', async () => {
    const term = fc.bigInt({ min: 1n, max: 50n });
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -50n, max: 50n }), fc.array(term, { maxLength: 8 }), async (a0, rest) => {
        const terms = [a0, ...rest].map(String);
        const out = (await runTool('rational-continued-fraction', { terms, include_convergents: false })) as Out;
        // reference: fold from the right with naive fractions
        let [n, d] = [BigInt(terms.at(-1)!), 1n];
        for (let i = terms.length - 2; i >= 0; i--) [n, d] = [BigInt(terms[i]!) * n + d, n];
        const g = gcdRef(n, d);
        expect([out.numerator, out.denominator]).to.deep.equal([String(n / g), String(d / g)]);
        const again = (await runTool('rational-continued-fraction', { value: out.text, include_convergents: false })) as Out;
        expect(again.terms).to.deep.equal(out.terms);
      }),
      { numRuns: 200 },
    );
  });
});
