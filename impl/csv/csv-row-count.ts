import type { Input, Output } from '../../generated/tools/csv/csv-row-count.js';
import { limits } from '../../generated/tools/csv/csv-row-count.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { parseCsv } from './lib/csv-table.js';

/** Physical lines: line breaks (CRLF, LF, lone CR) plus a last line that has no line break. */
function physicalLines(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) count++;
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const last = body.charCodeAt(body.length - 1);
  return body.length > 0 && last !== 10 && last !== 13 ? count + 1 : count;
}

export default function csvRowCount(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const records = table.rows.length + (table.header !== null && table.width > 0 ? 1 : 0);
  return {
    record_count: records,
    data_row_count: table.rows.length,
    column_count: table.width,
    has_header: table.header !== null && table.width > 0,
    line_count: physicalLines(input.csv),
  };
}
