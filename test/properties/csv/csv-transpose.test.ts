import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { readCsv, writeCsv } from './csv-table-arbitraries.js';
import { table } from './csv-table-arbitraries.js';

describe('csv-transpose properties', () => {
  it('swaps positions and transposing twice gives the records back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }).chain((w) => table(w, 8)), async (rows) => {
        const once = (await runTool('csv-transpose', { csv: writeCsv(rows) })) as { csv: string };
        const t = readCsv(once.csv);
        rows.forEach((r, i) => r.forEach((v, j) => expect(t[j]![i]).to.equal(v)));
        const twice = (await runTool('csv-transpose', { csv: once.csv })) as { csv: string };
        expect(readCsv(twice.csv)).to.deep.equal(rows);
      }),
      { numRuns: 150 },
    );
  });
});
