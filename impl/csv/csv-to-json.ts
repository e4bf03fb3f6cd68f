import type { Input, Output } from '../../generated/tools/csv/csv-to-json.js';
import { limits } from '../../generated/tools/csv/csv-to-json.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { compareDecimal, fromNumber } from '../lib/decimal.js';
import { pointerToken } from '../lib/json-pointer.js';
import { orderedObject } from '../lib/ordered-object.js';
import { invalidInput } from '../lib/tool-error.js';
import { parseBooleanCell, parseDecimalCell } from './lib/csv-cell-types.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { columnNames, outputTooLong, parseCsv, resolveColumn, rowPlace } from './lib/csv-table.js';

type ColumnType = 'string' | 'integer' | 'number' | 'boolean';
type Value = string | number | boolean | null;

export default function csvToJson(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits, { uniqueHeader: true });
  const names = columnNames(table);
  const types: ColumnType[] = names.map(() => 'string');
  const declared = input.types ?? {};
  for (const name of Object.keys(declared).sort(compareCodePoints)) {
    const index = resolveColumn(table, name, `/types/${pointerToken(name)}`);
    types[index] = declared[name] as ColumnType;
  }
  // Output JSON is sized before it is built: keys repeat per row, so output can outgrow input.
  const keyChars = names.reduce((s, n) => s + n.length + 4, 2);
  let estimate = 0;
  for (const row of table.rows) {
    estimate += keyChars;
    for (const cell of row) estimate += cell.length + 2;
    if (estimate > limits.max_output_chars) throw outputTooLong('/csv', 'the JSON output', limits.max_output_chars);
  }
  const convert = (cell: string, type: ColumnType, r: number, c: number): Value => {
    if (type === 'string') return cell;
    if (cell === '') return null;
    const where = () => `${rowPlace(table, r)}, column ${JSON.stringify(names[c])}: ${JSON.stringify(cell.slice(0, 40))}`;
    if (type === 'boolean') {
      const b = parseBooleanCell(cell);
      if (b === null) throw invalidInput('/csv', `${where()} is not a boolean (true or false)`);
      return b;
    }
    const d = parseDecimalCell(cell, limits.max_numeric_cell_chars);
    if (d === null || (type === 'integer' && d.scale > 0)) throw invalidInput('/csv', `${where()} is not ${type === 'integer' ? 'an integer' : 'a decimal number'}`);
    const n = Number(cell);
    // A JSON number must say exactly what the cell says: the double's shortest form must equal it.
    if (type === 'integer' ? !Number.isSafeInteger(n) : !Number.isFinite(n) || compareDecimal(fromNumber(n), d) !== 0) {
      throw invalidInput('/csv', `${where()} cannot be a JSON number without changing its value; declare the column as string`);
    }
    return Object.is(n, -0) ? 0 : n;
  };
  const rows = table.rows.map((row, r) => orderedObject(row.map((cell, c) => [names[c]!, convert(cell, types[c]!, r, c)] as const)));
  return { columns: names, rows: rows as Output['rows'] };
}
