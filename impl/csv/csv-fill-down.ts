import type { Input, Output } from '../../generated/tools/csv/csv-fill-down.js';
import { limits } from '../../generated/tools/csv/csv-fill-down.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { parseCsv, resolveColumns, serializeCsv } from './lib/csv-table.js';

// Space, tab, CR and LF only; a broader set (NBSP, U+3000) would blank cells a user may mean as data.
const BLANK = /^[ \t\r\n]*$/;

export default function csvFillDown(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits, { uniqueHeader: true });
  const columns = resolveColumns(table, input.columns, '/columns', { distinct: true });
  const isEmpty = input.whitespace_is_empty ? (s: string) => BLANK.test(s) : (s: string) => s === '';
  const rows = table.rows.map((r) => [...r]);
  let filled = 0;
  for (const c of columns) {
    let last: string | null = null;
    for (const row of rows) {
      const cell = row[c]!;
      if (!isEmpty(cell)) last = cell;
      else if (last !== null) {
        row[c] = last;
        filled++;
      }
    }
  }
  return { csv: serializeCsv(table.header, rows, dialect, '/csv', limits), filled_cells: filled };
}
