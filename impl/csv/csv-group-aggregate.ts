import type { Input, Output } from '../../generated/tools/csv/csv-group-aggregate.js';
import { limits } from '../../generated/tools/csv/csv-group-aggregate.js';
import { ToolError, invalidInput } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { type DecimalCache, aggregateCells } from './lib/csv-aggregate.js';
import { groupRows, recordCharsLowerBound } from './lib/csv-key-tuple.js';
import { columnNames, outputTooLong, parseCsv, resolveColumn, resolveColumns, rowPlace, serializeCsv } from './lib/csv-table.js';

export default function csvGroupAggregate(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits, { uniqueHeader: true });
  const names = columnNames(table);
  const groupBy = input.group_by ?? [];
  const keys = resolveColumns(table, groupBy, '/group_by', { distinct: true });
  const options = { mean: { scale: input.mean_scale ?? 6, rounding: input.rounding ?? 'half_even' }, maxNumericChars: limits.max_numeric_cell_chars };
  const aggs = input.aggregations.map((a, k) => {
    if (a.column === undefined && a.function !== 'count') throw invalidInput(`/aggregations/${k}`, `${a.function} needs a column`);
    const column = a.column === undefined ? null : resolveColumn(table, a.column, `/aggregations/${k}/column`);
    const name = a.name ?? (column === null ? 'count' : `${a.function}_${names[column]!}`);
    return { fn: a.function, column, name, pointer: `/aggregations/${k}` };
  });
  const outNames = [...keys.map((c) => names[c]!), ...aggs.map((a) => a.name)];
  if (dialect.header) {
    const seen = new Set<string>();
    outNames.forEach((n, k) => {
      if (seen.has(n)) {
        const pointer = k < keys.length ? `/group_by/${k}` : `${aggs[k - keys.length]!.pointer}`;
        const message = `output column name ${JSON.stringify(n)} is used twice; give the aggregation a distinct name`;
        throw new ToolError('collision', message, [{ pointer, message }]);
      }
      seen.add(n);
    });
  }
  const groups = keys.length === 0 ? new Map([['', table.rows.map((_, i) => i)]]) : groupRows(table.rows, keys);
  const cache: DecimalCache = new Map();
  const out: string[][] = [];
  // Counted while built: 32 aggregations over many small groups can write far more than was read.
  let least = 0;
  for (const rowIndices of groups.values()) {
    const first = table.rows[rowIndices[0]!];
    const record = keys.map((c) => first![c]!);
    for (const a of aggs) {
      record.push(aggregateCells(a.fn, table.rows, rowIndices, a.column, options, (i, cell) => {
        const message = `${rowPlace(table, i)}, column ${JSON.stringify(names[a.column!])}: ${JSON.stringify(cell.length > 40 ? cell.slice(0, 40) + '...' : cell)} is not a decimal number`;
        throw new ToolError('invalid_input', message, [{ pointer: '/csv', message }, { pointer: a.pointer, message: `${a.fn} needs decimal cells` }], { row: i + 1, column: names[a.column!] });
      }, cache));
    }
    least += recordCharsLowerBound(record);
    if (least > limits.max_output_chars) throw outputTooLong('/csv', 'the CSV output', limits.max_output_chars);
    out.push(record);
  }
  return {
    csv: serializeCsv(dialect.header ? outNames : null, out, dialect, '/csv', limits),
    columns: outNames,
    groups: out.length,
  };
}
