import type { Input, Output } from '../../generated/tools/csv/csv-value-counts.js';
import { limits } from '../../generated/tools/csv/csv-value-counts.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { parseCsv, resolveColumn } from './lib/csv-table.js';

export default function csvValueCounts(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits, { uniqueHeader: true });
  const column = resolveColumn(table, input.column, '/column');
  const counts = new Map<string, number>();
  for (const row of table.rows) {
    const v = row[column]!;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const all = [...counts].map(([value, count]) => ({ value, count }));
  all.sort((a, b) => b.count - a.count || compareCodePoints(a.value, b.value));
  const top = input.top ?? all.length;
  return { rows: table.rows.length, distinct: all.length, values: all.slice(0, top), truncated: all.length > top };
}
