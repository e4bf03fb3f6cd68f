import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

const field = fc.array(fc.constantFrom('a', ' ', '"', '\\', '\t', '\n', '\r', 'é', 't', 'n'), { maxLength: 6 }).map((a) => a.join(''));
const plain = field.map((s) => s.replace(/[\t\n\r]/g, ''));

function table(cell: fc.Arbitrary<string>) {
  return fc.uniqueArray(cell, { minLength: 1, maxLength: 4 }).chain((columns) =>
    fc.record({ columns: fc.constant(columns), rows: fc.array(fc.tuple(...columns.map(() => cell)).map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i]!]))), { maxLength: 5 }) }),
  );
}

describe('tsv-from-json properties', () => {
  it('tsv-to-json reads the output back, in both escape modes', async () => {
    for (const [escapes, cell] of [['backslash', field], ['none', plain]] as const) {
      await fc.assert(
        fc.asyncProperty(table(cell), async ({ columns, rows }) => {
          const { text } = (await runTool('tsv-from-json', { columns, rows, escapes })) as { text: string };
          const back = (await runTool('tsv-to-json', { text, escapes })) as { columns: string[]; rows: Record<string, string>[] };
          expect(back.columns).to.deep.equal(columns);
          expect(back.rows).to.deep.equal(rows);
        }),
        { numRuns: 100 },
      );
    }
  });

  it('without escapes, a tab or line break anywhere is rejected at its pointer', async () => {
    await fc.assert(
      fc.asyncProperty(plain, fc.constantFrom('\t', '\n', '\r'), async (s, bad) => {
        const e = await toolFailure('tsv-from-json', { columns: ['c'], rows: [{ c: s + bad }] });
        expect(e.code).to.equal('invalid_input');
      }),
      { numRuns: 30 },
    );
  });
});
