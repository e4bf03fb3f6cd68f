import type { Input, Output } from '../../generated/tools/csv/csv-to-markdown-table.js';
import { limits } from '../../generated/tools/csv/csv-to-markdown-table.js';
import { invalidInput } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { outputTooLong, parseCsv } from './lib/csv-table.js';

// CommonMark 2.4: any ASCII punctuation character may be backslash-escaped.
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;
const DELIMITER_CELL = { none: '---', left: ':---', center: ':---:', right: '---:' } as const;

export default function csvToMarkdownTable(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const width = table.width;
  if (width === 0) throw invalidInput('/csv', 'a Markdown table needs at least one column; the CSV has no records');
  if (input.align !== undefined && input.align.length !== width) {
    throw invalidInput('/align', `align has ${input.align.length} entries; the table has ${width} columns`);
  }
  const aligns = input.align ?? Array.from({ length: width }, () => input.default_align ?? 'none');
  const escape = input.escape_markdown
    ? (s: string) => s.replace(ASCII_PUNCTUATION, (c) => '\\' + c)
    : (s: string) => s.replace(/\|/g, '\\|');
  const cell = (s: string) => escape(s).replace(/\r\n|\r|\n/g, '<br>');
  const line = (cells: readonly string[]) => '| ' + cells.join(' | ') + ' |\n';
  const parts: string[] = [];
  let size = 0;
  const tooLong = () => outputTooLong('/csv', 'the Markdown table', limits.max_output_chars);
  // Escaping only adds: a record whose cells and " | " separators alone pass the limit is refused
  // before it is escaped (a cell of 262000 punctuation characters would escape to twice that).
  const push = (cells: readonly string[], escapeCell: (s: string) => string) => {
    let least = size + 3 * cells.length + 1;
    for (const c of cells) least += c.length;
    if (least > limits.max_output_chars) throw tooLong();
    const text = line(cells.map(escapeCell));
    size += text.length;
    if (size > limits.max_output_chars) throw tooLong();
    parts.push(text);
  };
  push(table.header ?? aligns.map(() => ''), cell);
  push(aligns.map((a) => DELIMITER_CELL[a]), (s) => s);
  for (const row of table.rows) push(row, cell);
  return { markdown: parts.join(''), rows: table.rows.length, columns: width };
}
