// Keys made of several cells (join, reconcile, group, pivot): one Map key per tuple, so matching is
// linear (a hash lookup per row), never a nested loop over both tables.
import { trimBlanks } from '../../lib/trim-blanks.js';

export type KeyMatch = { trim?: boolean; ignore_case?: boolean };

/** The text a key cell is compared by: exact unless trim / ignore_case are declared. */
export function keyCellNormalizer(options: KeyMatch): (cell: string) => string {
  const { trim = false, ignore_case: ignoreCase = false } = options;
  if (!trim && !ignoreCase) return (cell) => cell;
  return (cell) => {
    // Only space and tab are trimmed: String.prototype.trim would also strip NBSP and U+FEFF.
    let s = trim ? trimBlanks(cell) : cell;
    // Full upper then full lower mapping (locale-independent) equates ß/SS/ẞ and σ/ς like case folding.
    if (ignoreCase) s = s.toUpperCase().toLowerCase();
    return s;
  };
}


/** One string per tuple of cells, equal exactly when every normalized cell is equal. */
export function tupleKey(row: readonly string[], columns: readonly number[], normalize: (cell: string) => string = (c) => c): string {
  return JSON.stringify(columns.map((c) => normalize(row[c] ?? '')));
}

/** Rows grouped by key, groups in first-seen order, row indices ascending within a group. */
export function groupRows(rows: readonly (readonly string[])[], columns: readonly number[], normalize?: (cell: string) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const key = tupleKey(row, columns, normalize);
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  return groups;
}

/** Characters a record takes at least when written (cells + delimiters), for bounds before building. */
export function recordCharsLowerBound(row: readonly string[], skip?: ReadonlySet<number>): number {
  let n = 0;
  row.forEach((cell, k) => {
    if (!skip?.has(k)) n += cell.length + 1;
  });
  return n;
}
