// Strict RFC 4180 reading and minimal-quoting writing of CSV under a declared dialect.
// Usage:
//   const dialect = resolveDialect(input.dialect, '/dialect');
//   const table = parseCsv(input.csv, dialect, '/csv', limits, { uniqueHeader: true }); // throws invalid_input
//   const idx = resolveColumns(table, input.columns, '/columns');                    // names -> indices
//   const text = serializeCsv(table.header, table.rows, dialect, '/csv', limits);    // limit_exceeded if too long
//   const scan = scanCsv(text, dialect, '/csv', limits, { maxProblems: 100 });       // tolerant: every problem
// `limits` is the tool's own generated constant (its contract's max_columns, max_output_chars).
// Conventions shared by all csv-* tools: `record` numbers count every record from 1, header included;
// `row` numbers count data records from 1, header excluded; `line` is the 1-based physical line where
// a record starts; `column` is a 1-based code point position within its physical line; `field` is a
// 1-based field position within its record.
//
// Our own parser rather than csv-parse: the contracts promise exact line/column/field positions for
// every problem and a tolerant pass that reports all problems in one go (csv-validate), with the same
// rules as the strict pass; csv-parse reports only the first error and counts columns differently.
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { type CsvDialect, lineEndingText } from './csv-dialect.js';

/** What a tool that reads CSV passes from its contract: the most fields in one record. */
export type CsvReadLimits = { readonly max_columns: number };
/** What a tool that writes CSV passes from its contract: the longest text it writes. */
export type CsvWriteLimits = { readonly max_output_chars: number };

export type CsvProblemReason =
  | 'unterminated_quote' // a quoted field reaches the end of the text without its closing quote
  | 'stray_quote' // a quote character inside an unquoted field
  | 'text_after_quote' // a closing quote followed by something other than delimiter, line break or end
  | 'ragged_row' // a record whose field count differs from the first record's
  | 'empty_header_name' // (header checks only) a header field is ""
  | 'duplicate_header_name'; // (header checks only) a header name repeats an earlier one

export type CsvProblem = {
  reason: CsvProblemReason;
  record: number;
  line: number;
  column: number;
  field: number;
  message: string;
};

export type CsvScan = {
  /** Every record's fields, header included, in text order. */
  records: string[][];
  /** The 1-based line where each record starts. */
  lines: number[];
  /** Problems in text order (at most maxProblems). */
  problems: CsvProblem[];
  /** True when more problems existed than were kept. */
  truncated: boolean;
  /** Code point column of each field of the first record (for header problems). */
  firstRecordColumns: number[];
};

export type CsvTable = {
  /** Column names from the first record, or null when the dialect has no header. */
  header: string[] | null;
  /** Data records; each has exactly `width` fields. */
  rows: string[][];
  /** The 1-based line where each data record starts. */
  rowLines: number[];
  /** Fields per record: the first record's count; 0 for an empty text. */
  width: number;
};

function describe(p: Omit<CsvProblem, 'message' | 'reason'>, text: string): string {
  return `line ${p.line}, column ${p.column} (record ${p.record}, field ${p.field}): ${text}`;
}

function problemText(reason: CsvProblemReason, quote: string, extra: string): string {
  switch (reason) {
    case 'unterminated_quote': return `quoted field opened here is never closed by ${quote}`;
    case 'stray_quote': return `quote character ${quote} inside an unquoted field`;
    case 'text_after_quote': return `text after the closing quote ${quote}; a quoted field must end at a delimiter or line break`;
    case 'ragged_row': return extra;
    case 'empty_header_name': return 'empty column name in the header';
    case 'duplicate_header_name': return extra;
  }
}

/**
 * Reads every record. Strict mode (`maxProblems` 0) throws invalid_input at `pointer` on the first
 * problem; otherwise problems are collected (up to maxProblems) and reading continues: a stray quote
 * or text after a closing quote is kept literally, an unterminated quoted field runs to the end.
 * More than `limits.max_columns` fields in a record is limit_exceeded in both modes.
 */
export function scanCsv(text: string, dialect: CsvDialect, pointer: string, limits: CsvReadLimits, options: { maxProblems?: number } = {}): CsvScan {
  const maxProblems = options.maxProblems ?? 0;
  const maxColumns = limits.max_columns;
  const D = dialect.delimiter;
  const Q = dialect.quote;
  const dl = D.length;
  const ql = Q.length;
  const d0 = D.charCodeAt(0);
  const q0 = Q.charCodeAt(0);
  const n = text.length;
  const isD = (k: number) => text.charCodeAt(k) === d0 && (dl === 1 || text.startsWith(D, k));
  const isQ = (k: number) => text.charCodeAt(k) === q0 && (ql === 1 || text.startsWith(Q, k));

  let i = n > 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0; // one leading BOM is not content
  let line = 1;
  let lineStart = i;

  // Code point column of `pos` in the line starting at `ls`; problems arrive in text order, so the
  // cache makes the total work linear. Lone surrogates never arrive (the runtime rejects them).
  let cacheLs = -1;
  let cachePos = 0;
  let cacheCol = 1;
  const columnAt = (ls: number, pos: number): number => {
    let from = ls;
    let col = 1;
    if (cacheLs === ls && cachePos <= pos) {
      from = cachePos;
      col = cacheCol;
    }
    for (let k = from; k < pos; k++) {
      const c = text.charCodeAt(k);
      if (c < 0xdc00 || c > 0xdfff) col++;
    }
    cacheLs = ls;
    cachePos = pos;
    cacheCol = col;
    return col;
  };

  const records: string[][] = [];
  const lines: number[] = [];
  const problems: CsvProblem[] = [];
  let truncated = false;
  const firstRecordColumns: number[] = [];
  let width = -1;

  const report = (reason: CsvProblemReason, at: Omit<CsvProblem, 'message' | 'reason'>, extra = '') => {
    const p = { reason, ...at };
    const message = describe(p, problemText(reason, Q, extra));
    if (maxProblems === 0) throw invalidInput(pointer, `invalid CSV at ${message}`);
    if (problems.length < maxProblems) problems.push({ ...p, message });
    else truncated = true;
  };

  while (i < n) {
    const recordNo = records.length + 1;
    const recordLine = line;
    const fields: string[] = [];
    for (;;) {
      const fieldNo = fields.length + 1;
      const fieldLine = line;
      const fieldLineStart = lineStart;
      if (recordNo === 1) firstRecordColumns.push(columnAt(lineStart, i));
      let value: string;
      if (i < n && isQ(i)) {
        const parts: string[] = [];
        let j = i + ql;
        let chunk = j;
        let closed = false;
        while (j < n) {
          if (isQ(j)) {
            if (j + ql < n && isQ(j + ql)) {
              parts.push(text.slice(chunk, j + ql)); // "" inside quotes is one quote
              j += 2 * ql;
              chunk = j;
              continue;
            }
            parts.push(text.slice(chunk, j));
            j += ql;
            closed = true;
            break;
          }
          const c = text.charCodeAt(j);
          if (c === 10 || c === 13) {
            if (c === 13 && text.charCodeAt(j + 1) === 10) j++;
            line++;
            lineStart = j + 1;
          }
          j++;
        }
        if (!closed) {
          report('unterminated_quote', { record: recordNo, line: fieldLine, column: columnAt(fieldLineStart, i), field: fieldNo });
          parts.push(text.slice(chunk, n));
          i = n;
        } else {
          i = j;
          if (i < n && !isD(i) && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) {
            report('text_after_quote', { record: recordNo, line, column: columnAt(lineStart, i), field: fieldNo });
            const start = i;
            while (i < n && !isD(i) && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
            parts.push(text.slice(start, i));
          }
        }
        value = parts.join('');
      } else {
        const start = i;
        let strayReported = false;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === 10 || c === 13 || isD(i)) break;
          if (!strayReported && isQ(i)) {
            report('stray_quote', { record: recordNo, line, column: columnAt(lineStart, i), field: fieldNo });
            strayReported = true;
          }
          i++;
        }
        value = text.slice(start, i);
      }
      fields.push(value);
      if (fields.length > maxColumns) {
        throw limitExceeded(pointer, `record ${recordNo} (line ${recordLine}) has more than ${maxColumns} fields (limit max_columns)`);
      }
      if (i < n && isD(i)) {
        i += dl;
        continue; // a delimiter at the very end still opens one more (empty) field
      }
      if (i < n) {
        if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
        i++;
        line++;
        lineStart = i;
      }
      break;
    }
    if (width < 0) width = fields.length;
    else if (fields.length !== width) {
      report(
        'ragged_row',
        { record: recordNo, line: recordLine, column: 1, field: Math.min(fields.length, width) + 1 },
        `record has ${fields.length} field${fields.length === 1 ? '' : 's'}, the first record has ${width}`,
      );
    }
    records.push(fields);
    lines.push(recordLine);
  }
  return { records, lines, problems, truncated, firstRecordColumns };
}

/** Problems of a header: empty names and names equal to an earlier one (exact code points). */
export function headerProblems(scan: CsvScan): CsvProblem[] {
  const header = scan.records[0];
  if (header === undefined) return [];
  const out: CsvProblem[] = [];
  const seen = new Map<string, number>();
  header.forEach((name, k) => {
    const at = { record: 1, line: scan.lines[0] ?? 1, column: scan.firstRecordColumns[k] ?? 1, field: k + 1 };
    if (name === '') {
      out.push({ reason: 'empty_header_name', ...at, message: describe(at, problemText('empty_header_name', '', '')) });
      return;
    }
    const first = seen.get(name);
    if (first !== undefined) {
      const text = `duplicate column name ${JSON.stringify(name)} (first at field ${first})`;
      out.push({ reason: 'duplicate_header_name', ...at, message: describe(at, text) });
    } else seen.set(name, k + 1);
  });
  return out;
}

export type ParseOptions = {
  /** Reject empty and duplicate header names (tools that key by name). Ignored without a header. */
  uniqueHeader?: boolean;
};

/** Strict parse into header + rows; the first problem is invalid_input at `pointer`. */
export function parseCsv(text: string, dialect: CsvDialect, pointer: string, limits: CsvReadLimits, options: ParseOptions = {}): CsvTable {
  const scan = scanCsv(text, dialect, pointer, limits);
  const width = scan.records[0]?.length ?? 0;
  if (!dialect.header) return { header: null, rows: scan.records, rowLines: scan.lines, width };
  if (options.uniqueHeader) {
    const p = headerProblems(scan)[0];
    if (p) throw invalidInput(pointer, `invalid CSV header at ${p.message}`);
  }
  return { header: scan.records[0] ?? [], rows: scan.records.slice(1), rowLines: scan.lines.slice(1), width };
}

/** Column names: the header, or "1".."width" when the dialect has none. */
export function columnNames(table: CsvTable): string[] {
  return table.header ?? Array.from({ length: table.width }, (_, k) => String(k + 1));
}

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, 20).map((s) => JSON.stringify(s)).join(', ');
  return names.length > 20 ? `${shown}, ... (${names.length} in all)` : shown;
}

/**
 * Index of the column `name` refers to: an exact header name (invalid_input if absent or if the
 * header holds it twice), or without a header the 1-based position as a canonical decimal string.
 */
export function resolveColumn(table: CsvTable, name: string, pointer: string): number {
  if (table.header === null) {
    const ok = /^[1-9][0-9]{0,5}$/.test(name) && Number(name) <= table.width;
    if (!ok) throw invalidInput(pointer, `unknown column ${JSON.stringify(name)}: without a header, columns are named "1" to "${table.width}"`);
    return Number(name) - 1;
  }
  const first = table.header.indexOf(name);
  if (first < 0) throw invalidInput(pointer, `unknown column ${JSON.stringify(name)}; the header has ${listNames(table.header)}`);
  if (table.header.indexOf(name, first + 1) >= 0) throw invalidInput(pointer, `ambiguous column ${JSON.stringify(name)}: the header holds it more than once`);
  return first;
}

/** resolveColumn for each name; `pointer` is the array's place, each error points at its item. */
export function resolveColumns(table: CsvTable, names: readonly string[], pointer: string, options: { distinct?: boolean } = {}): number[] {
  // One pass over the header, so many names against a wide header stay linear; faults go to resolveColumn.
  const byName = new Map<string, number>();
  table.header?.forEach((name, k) => byName.set(name, byName.has(name) ? -1 : k));
  const seen = new Set<number>();
  return names.map((name, k) => {
    const hit = table.header === null ? undefined : byName.get(name);
    const index = hit !== undefined && hit >= 0 ? hit : resolveColumn(table, name, `${pointer}/${k}`);
    if (options.distinct && seen.has(index)) throw invalidInput(`${pointer}/${k}`, `column ${JSON.stringify(name)} is named twice`);
    seen.add(index);
    return index;
  });
}

/** Where a data row is, for messages: "row 3 (line 4)". */
export function rowPlace(table: CsvTable, rowIndex: number): string {
  return `row ${rowIndex + 1} (line ${table.rowLines[rowIndex] ?? '?'})`;
}

/**
 * CSV text for a header (null: none) and rows. Minimal quoting: a field is quoted only when it holds
 * the delimiter, the quote, CR or LF; also a record of one empty field (written "" so the record is not
 * a blank line) and a first field starting with U+FEFF (which a reader would drop as a BOM). Quotes
 * inside are doubled. Every record, the last included, ends with the dialect's line ending; a
 * record of zero fields (an empty table) writes nothing, and a text with no record is empty, BOM
 * or not (contracts/fragments.yaml, csv-writing). limit_exceeded at `pointer` beyond `limits.max_output_chars`.
 */
export function serializeCsv(header: readonly string[] | null, rows: readonly (readonly string[])[], dialect: CsvDialect, pointer: string, limits: CsvWriteLimits): string {
  const maxChars = limits.max_output_chars;
  const D = dialect.delimiter;
  const Q = dialect.quote;
  const eol = lineEndingText(dialect);
  const out: string[] = [];
  let size = dialect.bom ? 1 : 0;
  let first = true;
  const quoteIfNeeded = (field: string): string => {
    const needs = field.includes(D) || field.includes(Q) || field.includes('\r') || field.includes('\n') || (first && field.charCodeAt(0) === 0xfeff);
    first = false;
    return needs ? Q + field.split(Q).join(Q + Q) + Q : field;
  };
  const write = (record: readonly string[]) => {
    if (record.length === 0) return;
    // Quoting only adds: a record whose fields, delimiters and line ending alone pass the limit is
    // refused before its text is built (one record can repeat a long cell thousands of times).
    let least = size + (record.length - 1) * D.length + eol.length;
    for (const field of record) least += field.length;
    if (least > maxChars) throw outputTooLong(pointer, 'the CSV output', maxChars);
    const textOf = record.length === 1 && record[0] === '' ? Q + Q : record.map(quoteIfNeeded).join(D);
    first = false;
    size += textOf.length + eol.length;
    if (size > maxChars) throw outputTooLong(pointer, 'the CSV output', maxChars);
    out.push(textOf, eol);
  };
  if (header !== null) write(header);
  for (const row of rows) write(row);
  return out.length && dialect.bom ? '\uFEFF' + out.join('') : out.join('');
}

/**
 * limit_exceeded at `pointer` when `recordCount` records of `width` fields could not fit in
 * `limits.max_output_chars` even with every cell empty (delimiters and line endings alone). For tools
 * that widen a table (more columns than the input had), called before building the records.
 */
export function checkOutputSize(recordCount: number, width: number, dialect: CsvDialect, pointer: string, limits: CsvWriteLimits): void {
  const perRecord = Math.max(width - 1, 0) * dialect.delimiter.length + lineEndingText(dialect).length;
  if (recordCount * perRecord > limits.max_output_chars) throw outputTooLong(pointer, 'the CSV output', limits.max_output_chars);
}

/** limit_exceeded at `pointer`: `what` ("the CSV output", "the pivot") would pass max_output_chars. */
export function outputTooLong(pointer: string, what: string, maxChars: number) {
  return limitExceeded(pointer, `${what} would exceed ${maxChars} characters (limit max_output_chars)`);
}

/** limit_exceeded at `pointer`: a result of `width` columns would pass max_columns. */
export function checkOutputWidth(width: number, pointer: string, limits: CsvReadLimits, what = 'the result'): void {
  if (width > limits.max_columns) throw limitExceeded(pointer, `${what} would have ${width} columns; at most ${limits.max_columns} (limit max_columns)`);
}
