import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { writeCsv } from './csv-table-arbitraries.js';

// GFM table row splitting: an unescaped | separates cells; \| is part of the cell.
function splitRow(line: string): string[] {
  const inner = line.slice(2, -2);
  const cells: string[] = [];
  let cur = '';
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '\\' && inner[i + 1] === '|') { cur += '\\|'; i++; } else if (inner.startsWith(' | ', i)) { cells.push(cur); cur = ''; i += 2; } else cur += inner[i];
  }
  cells.push(cur);
  return cells;
}

describe('csv-to-markdown-table properties', () => {
  it('one line per record, every row has the column count, no raw line break inside a row', async () => {
    const pipey = fc.array(fc.constantFrom('a', '|', '\n', '\\', 'x'), { minLength: 1, maxLength: 4 }).map((cs) => cs.join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(pipey, { minLength: 3, maxLength: 3 }), { maxLength: 6 }), async (rows) => {
        const out = (await runTool('csv-to-markdown-table', { csv: writeCsv([['a', 'b', 'c'], ...rows]) })) as { markdown: string; rows: number };
        const lines = out.markdown.split('\n');
        expect(lines.pop()).to.equal('');
        expect(lines.length).to.equal(rows.length + 2);
        lines.forEach((l, i) => {
          if (i === 1) return;
          const cells = splitRow(l);
          expect(cells.length).to.equal(3);
          if (i >= 2) cells.forEach((c, j) => expect(c.replace(/\\\|/g, '|').replace(/<br>/g, '\n')).to.equal(rows[i - 2]![j]!.replace(/\r\n|\r/g, '\n')));
        });
      }),
      { numRuns: 150 },
    );
  });
});
