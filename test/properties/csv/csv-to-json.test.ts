// csv-to-json and csv-from-json are inverse on string tables with unique, non-empty column names.
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const text = fc.array(fc.constantFrom('a', 'B', ' ', ',', ';', '"', '\r', '\n', 'é', '😀', '\uFEFF'), { maxLength: 5 }).map((cs) => cs.join(''));
const name = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'id'), text.filter((s) => s !== ''));
const table = fc.uniqueArray(name, { minLength: 1, maxLength: 4 }).chain((columns) =>
  fc.record({
    columns: fc.constant(columns),
    cells: fc.array(fc.array(text, { minLength: columns.length, maxLength: columns.length }), { maxLength: 5 }),
  }),
);
const dialect = fc.record({ delimiter: fc.constantFrom(',', ';', '\t'), quote: fc.constantFrom('"', "'"), line_ending: fc.constantFrom('crlf', 'lf') });

function objectOf(columns: string[], cells: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  columns.forEach((c, k) => Object.defineProperty(out, c, { value: cells[k], enumerable: true, writable: true, configurable: true }));
  return out;
}

describe('csv-to-json / csv-from-json round trip', () => {
  it('csv-to-json(csv-from-json(rows)) gives back the rows and columns', async () => {
    await fc.assert(
      fc.asyncProperty(table, dialect, async ({ columns, cells }, d) => {
        const rows = cells.map((r) => objectOf(columns, r));
        const written = (await runTool('csv-from-json', { rows, columns, dialect: d })) as { csv: string };
        const read = (await runTool('csv-to-json', { csv: written.csv, dialect: { delimiter: d.delimiter, quote: d.quote } })) as { columns: string[]; rows: Record<string, unknown>[] };
        expect(read.columns).to.deep.equal(columns);
        expect(read.rows.map((r) => columns.map((c) => (Object.hasOwn(r, c) ? r[c] : undefined)))).to.deep.equal(cells);
        expect(read.rows.every((r) => Object.keys(r).length === columns.length)).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });

  it('csv-from-json(csv-to-json(csv)) writes the same text as a dialect conversion', async () => {
    await fc.assert(
      fc.asyncProperty(table, async ({ columns, cells }) => {
        const source = (await runTool('csv-from-json', { rows: cells.map((r) => objectOf(columns, r)), columns, dialect: { line_ending: 'lf' } })) as { csv: string };
        const json = (await runTool('csv-to-json', { csv: source.csv })) as { columns: string[]; rows: unknown[] };
        const again = (await runTool('csv-from-json', { rows: json.rows, columns: json.columns })) as { csv: string };
        const converted = (await runTool('csv-dialect-convert', { csv: source.csv })) as { csv: string };
        expect(again.csv).to.equal(converted.csv);
      }),
      { numRuns: 150 },
    );
  });
});
