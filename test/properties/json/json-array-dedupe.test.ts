import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { deepEqual, record, smallJson } from './json-array-arbitraries.js';

type Deduped = { unique: unknown[]; kept_indices: number[]; removed: { index: number; first_index: number }[] };

describe('json-array-dedupe properties', () => {
  it('agrees with a quadratic first-occurrence reference using independent deep equality', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(smallJson, { maxLength: 40 }), async (array) => {
        const out = (await runTool('json-array-dedupe', { array })) as Deduped;
        const kept: number[] = [];
        const removed: { index: number; first_index: number }[] = [];
        array.forEach((v, i) => {
          const first = kept.find((j) => deepEqual(array[j], v));
          if (first === undefined) kept.push(i);
          else removed.push({ index: i, first_index: first });
        });
        expect(out.kept_indices).to.deep.equal(kept);
        expect(out.removed).to.deep.equal(removed);
        expect(out.unique).to.deep.equal(kept.map((i) => array[i]));
      }),
      { numRuns: 200 },
    );
  });

  it('by key: missing differs from null, and deduping twice changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { maxLength: 40 }), async (array) => {
        const out = (await runTool('json-array-dedupe', { array, keys: ['/k'] })) as Deduped;
        const keyOf = (r: Record<string, unknown>) => (Object.hasOwn(r, 'k') ? { k: r.k } : {});
        const seen: unknown[] = [];
        const kept = array.flatMap((r, i) => (seen.some((s) => deepEqual(s, keyOf(r))) ? [] : (seen.push(keyOf(r)), [i])));
        expect(out.kept_indices).to.deep.equal(kept);
        const again = (await runTool('json-array-dedupe', { array: out.unique, keys: ['/k'] })) as Deduped;
        expect(again.removed).to.deep.equal([]);
      }),
      { numRuns: 150 },
    );
  });
});
