import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { intervalSet, type IntervalOut } from './interval-arbitraries.js';

const run = async (id: string, input: object) => ((await runTool(id, input)) as { intervals: IntervalOut[] }).intervals.map((i) => i.text);

describe('interval-subtract properties', () => {
  it('leaves nothing of B, and removing nothing leaves A as its union', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, intervalSet, async (a, b) => {
        const rest = await run('interval-subtract', { a, b });
        expect(await run('interval-intersect', { a: rest, b })).to.deep.equal([]);
        expect(await run('interval-subtract', { a, b: [] })).to.deep.equal(await run('interval-union', { intervals: a }));
      }),
      { numRuns: 150 },
    );
  });

  it('A minus B equals A minus (A and B), and subtracting twice changes nothing more', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, intervalSet, async (a, b) => {
        const rest = await run('interval-subtract', { a, b });
        const common = await run('interval-intersect', { a, b });
        expect(await run('interval-subtract', { a, b: common })).to.deep.equal(rest);
        expect(await run('interval-subtract', { a: rest, b })).to.deep.equal(rest);
      }),
      { numRuns: 150 },
    );
  });
});
