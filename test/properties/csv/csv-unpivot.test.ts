import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { readCsv, table, writeCsv } from './csv-table-arbitraries.js';

describe('csv-unpivot properties', () => {
  it('emits rows x value columns rows, row by row in value-column order', async () => {
    await fc.assert(
      fc.asyncProperty(table(3, 8), async (rows) => {
        const out = (await runTool('csv-unpivot', { csv: writeCsv([['id', 'p', 'q'], ...rows]), id_columns: ['id'] })) as { csv: string; rows: number };
        const expected = rows.flatMap((r) => [[r[0]!, 'p', r[1]!], [r[0]!, 'q', r[2]!]]);
        expect(readCsv(out.csv)).to.deep.equal([['id', 'variable', 'value'], ...expected]);
        expect(out.rows).to.equal(rows.length * 2);
      }),
      { numRuns: 150 },
    );
  });

  it('an output over max_output_chars is refused before it is built', async () => {
    const ids = 'i,'.repeat(200);
    const header = Array.from({ length: 200 }, (_, k) => `i${k}`).join(',') + ',' + Array.from({ length: 600 }, (_, k) => `v${k}`).join(',');
    const row = ids + '1,'.repeat(599) + '1';
    const csv = header + '\n' + (row + '\n').repeat(10);
    expect((await toolFailure('csv-unpivot', { csv, id_columns: Array.from({ length: 200 }, (_, k) => `i${k}`) })).code).to.equal('limit_exceeded');
  });
});
