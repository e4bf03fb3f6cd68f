// Properties datetime-sort promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { offsetArb, rfc3339, stampArb } from './instant-arbitraries.js';

type Sorted = { sorted: { index: number; datetime: string; epoch_nanoseconds: string }[]; distinct_instants: number };

// Lists with many ties: instants drawn from a few, each written in its own offset.
const listArb = fc.array(stampArb, { minLength: 1, maxLength: 6 }).chain((pool) =>
  fc.array(fc.tuple(fc.nat({ max: pool.length - 1 }), offsetArb), { maxLength: 40 }).map((picks) => picks.map(([i, off]) => ({ ns: pool[i]!.ns, text: rfc3339(pool[i]!.ns, off) }))),
);

describe('datetime-sort properties', () => {
  it('is a stable sort by instant in both orders: a permutation, ordered, ties by index', async () => {
    await fc.assert(
      fc.asyncProperty(listArb, fc.constantFrom('ascending', 'descending'), async (list, order) => {
        const out = (await runTool('datetime-sort', { datetimes: list.map((s) => s.text), order })) as Sorted;
        expect(out.sorted.map((e) => e.index).sort((x, y) => x - y)).to.deep.equal(list.map((_, i) => i));
        const expected = list
          .map((s, index) => ({ index, ns: s.ns }))
          .sort((x, y) => (x.ns === y.ns ? x.index - y.index : (x.ns < y.ns) === (order === 'ascending') ? -1 : 1));
        expect(out.sorted.map((e) => e.index)).to.deep.equal(expected.map((e) => e.index));
        for (const e of out.sorted) expect(e.datetime).to.equal(list[e.index]!.text);
        expect(out.distinct_instants).to.equal(new Set(list.map((s) => s.ns)).size);
      }),
      { numRuns: 200 },
    );
  });
});
