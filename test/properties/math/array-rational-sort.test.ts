import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cmpQ, ofText, rationalTextArb, readQ } from './rational-text-arbitraries.js';

type Item = { index: number; value: string; numerator: string; denominator: string };

describe('array-rational-sort properties', () => {
  it('returns a permutation, ordered by exact value, stable in both directions, each value reduced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalTextArb, { maxLength: 40 }), fc.constantFrom('asc', 'desc'), async (values, order) => {
        const { values: out } = (await runTool('array-rational-sort', { values, order })) as { values: Item[] };
        expect(out.map((o) => o.index).sort((a, b) => a - b)).to.deep.equal(values.map((_, i) => i));
        const sign = order === 'asc' ? 1 : -1;
        for (const [k, o] of out.entries()) {
          expect(o.value).to.equal(values[o.index]);
          expect(ofText(o)).to.deep.equal(readQ(o.value));
          expect({ numerator: o.numerator, denominator: o.denominator }).to.deep.equal({ numerator: String(readQ(o.value).n), denominator: String(readQ(o.value).d) });
          if (k === 0) continue;
          const prev = out[k - 1]!;
          const c = sign * cmpQ(readQ(prev.value), readQ(o.value));
          expect(c).to.be.at.most(0);
          if (c === 0) expect(prev.index).to.be.below(o.index);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the first item ascending is the minimum array-rational-min-max finds, the first descending the maximum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalTextArb, { minLength: 1, maxLength: 20 }), async (values) => {
        const asc = (await runTool('array-rational-sort', { values })) as { values: Item[] };
        const desc = (await runTool('array-rational-sort', { values, order: 'desc' })) as { values: Item[] };
        const qs = values.map(readQ);
        const mm = (await runTool('array-rational-min-max', { values: qs.map((x) => ({ numerator: String(x.n), denominator: String(x.d) })) })) as Record<string, unknown>;
        const pick = ({ numerator, denominator }: Item) => ({ numerator, denominator });
        expect(pick(asc.values[0]!)).to.deep.equal(mm.min);
        expect(pick(desc.values[0]!)).to.deep.equal(mm.max);
      }),
      { numRuns: 100 },
    );
  });
});
