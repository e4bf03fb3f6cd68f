import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { intervalSet, type IntervalOut } from './interval-arbitraries.js';

const run = async (id: string, input: object) => ((await runTool(id, input)) as { intervals: IntervalOut[] }).intervals.map((i) => i.text);

describe('interval-intersect properties', () => {
  it('is commutative, and a set meets itself in its own union', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, intervalSet, async (a, b) => {
        expect(await run('interval-intersect', { a, b })).to.deep.equal(await run('interval-intersect', { a: b, b: a }));
        expect(await run('interval-intersect', { a, b: a })).to.deep.equal(await run('interval-union', { intervals: a }));
      }),
      { numRuns: 150 },
    );
  });

  it('splits A into the part inside B and the part outside it (with interval-subtract)', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, intervalSet, async (a, b) => {
        const inside = await run('interval-intersect', { a, b });
        const outside = await run('interval-subtract', { a, b });
        expect(await run('interval-intersect', { a: inside, b: outside })).to.deep.equal([]);
        expect(await run('interval-union', { intervals: [...inside, ...outside] })).to.deep.equal(await run('interval-union', { intervals: a }));
      }),
      { numRuns: 150 },
    );
  });
});
