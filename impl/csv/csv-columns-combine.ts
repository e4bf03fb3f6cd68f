import type { Input, Output } from '../../generated/tools/csv/csv-columns-combine.js';
import { limits } from '../../generated/tools/csv/csv-columns-combine.js';
import { ToolError } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { outputTooLong, parseCsv, resolveColumns, serializeCsv } from './lib/csv-table.js';

export default function csvColumnsCombine(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const sources = resolveColumns(table, input.columns, '/columns', { distinct: true });
  const keep = input.keep_originals === true;
  const skipEmpty = input.skip_empty === true;
  const sep = input.separator;
  const dropped = new Set(keep ? [] : sources);
  if (table.header !== null) {
    const clashes = table.header.some((name, k) => !dropped.has(k) && name === input.into);
    if (clashes) {
      const message = `new column ${JSON.stringify(input.into)} collides with an existing column`;
      throw new ToolError('collision', message, [{ pointer: '/into', message }]);
    }
  }
  // Without keep_originals the new column takes the place of the leftmost source; with it, it is appended.
  const at = keep ? table.width : Math.min(...sources);
  const rebuild = (record: string[], value: string): string[] => {
    const out: string[] = [];
    record.forEach((cell, k) => {
      if (k === at) out.push(value);
      if (!dropped.has(k)) out.push(cell);
    });
    if (at === record.length) out.push(value);
    return out;
  };
  // Every new cell is written at least once: their lengths, counted before each is joined, bound the
  // output from below, so up to 10000 sources joined by a long separator stop at max_output_chars
  // instead of building megabytes of cells that serializing would refuse.
  let least = 0;
  const join = (row: string[]): string => {
    const all = sources.map((c) => row[c]!);
    const parts = skipEmpty ? all.filter((p) => p !== '') : all;
    least += Math.max(parts.length - 1, 0) * sep.length;
    for (const p of parts) least += p.length;
    if (least > limits.max_output_chars) throw outputTooLong('/csv', 'the CSV output', limits.max_output_chars);
    return parts.join(sep);
  };
  const header = table.header === null ? null : rebuild(table.header, input.into);
  const rows = table.rows.map((row) => rebuild(row, join(row)));
  return { csv: serializeCsv(header, rows, dialect, '/csv', limits), row_count: rows.length };
}
