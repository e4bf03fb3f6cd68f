import type { Input, Output } from '../../generated/tools/csv/csv-slice.js';
import { limits } from '../../generated/tools/csv/csv-slice.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { parseCsv, serializeCsv } from './lib/csv-table.js';

export default function csvSlice(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const total = table.rows.length;
  const start = Math.min(input.offset ?? 0, total);
  const end = input.limit === undefined ? total : Math.min(start + input.limit, total);
  const rows = table.rows.slice(start, end);
  return {
    csv: serializeCsv(table.header, rows, dialect, '/csv', limits),
    total_rows: total,
    rows: rows.length,
    next_offset: end < total ? end : null,
  };
}
