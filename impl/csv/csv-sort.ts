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
  // Every non-empty key cell must be of its key's type before sorting starts; a (column, type) pair
  // named by several keys is checked once (its first fault is the same).
  const checked = new Set<string>();
  for (const key of keys) {
    if (key.type === 'string' || checked.has(`${key.column}:${key.type}`)) continue;
    checked.add(`${key.column}:${key.type}`);
    table.rows.forEach((row, r) => {
      const cell = row[key.column]!;
      if (cell !== '' && !cellHasType(key.type, cell, limits.max_numeric_cell_chars)) {
        throw invalidInput('/csv', `${rowPlace(table, r)}, column ${JSON.stringify(names[key.column])}: ${JSON.stringify(cell.slice(0, 40))} is not a valid ${key.type}`);
      }
    });
  }
  // A key that an earlier key on the same column already decides is dropped before sorting, so 100
  // keys naming one column cost one comparison, not 100: when the earlier key ties, both cells are
  // empty or equal under its type, and exact equality (string, boolean, date) implies equality under
  // every type, as integer and decimal equality (by value) imply each other.
  const exactness = (t: CellType) => (t === 'integer' || t === 'decimal' ? 'value' : 'exact');
  const settled = new Map<number, 'value' | 'exact'>();
  const deciding = keys.filter((key) => {
    const before = settled.get(key.column);
    if (before === 'exact' || (before === 'value' && exactness(key.type) === 'value')) return false;
    settled.set(key.column, exactness(key.type));
    return true;
  });
  const order = table.rows.map((_, r) => r);
  order.sort((a, b) => {
    for (const key of deciding) {
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
