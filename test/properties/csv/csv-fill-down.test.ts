import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cell, readCsv, writeCsv } from './csv-table-arbitraries.js';

describe('csv-fill-down properties', () => {
  it('each cell becomes the nearest non-empty cell at or above it; idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(cell, fc.constant('')), { maxLength: 20 }), async (cells) => {
        const out = (await runTool('csv-fill-down', { csv: writeCsv([['g'], ...cells.map((c) => [c])]), columns: ['g'] })) as { csv: string; filled_cells: number };
        const got = readCsv(out.csv).slice(1).map((r) => r[0]);
        let last: string | null = null;
        let filled = 0;
        const expected = cells.map((c) => {
          if (c !== '') return (last = c);
          if (last === null) return c;
          filled++;
          return last;
        });
        expect(got).to.deep.equal(expected);
        expect(out.filled_cells).to.equal(filled);
        const again = (await runTool('csv-fill-down', { csv: out.csv, columns: ['g'] })) as { csv: string };
        expect(again.csv).to.equal(out.csv);
      }),
      { numRuns: 150 },
    );
  });
});
