import type { Input, Output } from '../../generated/tools/csv/csv-column-stats.js';
import { limits } from '../../generated/tools/csv/csv-column-stats.js';
import { formatDecimal } from '../lib/decimal.js';
import { sumDecimals } from './lib/csv-aggregate.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { type CellType, cellHasType, compareCells, parseDecimalCell } from './lib/csv-cell-types.js';
import { columnNames, parseCsv, resolveColumns } from './lib/csv-table.js';

// Narrowest first; a column takes the first type every non-empty cell has.
const ORDER: readonly CellType[] = ['integer', 'decimal', 'boolean', 'date', 'string'];

export default function csvColumnStats(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits, { uniqueHeader: true });
  const names = columnNames(table);
  const columns = input.columns === undefined ? names.map((_, k) => k) : resolveColumns(table, input.columns, '/columns', { distinct: true });
  const stats = columns.map((c) => {
    const cells: string[] = [];
    let empty = 0;
    for (const row of table.rows) {
      const v = row[c]!;
      if (v === '') empty++;
      else cells.push(v);
    }
    const type: Output['columns'][number]['type'] = cells.length === 0 ? 'empty' : ORDER.find((t) => cells.every((v) => cellHasType(t, v, limits.max_numeric_cell_chars)))!;
    let min: string | null = null;
    let max: string | null = null;
    let sum: string | null = null;
    if (type !== 'empty') {
      const t = type;
      for (const v of cells) {
        if (min === null || compareCells(t, v, min) < 0) min = v;
        if (max === null || compareCells(t, v, max) > 0) max = v;
      }
      if (t === 'integer' || t === 'decimal') {
        sum = formatDecimal(sumDecimals(cells.map((v) => parseDecimalCell(v, limits.max_numeric_cell_chars)!)));
      }
    }
    return { name: names[c]!, type, count: cells.length, empty_count: empty, distinct_count: new Set(cells).size, min, max, sum };
  });
  return { rows: table.rows.length, columns: stats };
}
