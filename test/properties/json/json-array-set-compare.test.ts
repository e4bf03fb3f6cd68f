import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { deepEqual, smallJson } from './json-array-arbitraries.js';

type Compared = { only_in_first: unknown[]; only_in_second: unknown[]; common: unknown[]; equal: boolean; counts: Record<string, number> };

const count = (list: unknown[], v: unknown) => list.filter((x) => deepEqual(x, v)).length;

describe('json-array-set-compare properties', () => {
  it('set mode agrees with a quadratic reference', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(smallJson, { maxLength: 25 }), fc.array(smallJson, { maxLength: 25 }), async (first, second) => {
        const out = (await runTool('json-array-set-compare', { first, second })) as Compared;
        const distinct = (l: unknown[]) => l.filter((v, i) => l.findIndex((w) => deepEqual(v, w)) === i);
        const d1 = distinct(first);
        const d2 = distinct(second);
        expect(out.common).to.deep.equal(d1.filter((v) => count(second, v) > 0));
        expect(out.only_in_first).to.deep.equal(d1.filter((v) => count(second, v) === 0));
        expect(out.only_in_second).to.deep.equal(d2.filter((v) => count(first, v) === 0));
        expect(out.equal).to.equal(out.only_in_first.length === 0 && out.only_in_second.length === 0);
      }),
      { numRuns: 150 },
    );
  });

  it('multiset mode: per value, common = min(c1, c2) and the rest is split by side', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(smallJson, { maxLength: 25 }), fc.array(smallJson, { maxLength: 25 }), async (first, second) => {
        const out = (await runTool('json-array-set-compare', { first, second, multiset: true })) as Compared;
        for (const v of [...first, ...second]) {
          const c1 = count(first, v);
          const c2 = count(second, v);
          expect(count(out.common, v)).to.equal(Math.min(c1, c2));
          expect(count(out.only_in_first, v)).to.equal(Math.max(0, c1 - c2));
          expect(count(out.only_in_second, v)).to.equal(Math.max(0, c2 - c1));
        }
        expect(out.counts.common! + out.counts.only_in_first!).to.equal(first.length);
        expect(out.counts.common! + out.counts.only_in_second!).to.equal(second.length);
        const swapped = (await runTool('json-array-set-compare', { first: second, second: first, multiset: true })) as Compared;
        expect(swapped.counts.only_in_first).to.equal(out.counts.only_in_second);
        expect(swapped.equal).to.equal(out.equal);
      }),
      { numRuns: 150 },
    );
  });
});
