import type { Input, Output } from '../../generated/tools/csv/csv-filter.js';
import { limits } from '../../generated/tools/csv/csv-filter.js';
import { invalidInput } from '../lib/tool-error.js';
import { type CellType, type DecimalKey, cellHasType, compareCells, compareDecimalKeys, decimalKey } from './lib/csv-cell-types.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { columnNames, parseCsv, resolveColumn, rowPlace, serializeCsv } from './lib/csv-table.js';

type Op = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'contains' | 'starts_with' | 'ends_with' | 'is_empty' | 'not_empty';
const ORDERED: ReadonlySet<Op> = new Set(['eq', 'ne', 'lt', 'le', 'gt', 'ge']);
const TEXTUAL: ReadonlySet<Op> = new Set(['contains', 'starts_with', 'ends_with']);

// `slot`: the predicate's (column, type) pair, whose cell is checked and taken apart once per row;
// `key`: the value's decimal key for integer and decimal comparisons.
type Predicate = { column: number; op: Op; type: CellType; value: string; slot: number; key: DecimalKey | null };

export default function csvFilter(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const table = parseCsv(input.csv, dialect, '/csv', limits);
  const names = columnNames(table);
  const predicates: Predicate[] = input.where.map((w, k) => {
    const at = `/where/${k}`;
    const op = w.op as Op;
    const type = (w.type ?? 'string') as CellType;
    const column = resolveColumn(table, w.column, `${at}/column`);
    const needsValue = ORDERED.has(op) || TEXTUAL.has(op);
    if (needsValue && w.value === undefined) throw invalidInput(`${at}/value`, `operator ${op} needs a value`);
    if (!needsValue && w.value !== undefined) throw invalidInput(`${at}/value`, `operator ${op} takes no value`);
    if (TEXTUAL.has(op) && type !== 'string') throw invalidInput(`${at}/op`, `operator ${op} applies to type string only`);
    const value = w.value ?? '';
    if (ORDERED.has(op) && !cellHasType(type, value, limits.max_numeric_cell_chars)) throw invalidInput(`${at}/value`, `${JSON.stringify(value)} is not a valid ${type}`);
    const numeric = ORDERED.has(op) && (type === 'integer' || type === 'decimal');
    return { column, op, type, value, slot: -1, key: numeric ? decimalKey(value) : null };
  });
  // Typed ordered predicates share their (column, type) pair's check: 100 predicates on one column
  // check and take apart each cell once per row, not 100 times (was 20 s for 100 x 131071 cells).
  type Slot = { column: number; type: CellType };
  const slots: Slot[] = [];
  const slotOf = new Map<string, number>();
  for (const p of predicates) {
    if (!ORDERED.has(p.op) || p.type === 'string') continue;
    const name = `${p.column}:${p.type}`;
    let k = slotOf.get(name);
    if (k === undefined) slotOf.set(name, (k = slots.push({ column: p.column, type: p.type }) - 1));
    p.slot = k;
  }
  // Per row: for each slot, whether its cell is valid (non-empty and of the type) and its decimal key.
  const valid = new Array<boolean>(slots.length).fill(false);
  const keys = new Array<DecimalKey | null>(slots.length).fill(null);
  const checkedRow = new Array<number>(slots.length).fill(-1);
  const mismatch = input.on_mismatch ?? 'error';
  const holds = (p: Predicate, row: string[], r: number): boolean => {
    const cell = row[p.column]!;
    if (p.op === 'is_empty') return cell === '';
    if (p.op === 'not_empty') return cell !== '';
    if (p.op === 'contains') return cell.includes(p.value);
    if (p.op === 'starts_with') return cell.startsWith(p.value);
    if (p.op === 'ends_with') return cell.endsWith(p.value);
    if (p.type !== 'string') {
      if (cell === '') return false; // an empty typed cell has no value to compare
      if (checkedRow[p.slot] !== r) {
        // The first predicate of a slot in this row checks its cell; the others reuse the answer.
        checkedRow[p.slot] = r;
        valid[p.slot] = cellHasType(p.type, cell, limits.max_numeric_cell_chars);
        keys[p.slot] = valid[p.slot] && p.key !== null ? decimalKey(cell) : null;
      }
      if (!valid[p.slot]) {
        if (mismatch === 'no_match') return false;
        throw invalidInput('/csv', `${rowPlace(table, r)}, column ${JSON.stringify(names[p.column])}: ${JSON.stringify(cell.slice(0, 40))} is not a valid ${p.type}; set on_mismatch to no_match to skip such cells`);
      }
    }
    const c = p.key !== null ? compareDecimalKeys(keys[p.slot]!, p.key) : compareCells(p.type, cell, p.value);
    switch (p.op) {
      case 'eq': return c === 0;
      case 'ne': return c !== 0;
      case 'lt': return c < 0;
      case 'le': return c <= 0;
      case 'gt': return c > 0;
      default: return c >= 0;
    }
  };
  const any = input.match === 'any';
  const kept: string[][] = [];
  const rowNumbers: number[] = [];
  table.rows.forEach((row, r) => {
    // Every predicate is evaluated (no short-circuit), so a type mismatch is reported whatever the order.
    let every = true;
    let some = false;
    for (const p of predicates) {
      if (holds(p, row, r)) some = true;
      else every = false;
    }
    if (any ? some : every) {
      kept.push(row);
      rowNumbers.push(r + 1);
    }
  });
  return { csv: serializeCsv(table.header, kept, dialect, '/csv', limits), row_numbers: rowNumbers, matched_count: kept.length, row_count: table.rows.length };
}
