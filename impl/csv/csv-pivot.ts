import type { Input, Output } from '../../generated/tools/csv/csv-pivot.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { ToolError, invalidInput, limitExceeded } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { aggregateCells } from './lib/csv-aggregate.js';
import { tupleKey } from './lib/csv-key-tuple.js';
import { MAX_COLUMNS, MAX_OUTPUT_CHARS, columnNames, parseCsv, resolveColumn, resolveColumns, rowPlace, serializeCsv } from './lib/csv-table.js';

type Group = { first: number; cells: Map<string, number[]> };

export default function csvPivot(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  if (!dialect.header) throw invalidInput('/dialect/header', 'csv-pivot needs a header: the new columns are named by cell values');
  const table = parseCsv(input.csv, dialect, '/csv', { uniqueHeader: true });
  const names = columnNames(table);
  const index = resolveColumns(table, input.index, '/index', { distinct: true });
  const colC = resolveColumn(table, input.columns, '/columns');
  const valC = resolveColumn(table, input.values, '/values');
  if (index.includes(colC)) throw invalidInput('/columns', 'the columns column is also an index column');
  if (index.includes(valC)) throw invalidInput('/values', 'the values column is also an index column');
  if (colC === valC) throw invalidInput('/values', 'the values column is also the columns column');

  const groups = new Map<string, Group>();
  const seen = new Map<string, number>();
  table.rows.forEach((row, i) => {
    const name = row[colC]!;
    if (name === '') throw invalidInput('/csv', `${rowPlace(table, i)}: the ${JSON.stringify(names[colC])} cell is empty and cannot name a column`);
    if (!seen.has(name)) seen.set(name, i);
    const key = tupleKey(row, index);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { first: i, cells: new Map() }));
    const list = g.cells.get(name);
    if (!list) g.cells.set(name, [i]);
    else if (input.aggregation === undefined) {
      const message = `${rowPlace(table, i)} repeats the (index, ${JSON.stringify(name)}) pair of ${rowPlace(table, list[0]!)}; name an aggregation to combine them`;
      throw new ToolError('duplicate_key', message, [{ pointer: '/csv', message }], { rows: [list[0]! + 1, i + 1] });
    } else list.push(i);
  });

  const newColumns = [...seen.keys()];
  if ((input.column_order ?? 'first_seen') === 'sorted') newColumns.sort(compareCodePoints);
  const indexNames = index.map((c) => names[c]!);
  for (const n of newColumns) {
    if (indexNames.includes(n)) {
      const message = `the value ${JSON.stringify(n)} would name a column that is already an index column`;
      throw new ToolError('collision', message, [{ pointer: '/columns', message }]);
    }
  }
  const width = index.length + newColumns.length;
  if (width > MAX_COLUMNS) throw limitExceeded('/columns', `the pivot would have ${width} columns; at most ${MAX_COLUMNS} (limit max_columns)`);
  if (groups.size * width > MAX_OUTPUT_CHARS) throw limitExceeded('/columns', `the pivot would exceed ${MAX_OUTPUT_CHARS} characters (limit max_output_chars)`);

  const fill = input.fill ?? '';
  const agg = input.aggregation;
  const mean = { scale: input.mean_scale ?? 6, rounding: input.rounding ?? 'half_even' };
  const cellOf = (rows: number[]): string => {
    if (agg === undefined) return table.rows[rows[0]!]![valC]!;
    if (agg === 'first' || agg === 'last') {
      const filled = rows.map((i) => table.rows[i]![valC]!).filter((v) => v !== '');
      return (agg === 'first' ? filled[0] : filled[filled.length - 1]) ?? '';
    }
    return aggregateCells(agg, table.rows, rows, valC, mean, (i, cell) => {
      const message = `${rowPlace(table, i)}, column ${JSON.stringify(names[valC])}: ${JSON.stringify(cell.length > 40 ? cell.slice(0, 40) + '...' : cell)} is not a decimal number`;
      throw new ToolError('invalid_input', message, [{ pointer: '/csv', message }, { pointer: '/aggregation', message: `${agg} needs decimal cells` }], { row: i + 1, column: names[valC] });
    });
  };
  const out: string[][] = [];
  for (const g of groups.values()) {
    const first = table.rows[g.first]!;
    out.push([...index.map((c) => first[c]!), ...newColumns.map((n) => {
      const rows = g.cells.get(n);
      return rows === undefined ? fill : cellOf(rows);
    })]);
  }
  return {
    csv: serializeCsv([...indexNames, ...newColumns], out, dialect, '/csv'),
    columns: [...indexNames, ...newColumns],
    rows: out.length,
  };
}
