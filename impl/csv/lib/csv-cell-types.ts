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
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/; // parsePlainDecimal's grammar, tested without building a BigInt
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
    case 'decimal': return s.length <= maxChars && DECIMAL.test(s);
    case 'boolean': return s === 'true' || s === 'false';
    case 'date': return isDateCell(s);
  }
}

/** The narrowest type of a non-empty cell: integer, decimal, boolean, date, else string. */
export function inferCellType(s: string, maxChars: number): CellType {
  if (isIntegerCell(s, maxChars)) return 'integer';
  if (s.length <= maxChars && DECIMAL.test(s)) return 'decimal';
  if (s === 'true' || s === 'false') return 'boolean';
  if (isDateCell(s)) return 'date';
  return 'string';
}

/** `digits` without its trailing zeros, in one pass (/0+$/ retries at every zero of an inner run: quadratic). */
function withoutTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === 48) end--;
  return digits.slice(0, end);
}

/** A plain decimal text taken apart once, for comparing it with many others (csv-filter). */
export type DecimalKey = { readonly sign: number; readonly int: string; readonly frac: string };

/** The key of a plain decimal (or integer) text that parses: sign (0 for any zero), integer digits, fraction without trailing zeros. */
export function decimalKey(text: string): DecimalKey {
  const negative = text.startsWith('-');
  const [int = '', frac = ''] = (negative ? text.slice(1) : text).split('.');
  const f = withoutTrailingZeros(frac);
  const zero = int === '0' && f === ''; // "-0" and "-0.00" are zero; the grammar has no other leading zero
  return { sign: zero ? 0 : negative ? -1 : 1, int, frac: f };
}

/** Exact order of two decimal keys: sign, then integer digit count, then digits, then fraction digits. */
export function compareDecimalKeys(a: DecimalKey, b: DecimalKey): number {
  if (a.sign !== b.sign) return a.sign < b.sign ? -1 : 1;
  if (a.sign === 0) return 0;
  let mag: number;
  if (a.int.length !== b.int.length) mag = a.int.length < b.int.length ? -1 : 1;
  else if (a.int !== b.int) mag = a.int < b.int ? -1 : 1;
  else mag = a.frac === b.frac ? 0 : a.frac < b.frac ? -1 : 1; // same-length prefixes compare digitwise; shorter is smaller
  return a.sign * mag;
}

/**
 * Exact comparison of plain decimal (or integer) texts without BigInt scaling: sign, then integer
 * digit count, then digits, then fraction digits with trailing zeros ignored. Both must parse.
 */
export function comparePlainDecimalText(a: string, b: string): number {
  return compareDecimalKeys(decimalKey(a), decimalKey(b));
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
