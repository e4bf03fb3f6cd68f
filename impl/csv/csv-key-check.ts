import type { Input, Output } from '../../generated/tools/csv/csv-key-check.js';
import { limits } from '../../generated/tools/csv/csv-key-check.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { groupRows } from './lib/csv-key-tuple.js';
import { parseCsv, resolveColumns } from './lib/csv-table.js';

export default function csvKeyCheck(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const columns = resolveColumns(table, input.columns, '/columns', { distinct: true });
  const emptyKeyRows: number[] = [];
  table.rows.forEach((row, r) => {
    if (columns.some((c) => row[c] === '')) emptyKeyRows.push(r + 1);
  });
  // Exact cell equality; groups in order of first occurrence, rows ascending within a group.
  const duplicateGroups = [...groupRows(table.rows, columns).values()]
    .filter((rows) => rows.length > 1)
    // The filter leaves groups of two or more rows, as the schema's minItems says.
    .map((rows) => ({ key: columns.map((c) => table.rows[rows[0]!]![c]!), rows: rows.map((r) => r + 1) as [number, number, ...number[]] }));
  const unique = duplicateGroups.length === 0;
  return {
    is_key: unique && emptyKeyRows.length === 0,
    unique,
    duplicate_groups: duplicateGroups,
    empty_key_rows: emptyKeyRows,
    row_count: table.rows.length,
  };
}
