import type { Input, Output } from '../../generated/tools/csv/csv-concat.js';
import { limits } from '../../generated/tools/csv/csv-concat.js';
import { invalidInput } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { type CsvTable, checkOutputWidth, outputTooLong, parseCsv, serializeCsv } from './lib/csv-table.js';

export default function csvConcat(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const tables: CsvTable[] = input.tables.map((text, k) => parseCsv(text, dialect, `/tables/${k}`, limits, { uniqueHeader: true }));
  const source = input.source_column;

  // Union of names in first-seen order; without a header, tables must agree on their width.
  const names: string[] = [];
  const position = new Map<string, number>();
  const maps: number[][] = [];
  if (dialect.header) {
    tables.forEach((t) => {
      maps.push(t.header!.map((name) => {
        let p = position.get(name);
        if (p === undefined) {
          p = names.length;
          position.set(name, p);
          names.push(name);
        }
        return p;
      }));
    });
    if (source !== undefined && position.has(source)) throw invalidInput('/source_column', `source column ${JSON.stringify(source)} is already a column of the input`);
  } else {
    const nonEmpty = tables.filter((t) => t.rows.length > 0);
    const width = nonEmpty[0]?.width ?? 0;
    tables.forEach((t, k) => {
      if (t.rows.length > 0 && t.width !== width) throw invalidInput(`/tables/${k}`, `table has ${t.width} fields per record, table ${tables.indexOf(nonEmpty[0]!)} has ${width}; without a header tables are stacked by position`);
      maps.push(Array.from({ length: width }, (_, c) => c));
    });
    for (let c = 0; c < width; c++) names.push(String(c + 1));
  }
  const width = names.length + (source === undefined ? 0 : 1);
  checkOutputWidth(width, '/tables', limits, 'the union');
  const total = tables.reduce((s, t) => s + t.rows.length, 0);
  // Each output record holds at least width - 1 delimiters, so this bounds the work before building.
  if (total * width > limits.max_output_chars) throw outputTooLong('/tables', 'the stacked table', limits.max_output_chars);

  const rows: string[][] = [];
  tables.forEach((t, k) => {
    const map = maps[k]!;
    for (const row of t.rows) {
      const out: string[] = new Array<string>(width).fill('');
      row.forEach((cell, c) => {
        out[map[c]!] = cell;
      });
      if (source !== undefined) out[width - 1] = String(k);
      rows.push(out);
    }
  });
  const header = source === undefined ? names : [...names, source];
  return {
    csv: serializeCsv(dialect.header ? header : null, rows, dialect, '/tables', limits),
    columns: header,
    rows: rows.length,
    rows_per_table: tables.map((t) => t.rows.length) as Output['rows_per_table'], // one per table, and tables is non-empty
  };
}
