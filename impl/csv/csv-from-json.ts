import type { Input, Output } from '../../generated/tools/csv/csv-from-json.js';
import { limits } from '../../generated/tools/csv/csv-from-json.js';
import { invalidInput } from '../lib/tool-error.js';
import { pointerToken } from '../lib/json-pointer.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { checkOutputSize, checkOutputWidth, serializeCsv } from './lib/csv-table.js';

function cellText(value: unknown, pointer: string): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Object.is(value, -0) ? '0' : JSON.stringify(value);
  throw invalidInput(pointer, 'nested values (arrays, objects) cannot be a CSV cell');
}

export default function csvFromJson(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const rows = input.rows as Record<string, unknown>[];
  let columns: string[];
  if (input.columns !== undefined) {
    columns = [...input.columns];
    const seen = new Set<string>();
    columns.forEach((name, k) => {
      if (seen.has(name)) throw invalidInput(`/columns/${k}`, `column ${JSON.stringify(name)} is listed twice`);
      seen.add(name);
    });
  } else {
    // Union of keys in first-seen order: row by row, each row's keys in their JSON order.
    const seen = new Set<string>();
    for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
    columns = [...seen];
    checkOutputWidth(columns.length, '/rows', limits, 'the union of the rows\' keys');
  }
  // Many rows times many columns of empty cells could be built before serializing finds the limit.
  checkOutputSize(rows.length + (dialect.header ? 1 : 0), columns.length, dialect, '/rows', limits);
  const known = new Set(columns);
  const extra = input.extra_keys ?? 'error';
  const out = rows.map((row, r) => {
    if (extra === 'error') {
      for (const key of Object.keys(row)) {
        if (!known.has(key)) throw invalidInput(`/rows/${r}/${pointerToken(key)}`, `key ${JSON.stringify(key)} is not in columns; set extra_keys to ignore to drop it`);
      }
    }
    return columns.map((name) => (Object.hasOwn(row, name) ? cellText(row[name], `/rows/${r}/${pointerToken(name)}`) : ''));
  });
  if (columns.length === 0 && rows.length > 0) throw invalidInput('/rows', 'the rows have no keys, so there is no column to write');
  const csv = serializeCsv(dialect.header ? columns : null, out, dialect, '/rows', limits);
  return { csv, row_count: out.length, columns };
}
