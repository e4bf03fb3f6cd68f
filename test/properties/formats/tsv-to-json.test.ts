import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

describe('tsv-to-json properties', () => {
  it('agrees with splitting lines at LF and fields at tab (no quoting)', async () => {
    const cell = fc.array(fc.constantFrom('a', '"', ' ', ',', '\\'), { maxLength: 4 }).map((a) => a.join(''));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 5 }), fc.infiniteStream(cell), async (n, rowSeeds, cells) => {
        const it = cells[Symbol.iterator]();
        const columns = Array.from({ length: n }, (_, i) => `c${i}`);
        const rows = rowSeeds.map(() => columns.map(() => it.next().value as string));
        fc.pre(!(n === 1 && rows.length > 0 && rows[rows.length - 1]![0] === '')); // trailing empty line vs final line break
        const text = [columns, ...rows].map((r) => r.join('\t')).join('\n') + '\n';
        const r = (await runTool('tsv-to-json', { text })) as { columns: string[]; rows: Record<string, string>[] };
        expect(r.columns).to.deep.equal(columns);
        expect(r.rows.map((o) => columns.map((c) => o[c]))).to.deep.equal(rows);
      }),
      { numRuns: 150 },
    );
  });

  it('to-json after from-json after to-json is stable', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.constantFrom('a', '\\t', '\\\\', '\\n', 'x'), { maxLength: 3 }).map((a) => a.join('')), { minLength: 4, maxLength: 4 }), async (cells) => {
        const text = `h1\th2\n${cells[0]}\t${cells[1]}\n${cells[2]}\t${cells[3]}\n`;
        const first = (await runTool('tsv-to-json', { text, escapes: 'backslash' })) as { columns: string[]; rows: unknown[] };
        const again = (await runTool('tsv-to-json', { text: ((await runTool('tsv-from-json', { ...first, escapes: 'backslash' })) as { text: string }).text, escapes: 'backslash' })) as unknown;
        expect(again).to.deep.equal(first);
      }),
      { numRuns: 100 },
    );
  });

  it('reports a record with the wrong field count at its line', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 2, max: 4 }), async (good, cols) => {
        const header = Array.from({ length: cols }, (_, i) => `h${i}`).join('\t');
        const text = [header, ...Array(good).fill(Array(cols).fill('x').join('\t')), Array(cols + 1).fill('y').join('\t')].join('\n');
        const e = await toolFailure('tsv-to-json', { text });
        expect(e.code).to.equal('syntax_error');
        expect(e.extra?.line).to.equal(good + 2);
      }),
      { numRuns: 50 },
    );
  });
});
