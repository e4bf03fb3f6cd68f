import type { Input, Output } from '../../generated/tools/csv/csv-unpivot.js';
import { limits } from '../../generated/tools/csv/csv-unpivot.js';
import { ToolError, invalidInput, limitExceeded } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { columnNames, outputTooLong, parseCsv, resolveColumns, serializeCsv } from './lib/csv-table.js';

export default function csvUnpivot(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  if (!dialect.header) throw invalidInput('/dialect/header', 'csv-unpivot needs a header: the variable column holds column names');
  const table = parseCsv(input.csv, dialect, '/csv', limits, { uniqueHeader: true });
  const names = columnNames(table);
  const ids = resolveColumns(table, input.id_columns, '/id_columns', { distinct: true });
  const idSet = new Set(ids);
  let values: number[];
  if (input.value_columns === undefined) values = names.map((_, k) => k).filter((k) => !idSet.has(k));
  else {
    values = resolveColumns(table, input.value_columns, '/value_columns', { distinct: true });
    values.forEach((c, k) => {
      if (idSet.has(c)) throw invalidInput(`/value_columns/${k}`, `column ${JSON.stringify(names[c])} is also an id column`);
    });
  }
  const variable = input.variable_name ?? 'variable';
  const value = input.value_name ?? 'value';
  const header = [...ids.map((c) => names[c]!), variable, value];
  const taken = new Set<string>();
  header.forEach((n, k) => {
    if (taken.has(n)) {
      const pointer = k === ids.length ? '/variable_name' : '/value_name';
      const message = `output column name ${JSON.stringify(n)} is used twice`;
      throw new ToolError('collision', message, [{ pointer, message }]);
    }
    taken.add(n);
  });

  const dropEmpty = input.drop_empty ?? false;
  // Size before building: each output row repeats the id cells.
  let rows = 0;
  let chars = 0;
  for (const row of table.rows) {
    const idChars = ids.reduce((s, c) => s + row[c]!.length + 1, 0);
    for (const c of values) {
      if (dropEmpty && row[c] === '') continue;
      rows++;
      chars += idChars + names[c]!.length + row[c]!.length + 2;
    }
  }
  if (rows > limits.max_output_rows) throw limitExceeded('/csv', `the long table would have ${rows} rows; at most ${limits.max_output_rows} (limit max_output_rows)`);
  if (chars > limits.max_output_chars) throw outputTooLong('/csv', 'the long table', limits.max_output_chars);
  const out: string[][] = [];
  for (const row of table.rows) {
    const idCells = ids.map((c) => row[c]!);
    for (const c of values) {
      if (dropEmpty && row[c] === '') continue;
      out.push([...idCells, names[c]!, row[c]!]);
    }
  }
  return { csv: serializeCsv(header, out, dialect, '/csv', limits), columns: header as Output['columns'], rows: out.length };
}
