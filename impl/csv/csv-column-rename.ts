import type { Input, Output } from '../../generated/tools/csv/csv-column-rename.js';
import { limits } from '../../generated/tools/csv/csv-column-rename.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { pointerToken } from '../lib/json-pointer.js';
import { ToolError, invalidInput } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { parseCsv, resolveColumn, serializeCsv } from './lib/csv-table.js';

export default function csvColumnRename(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  if (!dialect.header) throw invalidInput('/dialect/header', 'renaming needs a header; header is false');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const header = [...table.header!];
  const renames = input.renames as Record<string, string>;
  // Checked in code point order of the old names, so the reported fault does not depend on key order.
  const olds = Object.keys(renames).sort(compareCodePoints);
  const pointerOf = (old: string) => `/renames/${pointerToken(old)}`;
  const byName = new Map<string, number>(); // -1: the header holds the name twice
  header.forEach((name, k) => byName.set(name, byName.has(name) ? -1 : k));
  const indices = olds.map((old) => {
    const hit = byName.get(old);
    return hit !== undefined && hit >= 0 ? hit : resolveColumn(table, old, pointerOf(old)); // throws the fault
  });
  const renamedFrom = new Map<number, string>();
  olds.forEach((old, k) => {
    const index = indices[k]!;
    renamedFrom.set(index, old);
    header[index] = renames[old]!;
  });
  // A renamed column may not end up sharing its name with any other column of the new header.
  const holders = new Map<string, number[]>();
  header.forEach((name, k) => {
    const list = holders.get(name);
    if (list) list.push(k);
    else holders.set(name, [k]);
  });
  olds.forEach((old, k) => {
    const index = indices[k]!;
    const target = header[index]!;
    const clash = holders.get(target)!.find((other) => other !== index);
    if (clash === undefined) return;
    const other = renamedFrom.has(clash) ? `the rename of ${JSON.stringify(renamedFrom.get(clash))}` : `the kept column ${JSON.stringify(target)}`;
    const message = `renaming ${JSON.stringify(old)} to ${JSON.stringify(target)} collides with ${other}`;
    throw new ToolError('collision', message, [{ pointer: pointerOf(old), message }]);
  });
  return { csv: serializeCsv(header, table.rows, dialect, '/csv', limits), renamed_count: olds.length };
}
