import type { Input, Output } from '../../generated/tools/csv/csv-column-select.js';
import { limits } from '../../generated/tools/csv/csv-column-select.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { parseCsv, resolveColumns, serializeCsv } from './lib/csv-table.js';

export default function csvColumnSelect(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const picks = resolveColumns(table, input.columns, '/columns', { distinct: true });
  const header = table.header === null ? null : picks.map((c) => table.header![c]!);
  const rows = table.rows.map((row) => picks.map((c) => row[c]!));
  return { csv: serializeCsv(header, rows, dialect, '/csv', limits), row_count: rows.length, column_count: picks.length };
}
