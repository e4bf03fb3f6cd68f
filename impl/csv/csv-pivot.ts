import type { Input, Output } from '../../generated/tools/csv/csv-pivot.js';
import { limits } from '../../generated/tools/csv/csv-pivot.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { ToolError, invalidInput } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { aggregateCells } from './lib/csv-aggregate.js';
import { tupleKey } from './lib/csv-key-tuple.js';
import { checkOutputWidth, columnNames, outputTooLong, parseCsv, resolveColumn, resolveColumns, rowPlace, serializeCsv } from './lib/csv-table.js';

type Group = { first: number; cells: Map<string, number[]> };

export default function csvPivot(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  if (!dialect.header) throw invalidInput('/dialect/header', 'csv-pivot needs a header: the new columns are named by cell values');
  const table = parseCsv(input.csv, dialect, '/csv', limits, { uniqueHeader: true });
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
  checkOutputWidth(width, '/columns', limits, 'the pivot');
  if (groups.size * width > limits.max_output_chars) throw outputTooLong('/columns', 'the pivot', limits.max_output_chars);

  const fill = input.fill ?? '';
  const agg = input.aggregation;
  const options = { mean: { scale: input.mean_scale ?? 6, rounding: input.rounding ?? 'half_even' }, maxNumericChars: limits.max_numeric_cell_chars };
  const cellOf = (rows: number[]): string => {
    if (agg === undefined) return table.rows[rows[0]!]![valC]!;
    if (agg === 'first' || agg === 'last') {
      const filled = rows.map((i) => table.rows[i]![valC]!).filter((v) => v !== '');
      return (agg === 'first' ? filled[0] : filled[filled.length - 1]) ?? '';
    }
    return aggregateCells(agg, table.rows, rows, valC, options, (i, cell) => {
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
    csv: serializeCsv([...indexNames, ...newColumns], out, dialect, '/csv', limits),
    columns: [...indexNames, ...newColumns],
    rows: out.length,
  };
}
