// Shared pieces of test/differential/csv.test.ts: tables of tricky cells, their CSV text in many
// spellings (written by csv-stringify), the reading oracle (csv-parse, strict RFC 4180) and the
// writing oracle (csv-stringify under the service-wide quoting rule), with papaparse reading every
// CSV text the tools write. Nothing here imports impl/.
import fc from 'fast-check';
import Papa from 'papaparse';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';

export const RUNS = 200;

export type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; code: string; pointer: string | undefined; extra: Record<string, unknown> | undefined };

export async function outcome(id: string, input: unknown): Promise<Outcome> {
  try {
    return { ok: true, value: (await runTool(id, input)) as Record<string, unknown> };
  } catch (e) {
    if (e instanceof ToolError) return { ok: false, code: e.code, pointer: e.details[0]?.pointer, extra: e.extra };
    throw e;
  }
}

/** Cells that trap CSV code: separators, quotes, line breaks, a BOM, numbers in several spellings, formulas. */
export const CELLS = [
  '', '', 'a', 'b', 'A', ' a', 'a ', 'ß', 'SS', 'ss', '😀', 'é', 'e\u0301', '\ufeffx', '\u00a0',
  '1', '01', '-0', '0', '2', '10', '1.50', '1.5', '-12', '+3', '1e3', '.5', '12345678901234567890', 'true', 'false', 'TRUE',
  '2024-02-29', '2023-02-29', '0000-01-01', '=1+1', '@x', '-x', '\tx', '\rx', "'quoted",
  'a,b', 'a;b', 'a|b', 'a\tb', 'q"q', '"', "it's", 'line\nbreak', 'cr\rhere', 'crlf\r\nx', '|', '*', '\\', '__proto__', 'constructor', 'valueOf',
] as const;
export const cellArb = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...CELLS) }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) });

/** Header names: distinct, non-empty, some of them shaped like Object.prototype members or indexes. */
export const NAMES = ['id', 'name', 'amount', 'a b', 'name ', 'Name', '__proto__', 'constructor', 'valueOf', 'toString', '2', '10', '😀', 'x,y', 'q"', 'line\nname', '~', '/'] as const;

export type Dialect = { delimiter: string; quote: string; header?: boolean; line_ending?: 'crlf' | 'lf'; bom?: boolean };
export const readDialectArb: fc.Arbitrary<{ delimiter: string; quote: string }> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ delimiter: ',', quote: '"' }) },
  { weight: 2, arbitrary: fc.record({ delimiter: fc.constantFrom(',', ';', '\t', '|', ' ', 'é'), quote: fc.constantFrom('"', "'", '*') }) },
);

export type Table = { header: string[] | null; rows: string[][] };
export type Case = { text: string; dialect: Dialect; table: Table; records: string[][]; names: string[]; starts: number[] };

/** How the input text is spelled: every record's line ending, quoting of every field, BOM, final line break. */
const styleArb = fc.record({ quoteAll: fc.boolean(), eols: fc.array(fc.constantFrom('\r\n', '\n', '\r'), { minLength: 1, maxLength: 4 }), bom: fc.boolean(), finalEol: fc.boolean() });

/**
 * One record by csv-stringify. csv-stringify quotes a field that holds its own record delimiter, not
 * every CR or LF, so quoted_match adds them (RFC 4180 section 2 rule 6, with the CR and LF variants
 * the contracts accept); a first field of the text that starts with U+FEFF is quoted on its own so a
 * reader does not take it for a byte order mark.
 */
function writeRecord(r: string[], d: { delimiter: string; quote: string }, eol: string, o: { quoteAll?: boolean; first: boolean }): string {
  const opts = { delimiter: d.delimiter, quote: d.quote, escape: d.quote, record_delimiter: eol, eof: false, quoted: o.quoteAll ?? false, quoted_empty: (o.quoteAll ?? false) || r.length === 1, quoted_match: /[\r\n]/ };
  if (o.first && r[0]!.startsWith('\ufeff')) {
    const head = stringify([[r[0]!]], { ...opts, quoted: true });
    return r.length === 1 ? head : head + d.delimiter + stringify([r.slice(1)], { ...opts, quoted_empty: o.quoteAll ?? false });
  }
  return stringify([r], opts);
}

/** Records as text in a given spelling, and the physical line each record starts on. */
function spell(records: string[][], d: { delimiter: string; quote: string }, s: { quoteAll: boolean; eols: string[]; bom: boolean; finalEol: boolean }): { text: string; starts: number[] } {
  let line = 1;
  const starts: number[] = [];
  const parts = records.map((r, i) => {
    starts.push(line);
    const text = writeRecord(r, d, '\n', { quoteAll: s.quoteAll, first: i === 0 }) + (i < records.length - 1 || s.finalEol ? s.eols[i % s.eols.length]! : '');
    line += (text.match(/\r\n|\r|\n/g) ?? []).length;
    return text;
  });
  return { text: (s.bom ? '\ufeff' : '') + parts.join(''), starts };
}

/** Reading oracle: csv-parse, strict (no relaxed quotes, equal field counts), every RFC 4180 line ending. */
export function parseOracle(text: string, d: { delimiter: string; quote: string }): string[][] | null {
  try {
    return parse(text, { delimiter: d.delimiter, quote: d.quote, escape: d.quote, bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: false, skip_empty_lines: false }) as string[][];
  } catch {
    return null;
  }
}

/**
 * Writing oracle: csv-stringify, quoting a field only when it holds the delimiter, the quote, CR or LF,
 * plus the two cases the service adds everywhere (csv-from-json rule 4, issue 13 fault 7): the only,
 * empty field of a record ("" so the record is not a blank line) and a first field of the text that
 * starts with U+FEFF.
 */
export function writeOracle(records: string[][], d: Dialect): string {
  const eol = d.line_ending === 'lf' ? '\n' : '\r\n';
  return (d.bom ? '\ufeff' : '') + records.map((r, i) => writeRecord(r, d, eol, { first: i === 0 }) + eol).join('');
}

/** A second reader for the tools' CSV output: papaparse, with the line ending and quote declared. */
export function readBack(text: string, d: Dialect): string[][] {
  const body = d.bom ? text.replace(/^\ufeff/, '') : text;
  if (body === '') return [];
  const eol = d.line_ending === 'lf' ? '\n' : '\r\n';
  const parsed = Papa.parse<string[]>(body.endsWith(eol) ? body.slice(0, -eol.length) : body, { delimiter: d.delimiter, quoteChar: d.quote, escapeChar: d.quote, newline: eol as '\n' });
  if (parsed.errors.length > 0) throw new Error(`papaparse: ${parsed.errors[0]!.message}`);
  return parsed.data;
}

/**
 * A valid CSV case: a table (header or not, 0..maxRows rows of `width` columns) in one dialect and
 * spelling, with what the oracle reads back from the text (which must be the table itself).
 */
export function caseArb(opts: { header?: boolean | 'any'; uniqueHeader?: boolean; minWidth?: number; maxWidth?: number; maxRows?: number; allowEmpty?: boolean; cell?: fc.Arbitrary<string> } = {}): fc.Arbitrary<Case> {
  const cell = opts.cell ?? cellArb;
  return fc
    .tuple(fc.integer({ min: opts.minWidth ?? 1, max: opts.maxWidth ?? 4 }), opts.header === 'any' || opts.header === undefined ? fc.boolean() : fc.constant(opts.header))
    .chain(([width, header]) =>
      fc.record({
        width: fc.constant(width),
        header: header ? (opts.uniqueHeader === false ? fc.array(fc.constantFrom(...NAMES, ''), { minLength: width, maxLength: width }) : fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: width, maxLength: width })).map((h) => h as string[] | null) : fc.constant(null),
        // Without a header, an empty text has no columns to name; tools that take column names get a record.
        rows: fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: header || opts.allowEmpty ? 0 : 1, maxLength: Math.max(opts.maxRows ?? 6, header || opts.allowEmpty ? 0 : 1) }),
        read: readDialectArb,
        out: fc.record({ line_ending: fc.constantFrom<'crlf' | 'lf'>('crlf', 'lf'), bom: fc.boolean() }, { requiredKeys: [] }),
        style: styleArb,
      }),
    )
    .map(({ width, header, rows, read, out, style }) => {
      const records = header ? [header, ...rows] : rows;
      const dialect: Dialect = { ...read, header: header !== null, ...out };
      const { text, starts } = spell(records, read, style);
      return { text, starts, dialect, table: { header, rows }, records, names: header ?? Array.from({ length: records.length > 0 ? width : 0 }, (_, i) => String(i + 1)) };
    });
}

/** Texts that break RFC 4180 in one place: a stray or unclosed quote, text after a closing quote, a ragged record. */
export const brokenTextArb = fc
  .tuple(fc.array(fc.array(fc.constantFrom('a', 'b', '1', ''), { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 4 }), fc.constantFrom('stray', 'unclosed', 'after', 'ragged', 'short'), fc.nat())
  .map(([rows, fault, at]) => {
    const lines = rows.map((r) => r.join(','));
    const k = at % lines.length;
    if (fault === 'stray') lines[k] = `a"b,${lines[k]}`;
    if (fault === 'unclosed') lines[k] = `"${lines[k]}`;
    if (fault === 'after') lines[k] = `"a"b,${lines[k]!.split(',')[1]}`;
    if (fault === 'ragged') lines.push(`${lines[0]},x`);
    if (fault === 'short') lines.push('x');
    const reason = { stray: 'stray_quote', unclosed: 'unterminated_quote', after: 'text_after_quote', ragged: 'ragged_row', short: 'ragged_row' }[fault];
    return { text: lines.join('\r\n') + '\r\n', reason };
  });

/** Code point order (not UTF-16 code unit order), the order the CSV contracts promise for names and values. */
export function compareCodePoints(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** The dialect fields a tool that writes CSV accepts, from a case. */
export function writeDialect(c: Case): Dialect {
  return c.dialect;
}
/** The dialect fields a tool that only reads CSV accepts. */
export function readDialect(c: Case): { delimiter: string; quote: string; header: boolean } {
  return { delimiter: c.dialect.delimiter, quote: c.dialect.quote, header: c.dialect.header ?? true };
}
