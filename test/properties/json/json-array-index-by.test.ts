import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Indexed = { index: Record<string, unknown>; keys: string[]; indices: number[]; skipped: number[] };

describe('json-array-index-by properties', () => {
  const rows = fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c', '__proto__', 'constructor', '0', '10'), n: fc.nat(99) }), { maxLength: 20 });

  it('first/last keep the first/last item per key; keys in first-seen order; own members only', async () => {
    await fc.assert(
      fc.asyncProperty(rows, fc.constantFrom('first', 'last'), async (array, duplicates) => {
        const out = (await runTool('json-array-index-by', { array, key: '/id', duplicates })) as Indexed;
        const ids: string[] = array.map((r) => r.id);
        expect(out.keys).to.deep.equal(ids.filter((k, i) => ids.indexOf(k) === i));
        out.keys.forEach((k, j) => {
          const expected = duplicates === 'first' ? ids.indexOf(k) : ids.lastIndexOf(k);
          expect(out.indices[j]).to.equal(expected);
          expect(Object.hasOwn(out.index, k)).to.equal(true);
          expect(out.index[k]).to.deep.equal(array[expected]);
        });
        expect(Object.keys(out.index).length).to.equal(out.keys.length);
        expect(Object.getPrototypeOf(out.index)).to.equal(Object.prototype);
      }),
      { numRuns: 150 },
    );
  });

  it('duplicates error is a collision exactly when some key repeats', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (array) => {
        const repeats = new Set(array.map((r) => r.id)).size < array.length;
        if (repeats) expect((await toolFailure('json-array-index-by', { array, key: '/id' })).code).to.equal('collision');
        else await runTool('json-array-index-by', { array, key: '/id' });
      }),
      { numRuns: 150 },
    );
  });
});
