import type { Input, Output } from '../../generated/tools/csv/csv-formula-escape.js';
import { limits } from '../../generated/tools/csv/csv-formula-escape.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { scanCsv, serializeCsv } from './lib/csv-table.js';

// OWASP "CSV Injection": spreadsheets treat a cell starting with one of these as a formula.
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);
const SIGNED_NUMBER = /^[+-][0-9]+(\.[0-9]+)?$/;

export default function csvFormulaEscape(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  // Header cells reach the spreadsheet too, so every record is treated alike.
  const records = scanCsv(input.csv, dialect, '/csv', limits).records;
  const exempt = input.numeric_exempt ?? false;
  let escaped = 0;
  const out = records.map((r) => r.map((cell) => {
    if (cell === '' || !TRIGGERS.has(cell[0]!)) return cell;
    if (exempt && SIGNED_NUMBER.test(cell)) return cell;
    escaped++;
    return "'" + cell;
  }));
  return { csv: serializeCsv(null, out, dialect, '/csv', limits), escaped_cells: escaped };
}
