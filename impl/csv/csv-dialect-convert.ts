import type { Input, Output } from '../../generated/tools/csv/csv-dialect-convert.js';
import { limits } from '../../generated/tools/csv/csv-dialect-convert.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { scanCsv, serializeCsv } from './lib/csv-table.js';

export default function csvDialectConvert(input: Input): Output {
  const source = resolveDialect(input.source, '/source');
  const target = resolveDialect(input.target, '/target');
  // Every record is re-written as it was read; the header flag changes nothing here.
  const records = scanCsv(input.csv, source, '/csv', limits).records;
  const csv = serializeCsv(null, records, target, '/csv', limits);
  return { csv, record_count: records.length };
}
