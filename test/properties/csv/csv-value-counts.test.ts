import { expect } from 'chai';
import fc from 'fast-check';
import { compareCodePoints } from '../../../impl/lib/code-point-order.js';
import { runTool } from '../../support/direct.js';
import { cell, writeCsv } from './csv-table-arbitraries.js';

type Counts = { rows: number; distinct: number; values: { value: string; count: number }[] };

describe('csv-value-counts properties', () => {
  it('counts match a brute-force count and are ordered by count desc, then code point', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cell, { maxLength: 30 }), async (cells) => {
        const out = (await runTool('csv-value-counts', { csv: writeCsv([['v'], ...cells.map((c) => [c])]), column: 'v' })) as Counts;
        expect(out.rows).to.equal(cells.length);
        expect(out.values.reduce((s, v) => s + v.count, 0)).to.equal(cells.length);
        for (const v of out.values) expect(v.count).to.equal(cells.filter((c) => c === v.value).length);
        expect(out.distinct).to.equal(new Set(cells).size);
        for (let i = 1; i < out.values.length; i++) {
          const a = out.values[i - 1]!;
          const b = out.values[i]!;
          expect(a.count > b.count || (a.count === b.count && compareCodePoints(a.value, b.value) < 0)).to.equal(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
