import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { readCsv } from './csv-table-arbitraries.js';

describe('csv-pivot properties', () => {
  it('pivot then unpivot (drop_empty) gives back the long rows, grouped by row key', async () => {
    const pairs = fc.uniqueArray(fc.tuple(fc.constantFrom('r1', 'r2', 'r3'), fc.constantFrom('a', 'b', 'c'), fc.constantFrom('1', 'x', 'y,z')), { selector: ([r, c]) => r + '|' + c, maxLength: 9 });
    await fc.assert(
      fc.asyncProperty(pairs, async (long) => {
        const csv = 'id,key,val\n' + long.map(([r, c, v]) => `${r},${c},"${v}"\n`).join('');
        const wide = (await runTool('csv-pivot', { csv, index: ['id'], columns: 'key', values: 'val', dialect: { line_ending: 'lf' } })) as { csv: string };
        const back = (await runTool('csv-unpivot', { csv: wide.csv, id_columns: ['id'], variable_name: 'key', value_name: 'val', drop_empty: true })) as { csv: string };
        const got = readCsv(back.csv).slice(1).map((r) => r.join('|')).sort();
        expect(got).to.deep.equal(long.map((r) => r.join('|')).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('a repeated pair is duplicate_key without aggregation and counted with count', async () => {
    const csv = 'id,key,val\nr,a,1\nr,a,2\n';
    expect((await toolFailure('csv-pivot', { csv, index: ['id'], columns: 'key', values: 'val' })).code).to.equal('duplicate_key');
    const out = (await runTool('csv-pivot', { csv, index: ['id'], columns: 'key', values: 'val', aggregation: 'count' })) as { csv: string };
    expect(out.csv).to.equal('id,a\r\nr,2\r\n');
  });

  it('more than max_columns new columns is limit_exceeded', async () => {
    const csv = 'id,key,val\n' + Array.from({ length: 10000 }, (_, i) => `r,k${i},1\n`).join('');
    expect((await toolFailure('csv-pivot', { csv, index: ['id'], columns: 'key', values: 'val' })).code).to.equal('limit_exceeded');
  });
});
