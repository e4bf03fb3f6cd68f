import type { Input, Output } from '../../generated/tools/csv/csv-column-split.js';
import { limits } from '../../generated/tools/csv/csv-column-split.js';
import { ToolError, invalidInput } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { checkOutputSize, checkOutputWidth, parseCsv, resolveColumn, rowPlace, serializeCsv } from './lib/csv-table.js';

export default function csvColumnSplit(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const source = resolveColumn(table, input.column, '/column');
  const into = input.into as string[];
  const keep = input.keep_original === true;
  const overflow = input.overflow ?? 'error';
  const sep = input.separator;
  if (table.header !== null) {
    const remaining = new Set(table.header.filter((_, k) => keep || k !== source));
    const seen = new Set<string>();
    into.forEach((name, k) => {
      if (remaining.has(name) || seen.has(name)) {
        const message = `new column ${JSON.stringify(name)} collides with ${seen.has(name) ? 'an earlier new name' : 'an existing column'}`;
        throw new ToolError('collision', message, [{ pointer: `/into/${k}`, message }]);
      }
      seen.add(name);
    });
  }
  const parts = into.length;
  checkOutputWidth(table.width - (keep ? 0 : 1) + parts, '/into', limits);
  // Padding can multiply the cells: refuse before building what could never be written.
  checkOutputSize(table.rows.length + (table.header === null ? 0 : 1), table.width - (keep ? 0 : 1) + parts, dialect, '/into', limits);
  let overflowRows = 0;
  const splitCell = (cell: string, r: number): string[] => {
    const pieces = cell.split(sep); // literal, left to right, non-overlapping
    if (pieces.length > parts) {
      if (overflow === 'error') {
        throw invalidInput('/csv', `${rowPlace(table, r)}: the cell splits into ${pieces.length} parts but into names ${parts}; set overflow to rest_in_last to keep the rest`);
      }
      overflowRows++;
      return [...pieces.slice(0, parts - 1), pieces.slice(parts - 1).join(sep)];
    }
    while (pieces.length < parts) pieces.push('');
    return pieces;
  };
  const at = keep ? source + 1 : source;
  const rebuild = (record: string[], replacement: string[]) => [...record.slice(0, at), ...replacement, ...record.slice(source + 1)];
  const header = table.header === null ? null : rebuild(table.header, into);
  const rows = table.rows.map((row, r) => rebuild(row, splitCell(row[source]!, r)));
  return { csv: serializeCsv(header, rows, dialect, '/csv', limits), row_count: rows.length, overflow_rows: overflowRows };
}
