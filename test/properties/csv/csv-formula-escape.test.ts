import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { readCsv, writeCsv } from './csv-table-arbitraries.js';

const risky = fc.array(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '1', 'a', "'", ','), { maxLength: 4 }).map((cs) => cs.join(''));

describe('csv-formula-escape properties', () => {
  it('no cell of the output starts with a trigger; escaping is idempotent; removing the apostrophe gives the input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(risky, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 8 }), async (rows) => {
        const out = (await runTool('csv-formula-escape', { csv: writeCsv(rows) })) as { csv: string; escaped_cells: number };
        const got = readCsv(out.csv);
        let escaped = 0;
        got.forEach((r, i) => r.forEach((v, j) => {
          expect(/^[=+\-@\t\r]/.test(v)).to.equal(false);
          const original = rows[i]![j]!;
          if (v !== original) {
            escaped++;
            expect(v).to.equal("'" + original);
          }
        }));
        expect(out.escaped_cells).to.equal(escaped);
        const again = (await runTool('csv-formula-escape', { csv: out.csv })) as { csv: string; escaped_cells: number };
        expect(again.escaped_cells).to.equal(0);
      }),
      { numRuns: 150 },
    );
  });
});
