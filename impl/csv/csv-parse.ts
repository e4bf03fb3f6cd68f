import type { Input, Output } from '../../generated/tools/csv/csv-parse.js';
import { limits } from '../../generated/tools/csv/csv-parse.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { parseCsv } from './lib/csv-table.js';

export default function csvParse(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  return { header: table.header, rows: table.rows, row_lines: table.rowLines, column_count: table.width };
}
