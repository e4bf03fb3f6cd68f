import type { Input, Output } from '../../generated/tools/csv/csv-reconcile.js';
import { limits } from '../../generated/tools/csv/csv-reconcile.js';
import { invalidInput } from '../lib/tool-error.js';
import { orderedObject } from '../lib/ordered-object.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { groupRows } from './lib/csv-key-tuple.js';
import { type CsvTable, columnNames, parseCsv, resolveColumn } from './lib/csv-table.js';

type Side = 'left' | 'right';
// The schema's minItems make these tuple types; the lengths are guaranteed by construction.
type Key = Output['added'][number]['key'];
type Rows = Output['duplicate_keys'][number]['rows'];
type Cells = Output['changed'][number]['cells'];

export default function csvReconcile(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const left = parseCsv(input.left, dialect, '/left', limits, { uniqueHeader: true });
  const right = parseCsv(input.right, dialect, '/right', limits, { uniqueHeader: true });
  const lk: number[] = [];
  const rk: number[] = [];
  input.key.forEach((name, k) => {
    if (input.key.indexOf(name) !== k) throw invalidInput(`/key/${k}`, `key column ${JSON.stringify(name)} is named twice`);
    lk.push(resolveColumn(left, name, `/key/${k}`));
    rk.push(resolveColumn(right, name, `/key/${k}`));
  });
  const lNames = columnNames(left);
  const rNames = columnNames(right);
  const keyNames = new Set(input.key);
  const rPos = new Map(rNames.map((n, k) => [n, k]));
  const lSet = new Set(lNames);
  let compared = lNames.filter((n) => !keyNames.has(n) && rPos.has(n));
  if (input.compare !== undefined) {
    const wanted = input.compare;
    wanted.forEach((name, k) => {
      if (wanted.indexOf(name) !== k) throw invalidInput(`/compare/${k}`, `column ${JSON.stringify(name)} is named twice`);
      if (keyNames.has(name)) throw invalidInput(`/compare/${k}`, `column ${JSON.stringify(name)} is a key column`);
      if (!lSet.has(name) || !rPos.has(name)) throw invalidInput(`/compare/${k}`, `column ${JSON.stringify(name)} is not in both tables`);
    });
    const set = new Set(wanted);
    compared = compared.filter((n) => set.has(n));
  }
  const cmp = compared.map((n) => [lNames.indexOf(n), rPos.get(n)!] as const);

  const lGroups = groupRows(left.rows, lk);
  const rGroups = groupRows(right.rows, rk);
  const duplicates: Output['duplicate_keys'] = [];
  const dupKeys = new Set<string>();
  const collect = (side: Side, groups: Map<string, number[]>, table: CsvTable, cols: number[]) => {
    for (const [key, rows] of groups) {
      if (rows.length < 2) continue;
      dupKeys.add(key);
      duplicates.push({ side, key: cols.map((c) => table.rows[rows[0]!]![c]!) as Key, rows: rows.map((r) => r + 1) as Rows });
    }
  };
  collect('left', lGroups, left, lk);
  collect('right', rGroups, right, rk);

  const values = (table: CsvTable, names: string[], r: number) => orderedObject(names.map((n, c) => [n, table.rows[r]![c]!])) as Record<string, string>;
  const removed: Output['removed'] = [];
  const changed: Output['changed'] = [];
  let unchanged = 0;
  for (const [key, rows] of lGroups) {
    if (dupKeys.has(key)) continue;
    const l = rows[0]!;
    const match = rGroups.get(key);
    if (match === undefined) {
      removed.push({ row: l + 1, key: lk.map((c) => left.rows[l]![c]!) as Key, values: values(left, lNames, l) });
      continue;
    }
    const r = match[0]!;
    const cells = cmp
      .filter(([lc, rc]) => left.rows[l]![lc] !== right.rows[r]![rc])
      .map(([lc, rc]) => ({ column: lNames[lc]!, old: left.rows[l]![lc]!, new: right.rows[r]![rc]! }));
    if (cells.length === 0) unchanged++;
    else changed.push({ key: lk.map((c) => left.rows[l]![c]!) as Key, left_row: l + 1, right_row: r + 1, cells: cells as Cells });
  }
  const added: Output['added'] = [];
  for (const [key, rows] of rGroups) {
    if (dupKeys.has(key) || lGroups.has(key)) continue;
    const r = rows[0]!;
    added.push({ row: r + 1, key: rk.map((c) => right.rows[r]![c]!) as Key, values: values(right, rNames, r) });
  }
  // Groups are in first-seen key order; the contract promises row order.
  removed.sort((a, b) => a.row - b.row);
  changed.sort((a, b) => a.left_row - b.left_row);
  added.sort((a, b) => a.row - b.row);
  const leftOnly = lNames.filter((n) => !keyNames.has(n) && !rPos.has(n));
  const rightOnly = rNames.filter((n) => !keyNames.has(n) && !lSet.has(n));
  return {
    in_sync: added.length + removed.length + changed.length + duplicates.length === 0 && (input.compare !== undefined || leftOnly.length + rightOnly.length === 0),
    columns: { compared, left_only: leftOnly, right_only: rightOnly },
    added,
    removed,
    changed,
    unchanged_rows: unchanged,
    duplicate_keys: duplicates,
  };
}
