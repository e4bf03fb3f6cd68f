import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { readCsv, table, writeCsv } from './csv-table-arbitraries.js';

type Slice = { csv: string; rows: number; total_rows: number; next_offset: number | null };

describe('csv-slice properties', () => {
  it('paging with next_offset visits every record once, in order, header on every page', async () => {
    await fc.assert(
      fc.asyncProperty(table(2, 20), fc.integer({ min: 1, max: 7 }), async (rows, limit) => {
        const csv = writeCsv([['a', 'b'], ...rows]);
        const seen: string[][] = [];
        let offset: number | null = 0;
        while (offset !== null) {
          const page = (await runTool('csv-slice', { csv, offset, limit })) as Slice;
          const recs = readCsv(page.csv);
          expect(recs[0]).to.deep.equal(['a', 'b']);
          seen.push(...recs.slice(1));
          expect(page.total_rows).to.equal(rows.length);
          offset = page.next_offset;
        }
        expect(seen).to.deep.equal(rows);
      }),
      { numRuns: 100 },
    );
  });
});
