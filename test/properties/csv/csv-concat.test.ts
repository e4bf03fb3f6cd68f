import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { readCsv, table, writeCsv } from './csv-table-arbitraries.js';

describe('csv-concat properties', () => {
  it('concatenating a table split into pieces gives it back', async () => {
    await fc.assert(
      fc.asyncProperty(table(3, 15), fc.array(fc.nat(15), { maxLength: 4 }), async (rows, cuts) => {
        const header = ['h1', 'h,2', 'h"3'];
        const points = [...new Set(cuts.map((c) => Math.min(c, rows.length)))].sort((a, b) => a - b);
        const bounds = [0, ...points, rows.length];
        const pieces = bounds.slice(1).map((end, k) => writeCsv([header, ...rows.slice(bounds[k], end)]));
        const out = (await runTool('csv-concat', { tables: pieces })) as { csv: string; rows: number };
        expect(readCsv(out.csv)).to.deep.equal([header, ...rows]);
        expect(out.rows).to.equal(rows.length);
      }),
      { numRuns: 150 },
    );
  });

  it('reordered columns never misalign data', async () => {
    await fc.assert(
      fc.asyncProperty(table(3, 6), table(3, 6), async (a, b) => {
        const out = (await runTool('csv-concat', { tables: [writeCsv([['x', 'y', 'z'], ...a]), writeCsv([['z', 'x', 'y'], ...b])] })) as { csv: string };
        expect(readCsv(out.csv)).to.deep.equal([['x', 'y', 'z'], ...a, ...b.map(([z, x, y]) => [x!, y!, z!])]);
      }),
      { numRuns: 100 },
    );
  });
});
