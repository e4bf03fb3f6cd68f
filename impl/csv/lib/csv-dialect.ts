// The declared CSV dialect (contracts/schemas/csv-dialect.yaml, csv-read-dialect.yaml), with defaults.
// Usage: const d = resolveDialect(input.dialect, '/dialect'); parseCsv(input.csv, d, '/csv');
//        a second dialect for output: resolveDialect(input.target, '/target').
import { invalidInput } from '../../lib/tool-error.js';

export type CsvLineEnding = 'crlf' | 'lf';

/** What the schema pieces accept; every field optional. */
export type CsvDialectInput = {
  delimiter?: string;
  quote?: string;
  header?: boolean;
  line_ending?: CsvLineEnding;
  bom?: boolean;
};

export type CsvDialect = {
  readonly delimiter: string;
  readonly quote: string;
  readonly header: boolean;
  readonly lineEnding: CsvLineEnding;
  readonly bom: boolean;
};

export const DEFAULT_DIALECT: CsvDialect = { delimiter: ',', quote: '"', header: true, lineEnding: 'crlf', bom: false };

/** Whether `s` is exactly one code point. */
function isOneCodePoint(s: string): boolean {
  const cp = s.codePointAt(0);
  return cp !== undefined && String.fromCodePoint(cp).length === s.length;
}

/**
 * Fills defaults and checks what the schema cannot: one code point each, neither CR nor LF, and
 * delimiter != quote (else a field could not be told from its quoting). `pointer` is the dialect's place.
 */
export function resolveDialect(input: CsvDialectInput | undefined, pointer: string): CsvDialect {
  const d: CsvDialect = {
    delimiter: input?.delimiter ?? DEFAULT_DIALECT.delimiter,
    quote: input?.quote ?? DEFAULT_DIALECT.quote,
    header: input?.header ?? DEFAULT_DIALECT.header,
    lineEnding: input?.line_ending ?? DEFAULT_DIALECT.lineEnding,
    bom: input?.bom ?? DEFAULT_DIALECT.bom,
  };
  for (const key of ['delimiter', 'quote'] as const) {
    const v = d[key];
    if (!isOneCodePoint(v) || v === '\r' || v === '\n') {
      throw invalidInput(`${pointer}/${key}`, `${key} must be exactly one character other than CR and LF`);
    }
  }
  if (d.delimiter === d.quote) throw invalidInput(`${pointer}/quote`, 'quote must differ from delimiter');
  return d;
}

/** The line ending text of a dialect. */
export function lineEndingText(d: CsvDialect): string {
  return d.lineEnding === 'crlf' ? '\r\n' : '\n';
}
