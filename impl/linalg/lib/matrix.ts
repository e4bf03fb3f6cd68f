// The shared foundation of the linalg tools: vectors and matrices of exact rationals.
//
// Conventions (contracts/schemas/linalg-*.yaml, fragments linalg-entries, linalg-matrix-shape and
// linalg-output in contracts/fragments.yaml):
// - In: an entry is rational text ("-3", "0.75", "3/4"; contracts/schemas/linalg-entry.yaml). A vector
//   is a list of entries; a matrix is a list of rows, each a list of entries (row-major). `[]` is the
//   0 x 0 matrix; a row with no entries is refused (an m x 0 matrix cannot be told apart from 0 x 0
//   once transposed). Shapes are checked first (parseMatrixShape), then every entry is read
//   (parseMatrixEntries), so a ragged row or a dimension mismatch is reported before any arithmetic.
// - Out: every exact value is lowest-terms rational text ("p" or "p/q" with q >= 2), so an output is
//   valid input to every linalg tool (formatEntry); an OutputBudget bounds the output while it is
//   built.
// - Sums of many rationals go over a bounded common denominator (commonDenominator), never through a
//   gcd per term, so the cost of a long sum is one gcd per distinct denominator plus integer work.
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { canonicalInteger, gcd } from '../../math/lib/integer.js';
import { formatRationalText, parseRationalText, reduceRational, type Rational } from '../../math/lib/rational.js';

export type { Rational };
export type Vector = Rational[];
/** A matrix of reduced rationals with its shape; rows = cols = 0 for the empty matrix `[]`. */
export type Matrix = { rows: number; cols: number; entries: Rational[][] };
export type Shape = { rows: number; cols: number };

export const ZERO: Rational = { num: 0n, den: 1n };

/** Reads and reduces one entry; invalid_input or division_by_zero at `pointer`. */
export function parseEntry(text: string, pointer: string): Rational {
  return reduceRational(parseRationalText(text, pointer));
}

/** Reads a vector's entries in order; the first bad entry fails with its pointer. */
export function parseVector(texts: readonly string[], pointer: string): Vector {
  return texts.map((t, i) => parseEntry(t, `${pointer}/${i}`));
}

/**
 * The shape of a matrix given as rows, before any entry is read: `[]` is 0 x 0; every row must have
 * as many entries as the first (invalid_input at the first row that differs), and a row may not be
 * empty (invalid_input at the first row, which then sets the length 0).
 */
export function parseMatrixShape(rows: readonly (readonly string[])[], pointer: string): Shape {
  if (rows.length === 0) return { rows: 0, cols: 0 };
  const cols = rows[0]!.length;
  if (cols === 0) throw invalidInput(`${pointer}/0`, 'a row has no entries; the empty matrix is written []');
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.length !== cols) {
      throw invalidInput(`${pointer}/${i}`, `row ${i} has ${rows[i]!.length} entries, row 0 has ${cols}: every row needs the same number of entries`);
    }
  }
  return { rows: rows.length, cols };
}

/** Reads every entry of a matrix whose shape parseMatrixShape has accepted, row by row. */
export function parseMatrixEntries(rows: readonly (readonly string[])[], shape: Shape, pointer: string): Matrix {
  return { ...shape, entries: rows.map((row, i) => parseVector(row, `${pointer}/${i}`)) };
}

/** Shape check and entries in one step, for a tool with a single matrix. */
export function parseMatrix(rows: readonly (readonly string[])[], pointer: string): Matrix {
  return parseMatrixEntries(rows, parseMatrixShape(rows, pointer), pointer);
}

export function requireSquare(shape: Shape, pointer: string): void {
  if (shape.rows !== shape.cols) throw invalidInput(pointer, `the matrix is ${shape.rows} x ${shape.cols}; a square matrix is needed`);
}

export function requireSameShape(a: Shape, b: Shape, pointer: string): void {
  if (a.rows !== b.rows || a.cols !== b.cols) {
    throw invalidInput(pointer, `shapes differ: ${a.rows} x ${a.cols} and ${b.rows} x ${b.cols}; both matrices need the same shape`);
  }
}

export function requireSameLength(a: readonly unknown[], b: readonly unknown[], pointer: string): void {
  if (a.length !== b.length) throw invalidInput(pointer, `lengths differ: ${a.length} and ${b.length}; both vectors need the same length`);
}

/** Lowest-terms rational text: "p", or "p/q" with q >= 2; "0" for zero. */
export function formatEntry(r: Rational): string {
  return formatRationalText(r);
}

/** The same text for a value already in lowest terms with a positive denominator (no gcd taken). */
export function formatReduced(r: Rational): string {
  return r.den === 1n ? canonicalInteger(r.num) : `${canonicalInteger(r.num)}/${canonicalInteger(r.den)}`;
}

/**
 * Bounds the characters of an output while it is built: each value counts its length plus 3 (two
 * quotes and a separator in the JSON result), and the total may not pass `maxChars`.
 */
export class OutputBudget {
  private used = 0;
  constructor(
    private readonly maxChars: number,
    private readonly limitName: string,
  ) {}

  take(text: string): string {
    this.used += text.length + 3;
    if (this.used > this.maxChars) {
      throw limitExceeded('', `the output would have more than ${this.maxChars} characters (${this.limitName}); send a smaller input`);
    }
    return text;
  }
}

export function formatVector(v: readonly Rational[], budget: OutputBudget): string[] {
  return v.map((r) => budget.take(formatEntry(r)));
}

export function formatMatrix(m: readonly (readonly Rational[])[], budget: OutputBudget): string[][] {
  return m.map((row) => formatVector(row, budget));
}

/**
 * The least common multiple of the denominators of `values`, refused with limit_exceeded at
 * `pointer` once it has more than `maxDigits` decimal digits (checked as it grows, so the work stops
 * at the first denominator that passes). One gcd per denominator that does not already divide it.
 */
export function commonDenominator(values: readonly Rational[], maxDigits: number, limitName: string, pointer: string): bigint {
  const bound = 10n ** BigInt(maxDigits);
  let lcm = 1n;
  for (const { den } of values) {
    if (lcm % den === 0n) continue;
    lcm = (lcm / gcd(lcm, den)) * den;
    if (lcm >= bound) {
      throw limitExceeded(pointer, `the common denominator of these entries has more than ${maxDigits} digits (${limitName})`);
    }
  }
  return lcm;
}

/** The integers v_i * L for a common multiple L of the denominators. */
export function scaleToIntegers(values: readonly Rational[], lcm: bigint): bigint[] {
  return values.map((r) => r.num * (lcm / r.den));
}

/**
 * The exact dot product sum a_i b_i, reduced: both vectors are scaled to integers over their own
 * common denominators La and Lb (each at most maxDigits digits), so the sum is one integer dot
 * product over La * Lb and one reduction.
 */
export function dotProduct(
  a: readonly Rational[],
  b: readonly Rational[],
  maxDigits: number,
  limitName: string,
  pointers: readonly [string, string],
): Rational {
  const la = commonDenominator(a, maxDigits, limitName, pointers[0]);
  const lb = commonDenominator(b, maxDigits, limitName, pointers[1]);
  const ia = scaleToIntegers(a, la);
  const ib = scaleToIntegers(b, lb);
  let sum = 0n;
  for (let i = 0; i < ia.length; i++) sum += ia[i]! * ib[i]!;
  return reduceRational({ num: sum, den: la * lb });
}

/** The exact sum of `values` over their common denominator (at most maxDigits digits), reduced. */
export function sumOf(values: readonly Rational[], maxDigits: number, limitName: string, pointer: string): Rational {
  const l = commonDenominator(values, maxDigits, limitName, pointer);
  let sum = 0n;
  for (const r of values) sum += r.num * (l / r.den);
  return reduceRational({ num: sum, den: l });
}

/** Column j of a matrix's entries. */
export function column(m: Matrix, j: number): Rational[] {
  return m.entries.map((row) => row[j]!);
}
