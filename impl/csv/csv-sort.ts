import type { Input, Output } from '../../generated/tools/csv/csv-sort.js';
import { limits } from '../../generated/tools/csv/csv-sort.js';
import { invalidInput } from '../lib/tool-error.js';
import { type CellType, cellHasType, compareCells } from './lib/csv-cell-types.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { columnNames, parseCsv, resolveColumn, rowPlace, serializeCsv } from './lib/csv-table.js';

type Key = { column: number; type: CellType; sign: number; emptyFirst: boolean };

export default function csvSort(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const names = columnNames(table);
  const keys: Key[] = input.keys.map((k, i) => ({
    column: resolveColumn(table, k.column, `/keys/${i}/column`),
    type: (k.type ?? 'string') as CellType,
    sign: k.direction === 'desc' ? -1 : 1,
    emptyFirst: k.empty === 'first',
  }));
  // Every non-empty key cell must be of its key's type before sorting starts.
  for (const key of keys) {
    if (key.type === 'string') continue;
    table.rows.forEach((row, r) => {
      const cell = row[key.column]!;
      if (cell !== '' && !cellHasType(key.type, cell, limits.max_numeric_cell_chars)) {
        throw invalidInput('/csv', `${rowPlace(table, r)}, column ${JSON.stringify(names[key.column])}: ${JSON.stringify(cell.slice(0, 40))} is not a valid ${key.type}`);
      }
    });
  }
  const order = table.rows.map((_, r) => r);
  order.sort((a, b) => {
    for (const key of keys) {
      const x = table.rows[a]![key.column]!;
      const y = table.rows[b]![key.column]!;
      if (x === '' || y === '') {
        if (x === y) continue;
        // Empty cells go first or last whatever the direction (SQL NULLS FIRST / LAST).
        return (x === '') === key.emptyFirst ? -1 : 1;
      }
      const c = compareCells(key.type, x, y);
      if (c !== 0) return key.sign * c;
    }
    return a - b; // stable: ties keep input order
  });
  const rows = order.map((r) => table.rows[r]!);
  return { csv: serializeCsv(table.header, rows, dialect, '/csv', limits), order: order.map((r) => r + 1) };
}
