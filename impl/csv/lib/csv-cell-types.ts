// Typed CSV cells for comparing, sorting, grouping and inferring, from one fixed grammar.
// Usage (`maxChars`: the tool's limit max_numeric_cell_chars):
//   cellHasType('decimal', cell, maxChars)           // whether the cell has that type's grammar
//   compareCells('integer', a, b)                    // for cells already known to parse
//   inferCellType(cell, maxChars)                    // the narrowest type a non-empty cell has
// Grammar (contracts name it verbatim): integer  -?(0|[1-9][0-9]*)    ("007", "+1", "1e3" are not)
//   decimal  -?(0|[1-9][0-9]*)(\.[0-9]+)?  (every integer is a decimal; ".5", "1.", "1e3" are not)
//   boolean  true | false (lowercase only)
//   date     YYYY-MM-DD, a real day of the proleptic Gregorian calendar, years 0000-9999
//   string   anything; compared by Unicode code point
// Numeric cells longer than `maxChars` characters are not numbers (bounded work).
import { compareCodePoints } from '../../lib/code-point-order.js';
import { type Decimal, parsePlainDecimal } from '../../lib/decimal.js';

export type CellType = 'string' | 'integer' | 'decimal' | 'boolean' | 'date';

const INTEGER = /^-?(0|[1-9][0-9]*)$/;
const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

export function isIntegerCell(s: string, maxChars: number): boolean {
  return s.length <= maxChars && INTEGER.test(s);
}

export function parseDecimalCell(s: string, maxChars: number): Decimal | null {
  return s.length <= maxChars ? parsePlainDecimal(s) : null;
}

export function parseBooleanCell(s: string): boolean | null {
  return s === 'true' ? true : s === 'false' ? false : null;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isDateCell(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether a cell matches `type`'s grammar. */
export function cellHasType(type: CellType, s: string, maxChars: number): boolean {
  switch (type) {
    case 'string': return true;
    case 'integer': return isIntegerCell(s, maxChars);
    case 'decimal': return parseDecimalCell(s, maxChars) !== null;
    case 'boolean': return s === 'true' || s === 'false';
    case 'date': return isDateCell(s);
  }
}

/** The narrowest type of a non-empty cell: integer, decimal, boolean, date, else string. */
export function inferCellType(s: string, maxChars: number): CellType {
  if (isIntegerCell(s, maxChars)) return 'integer';
  if (parseDecimalCell(s, maxChars) !== null) return 'decimal';
  if (s === 'true' || s === 'false') return 'boolean';
  if (isDateCell(s)) return 'date';
  return 'string';
}

/**
 * Exact comparison of plain decimal (or integer) texts without BigInt scaling: sign, then integer
 * digit count, then digits, then fraction digits with trailing zeros ignored. Both must parse.
 */
export function comparePlainDecimalText(a: string, b: string): number {
  const na = a.startsWith('-');
  const nb = b.startsWith('-');
  const [ia = '', fa = ''] = (na ? a.slice(1) : a).split('.');
  const [ib = '', fb = ''] = (nb ? b.slice(1) : b).split('.');
  const za = /^0*$/.test(ia + fa);
  const zb = /^0*$/.test(ib + fb);
  const sa = za ? 0 : na ? -1 : 1; // "-0" and "-0.00" are zero
  const sb = zb ? 0 : nb ? -1 : 1;
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (sa === 0) return 0;
  let mag: number;
  if (ia.length !== ib.length) mag = ia.length < ib.length ? -1 : 1;
  else if (ia !== ib) mag = ia < ib ? -1 : 1;
  else {
    const xa = fa.replace(/0+$/, '');
    const xb = fb.replace(/0+$/, '');
    mag = xa === xb ? 0 : xa < xb ? -1 : 1; // same-length prefixes compare digitwise; shorter is smaller
  }
  return sa * mag;
}

/** Comparison of two cells that both parse as `type` (ascending). */
export function compareCells(type: CellType, a: string, b: string): number {
  switch (type) {
    case 'integer':
    case 'decimal': return comparePlainDecimalText(a, b);
    case 'boolean': return (a === 'true' ? 1 : 0) - (b === 'true' ? 1 : 0);
    case 'date': return a < b ? -1 : a > b ? 1 : 0; // fixed-width ASCII: text order is date order
    case 'string': return compareCodePoints(a, b);
  }
}
