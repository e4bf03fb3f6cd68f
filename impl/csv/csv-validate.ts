import type { Input, Output } from '../../generated/tools/csv/csv-validate.js';
import { limits } from '../../generated/tools/csv/csv-validate.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { type CsvProblem, headerProblems, scanCsv } from './lib/csv-table.js';

export default function csvValidate(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const maxErrors = input.max_errors ?? 100; // the schema's default
  const scan = scanCsv(input.csv, dialect, '/csv', limits, { maxProblems: maxErrors });
  let problems: CsvProblem[] = scan.problems;
  let truncated = scan.truncated;
  if (dialect.header && input.require_unique_header === true) {
    // Header problems sit on record 1; merged into the order scanCsv reports in: by record, a record's
    // ragged_row after its other faults, then by line, column and field.
    const rank = (p: CsvProblem) => (p.reason === 'ragged_row' ? 1 : 0);
    problems = [...headerProblems(scan), ...problems].sort(
      (a, b) => a.record - b.record || rank(a) - rank(b) || a.line - b.line || a.column - b.column || a.field - b.field,
    );
    if (problems.length > maxErrors) {
      problems = problems.slice(0, maxErrors);
      truncated = true;
    }
  }
  return {
    valid: problems.length === 0 && !truncated,
    errors: problems.map((p) => ({ reason: p.reason, record: p.record, line: p.line, column: p.column, field: p.field, message: p.message })),
    truncated,
    record_count: scan.records.length,
  };
}
