import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { intervalSet, type IntervalOut } from './interval-arbitraries.js';

const union = async (intervals: string[]) => ((await runTool('interval-union', { intervals })) as { intervals: IntervalOut[] }).intervals;
const texts = (out: IntervalOut[]) => out.map((i) => i.text);

describe('interval-union properties', () => {
  it('is idempotent: the union of a minimal set is itself', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, async (intervals) => {
        const once = texts(await union(intervals));
        expect(texts(await union(once))).to.deep.equal(once);
      }),
      { numRuns: 200 },
    );
  });

  it('does not depend on the order of the intervals, and unions of parts give the union of the whole', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, intervalSet, async (a, b) => {
        const whole = texts(await union([...a, ...b]));
        expect(texts(await union([...b, ...a].reverse()))).to.deep.equal(whole);
        expect(texts(await union([...texts(await union(a)), ...texts(await union(b))]))).to.deep.equal(whole);
      }),
      { numRuns: 150 },
    );
  });
});
