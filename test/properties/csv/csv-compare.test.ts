import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { table, writeCsv } from './csv-table-arbitraries.js';

type Cmp = { equal: boolean; difference_count: number; differences: { record: number; field: number; left: string | null; right: string | null }[] };

// Minimal quoting with LF endings: a different byte form of the same records.
function writeMinimal(records: string[][]): string {
  return records.map((r) => (r.length === 1 && r[0] === '' ? '""' : r.map((f) => (/[",\r\n]/.test(f) ? '"' + f.replace(/"/g, '""') + '"' : f)).join(',')) + '\n').join('');
}

describe('csv-compare properties', () => {
  it('quoting and line endings never count', async () => {
    await fc.assert(
      fc.asyncProperty(table(3, 8), async (rows) => {
        const out = (await runTool('csv-compare', { left: writeCsv(rows), right: writeMinimal(rows), dialect: { header: false } })) as Cmp;
        expect(out.equal).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });

  it('differences are exactly the positions whose values differ', async () => {
    await fc.assert(
      fc.asyncProperty(table(2, 6), table(2, 6), async (a, b) => {
        const out = (await runTool('csv-compare', { left: writeCsv(a), right: writeCsv(b), dialect: { header: false }, max_differences: 100000 })) as Cmp;
        const expected: Cmp['differences'] = [];
        for (let r = 0; r < Math.max(a.length, b.length); r++) {
          for (let f = 0; f < 2; f++) {
            const x = a[r]?.[f] ?? null;
            const y = b[r]?.[f] ?? null;
            if (x !== y) expected.push({ record: r + 1, field: f + 1, left: x, right: y });
          }
        }
        expect(out.differences).to.deep.equal(expected);
        expect(out.equal).to.equal(expected.length === 0);
      }),
      { numRuns: 150 },
    );
  });
});
