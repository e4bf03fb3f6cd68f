import type { Input, Output } from '../../generated/tools/csv/csv-compare.js';
import { limits } from '../../generated/tools/csv/csv-compare.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { limitExceeded } from '../lib/tool-error.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { scanCsv } from './lib/csv-table.js';

export default function csvCompare(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  // Every record, header included, is compared by position; the strict scan rejects ragged tables.
  const left = scanCsv(input.left, dialect, '/left', limits).records;
  const right = scanCsv(input.right, dialect, '/right', limits).records;
  const max = input.max_differences ?? 1000; // the schema's default
  const lHeader = dialect.header ? left[0] : undefined;
  const rHeader = dialect.header ? right[0] : undefined;
  const differences: Output['differences'] = [];
  let count = 0;
  // The listed differences are measured as compact JSON while they are found: each repeats its
  // column's name, so a long name over many differing rows would otherwise make a result of
  // gigabytes from two small texts. A name's size is measured once per field.
  let bytes = 2; // []
  const nameBytes: number[] = [];
  const cellBytes = (cell: string | null) => (cell === null ? 4 : jsonStringBytes(cell));
  const records = Math.max(left.length, right.length);
  for (let r = 0; r < records; r++) {
    const l = left[r];
    const g = right[r];
    const width = Math.max(l?.length ?? 0, g?.length ?? 0);
    for (let f = 0; f < width; f++) {
      const a = l?.[f] ?? null;
      const b = g?.[f] ?? null;
      if (a === b) continue;
      count++;
      if (differences.length >= max) continue;
      const d: Output['differences'][number] = { record: r + 1, field: f + 1, left: a, right: b };
      // {"record":R,"field":F,"left":L,"right":R} and a comma before every item but the first
      bytes += 36 + String(r + 1).length + String(f + 1).length + cellBytes(a) + cellBytes(b) + (differences.length > 0 ? 1 : 0);
      if (dialect.header) {
        d.column = lHeader?.[f] ?? rHeader?.[f] ?? null;
        bytes += 10 + (nameBytes[f] ??= cellBytes(d.column)); // ,"column":C
      }
      if (bytes > limits.max_output_bytes) {
        throw limitExceeded('/max_differences', `the listed differences would exceed ${limits.max_output_bytes} bytes as JSON (limit max_output_bytes); lower max_differences`);
      }
      differences.push(d);
    }
  }
  return {
    equal: count === 0,
    left_records: left.length,
    right_records: right.length,
    difference_count: count,
    differences,
    truncated: count > differences.length,
  };
}
