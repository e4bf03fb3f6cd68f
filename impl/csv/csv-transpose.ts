import type { Input, Output } from '../../generated/tools/csv/csv-transpose.js';
import { limits } from '../../generated/tools/csv/csv-transpose.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { checkOutputWidth, scanCsv, serializeCsv } from './lib/csv-table.js';

export default function csvTranspose(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  // The header is transposed like any record, so every record is read as data; the strict scan rejects ragged input.
  const records = scanCsv(input.csv, dialect, '/csv', limits).records;
  // Input records become output fields: more than max_columns of them would make a result that
  // transposing back refuses (rule 5).
  checkOutputWidth(records.length, '/csv', limits, 'the transposed table');
  const width = records[0]?.length ?? 0;
  const out: string[][] = Array.from({ length: width }, (_, c) => records.map((r) => r[c]!));
  return { csv: serializeCsv(null, out, dialect, '/csv', limits), rows: out.length, columns: records.length };
}
