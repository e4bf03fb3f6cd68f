import type { Input, Output } from '../../generated/tools/csv/csv-dedupe.js';
import { limits } from '../../generated/tools/csv/csv-dedupe.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { keyCellNormalizer, tupleKey } from './lib/csv-key-tuple.js';
import { parseCsv, resolveColumns, serializeCsv } from './lib/csv-table.js';

export default function csvDedupe(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const columns = input.columns === undefined
    ? Array.from({ length: table.width }, (_, k) => k)
    : resolveColumns(table, input.columns, '/columns', { distinct: true });
  // Same key normalisation as csv-join and csv-reconcile (space/tab trim, full case mapping).
  const normalize = keyCellNormalizer({ trim: input.trim === true, ignore_case: input.ignore_case === true });
  const keepLast = input.keep === 'last';
  const chosen = new Map<string, number>(); // key -> index of the row kept
  table.rows.forEach((row, r) => {
    const key = tupleKey(row, columns, normalize);
    if (keepLast || !chosen.has(key)) chosen.set(key, r);
  });
  const kept = new Set(chosen.values());
  const rows: string[][] = [];
  const removed: number[] = [];
  table.rows.forEach((row, r) => {
    if (kept.has(r)) rows.push(row);
    else removed.push(r + 1);
  });
  return {
    csv: serializeCsv(table.header, rows, dialect, '/csv', limits),
    removed_rows: removed,
    kept_count: rows.length,
    removed_count: removed.length,
  };
}
