import type { Input, Output } from '../../generated/tools/csv/csv-reconcile.js';
import { limits } from '../../generated/tools/csv/csv-reconcile.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
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
    const firstAt = new Map<string, number>();
    wanted.forEach((name, k) => {
      if (!firstAt.has(name)) firstAt.set(name, k);
      if (firstAt.get(name) !== k) throw invalidInput(`/compare/${k}`, `column ${JSON.stringify(name)} is named twice`);
      if (keyNames.has(name)) throw invalidInput(`/compare/${k}`, `column ${JSON.stringify(name)} is a key column`);
      if (!lSet.has(name) || !rPos.has(name)) throw invalidInput(`/compare/${k}`, `column ${JSON.stringify(name)} is not in both tables`);
    });
    const set = new Set(wanted);
    compared = compared.filter((n) => set.has(n));
  }
  const lPos = new Map(lNames.map((n, k) => [n, k])); // one Map, not indexOf per compared column (10000 x 10000)
  const cmp = compared.map((n) => [lPos.get(n)!, rPos.get(n)!] as const);

  // The result is measured as compact JSON while it is built: added and removed rows repeat every
  // column name and changed cells their column's name, so a long name over many rows would make a
  // result of gigabytes from two small texts. A name's size is measured once per column and side.
  let bytes = 0;
  const cellBytes = jsonStringBytes;
  const nameBytesOf = (names: string[]) => {
    const memo: number[] = [];
    return (c: number) => (memo[c] ??= jsonStringBytes(names[c]!));
  };
  const lNameBytes = nameBytesOf(lNames);
  const rNameBytes = nameBytesOf(rNames);
  const grow = (n: number) => {
    bytes += n + 1; // and a comma or bracket
    if (bytes > limits.max_output_bytes) throw limitExceeded('/right', `the result would exceed ${limits.max_output_bytes} bytes as JSON (limit max_output_bytes)`);
  };
  const keyBytes = (table: CsvTable, cols: number[], r: number) => cols.reduce((n, c) => n + cellBytes(table.rows[r]![c]!) + 1, 1);
  // {"row":R,"key":[...],"values":{"name":"cell",...}}
  const sideRowBytes = (table: CsvTable, nameBytes: (c: number) => number, cols: number[], r: number) =>
    table.rows[r]!.reduce((n, cell, c) => n + nameBytes(c) + cellBytes(cell) + 2, 25 + String(r + 1).length + keyBytes(table, cols, r));

  const lGroups = groupRows(left.rows, lk);
  const rGroups = groupRows(right.rows, rk);
  const duplicates: Output['duplicate_keys'] = [];
  const dupKeys = new Set<string>();
  const collect = (side: Side, groups: Map<string, number[]>, table: CsvTable, cols: number[]) => {
    for (const [key, rows] of groups) {
      if (rows.length < 2) continue;
      dupKeys.add(key);
      // {"side":"left","key":[...],"rows":[...]}
      grow(30 + keyBytes(table, cols, rows[0]!) + rows.reduce((n, r) => n + String(r + 1).length + 1, 0));
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
      grow(sideRowBytes(left, lNameBytes, lk, l));
      removed.push({ row: l + 1, key: lk.map((c) => left.rows[l]![c]!) as Key, values: values(left, lNames, l) });
      continue;
    }
    const r = match[0]!;
    const differing = cmp.filter(([lc, rc]) => left.rows[l]![lc] !== right.rows[r]![rc]);
    const cells = differing.map(([lc, rc]) => ({ column: lNames[lc]!, old: left.rows[l]![lc]!, new: right.rows[r]![rc]! }));
    if (cells.length === 0) unchanged++;
    else {
      // {"key":[...],"left_row":L,"right_row":R,"cells":[{"column":C,"old":O,"new":N},...]}
      const head = 42 + String(l + 1).length + String(r + 1).length + keyBytes(left, lk, l);
      grow(differing.reduce((n, [lc], k) => n + 26 + lNameBytes(lc) + cellBytes(cells[k]!.old) + cellBytes(cells[k]!.new), head));
      changed.push({ key: lk.map((c) => left.rows[l]![c]!) as Key, left_row: l + 1, right_row: r + 1, cells: cells as Cells });
    }
  }
  const added: Output['added'] = [];
  for (const [key, rows] of rGroups) {
    if (dupKeys.has(key) || lGroups.has(key)) continue;
    const r = rows[0]!;
    grow(sideRowBytes(right, rNameBytes, rk, r));
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
