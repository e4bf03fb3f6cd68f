import type { Input, Output } from '../../generated/tools/csv/csv-schema-infer.js';
import { limits } from '../../generated/tools/csv/csv-schema-infer.js';
import { type CellType, cellHasType, inferCellType } from './lib/csv-cell-types.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { columnNames, parseCsv } from './lib/csv-table.js';

// From narrow to wide: a column keeps the first type every non-empty cell matches.
const LATTICE: readonly CellType[] = ['integer', 'decimal', 'boolean', 'date', 'string'];

export default function csvSchemaInfer(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const maxChars = limits.max_numeric_cell_chars;
  const columns = columnNames(table).map((name, c) => {
    let candidate = -1; // index into LATTICE; -1 until the first non-empty cell
    let empty = 0;
    let demotedAt = 0; // 1-based row of the first cell that forced string; 0 if none
    table.rows.forEach((row, r) => {
      const cell = row[c]!;
      if (cell === '') {
        empty++;
        return;
      }
      if (candidate < 0) {
        candidate = LATTICE.indexOf(inferCellType(cell, maxChars));
        return;
      }
      if (cellHasType(LATTICE[candidate]!, cell, maxChars)) return;
      // integer -> decimal is a widening; any other mismatch demotes to string.
      const next = LATTICE[candidate] === 'integer' && cellHasType('decimal', cell, maxChars) ? 1 : 4;
      if (next === 4 && demotedAt === 0) demotedAt = r + 1;
      candidate = next;
    });
    const type: CellType = candidate < 0 ? 'string' : LATTICE[candidate]!;
    const base = { name, type, empty_count: empty, non_empty_count: table.rows.length - empty, all_empty: candidate < 0 };
    return demotedAt === 0 ? base : { ...base, demoted_at_row: demotedAt };
  });
  return { columns, row_count: table.rows.length };
}
