import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Compressed = { text: string; count: number; items: number };
const value = fc.oneof(fc.bigInt({ min: -15n, max: 15n }), fc.bigInt({ min: -(2n ** 63n), max: 2n ** 64n - 1n }));

describe('array-integer-ranges-compress properties', () => {
  it('order and repeats of the input do not matter, and items never grow as min_run shrinks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(value, { maxLength: 60 }), fc.integer({ min: 2, max: 8 }), async (xs, minRun) => {
        const values = xs.map(String);
        const a = (await runTool('array-integer-ranges-compress', { values, min_run: minRun })) as Compressed;
        const b = (await runTool('array-integer-ranges-compress', { values: [...values].reverse().concat(values), min_run: minRun })) as Compressed;
        expect(b).to.deep.equal(a);
        expect(a.count).to.equal(new Set(xs).size);
        const looser = (await runTool('array-integer-ranges-compress', { values, min_run: 2 })) as Compressed;
        expect(looser.items).to.be.at.most(a.items);
        expect(a.items).to.be.at.most(a.count);
      }),
      { numRuns: 200 },
    );
  });

  it('separator ", " differs from "," only by the spaces', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(value, { maxLength: 40 }), async (xs) => {
        const values = xs.map(String);
        const tight = (await runTool('array-integer-ranges-compress', { values })) as Compressed;
        const spaced = (await runTool('array-integer-ranges-compress', { values, separator: ', ' })) as Compressed;
        expect(spaced.text.replaceAll(', ', ',')).to.equal(tight.text);
        expect(tight.text).to.not.match(/\s/);
      }),
      { numRuns: 150 },
    );
  });
});
