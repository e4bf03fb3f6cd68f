import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { deepEqual, record } from './json-array-arbitraries.js';

type Grouped = { groups: { key_present: boolean; key?: unknown; count: number; indices: number[]; items?: unknown[] }[] };

describe('json-array-group properties', () => {
  it('agrees with a quadratic reference: first-seen groups, missing separate from null', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { maxLength: 40 }), async (array) => {
        const out = (await runTool('json-array-group', { array, key: '/k' })) as Grouped;
        const ref: { present: boolean; key: unknown; indices: number[] }[] = [];
        array.forEach((r, i) => {
          const present = Object.hasOwn(r, 'k');
          const g = ref.find((x) => x.present === present && (!present || deepEqual(x.key, r.k)));
          if (g) g.indices.push(i);
          else ref.push({ present, key: r.k, indices: [i] });
        });
        expect(out.groups.map((g) => g.indices)).to.deep.equal(ref.map((g) => g.indices));
        out.groups.forEach((g, n) => {
          expect(g.key_present).to.equal(ref[n]!.present);
          expect(g.count).to.equal(g.indices.length);
          expect(g.items).to.deep.equal(g.indices.map((i) => array[i]));
          if (g.key_present) expect(g.key).to.deep.equal(ref[n]!.key);
          else expect(g).to.not.have.property('key');
        });
      }),
      { numRuns: 200 },
    );
  });

  it('a result over 262144 bytes is limit_exceeded, and fits without items', async () => {
    const array = Array.from({ length: 1000 }, (_, i) => ({ id: i, text: 'y'.repeat(150) }));
    expect((await toolFailure('json-array-group', { array, key: '' })).code).to.equal('limit_exceeded');
    const out = (await runTool('json-array-group', { array, key: '/id', include_items: false })) as Grouped;
    expect(out.groups.length).to.equal(1000);
  });
});
