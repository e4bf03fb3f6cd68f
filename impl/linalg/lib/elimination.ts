// Exact elimination shared by matrix-determinant, -rref, -rank, -inverse, -nullspace, -solve,
// -adjugate and -power: rows of rationals scaled to integers, then fraction-free (Bareiss) forward
// elimination for determinants and fraction-free Gauss-Jordan for reduced row echelon forms.
//
// Why it stays bounded:
// - Row i of a rational matrix is multiplied by L_i, the least common multiple of its denominators,
//   which gives an integer matrix B with the same row space, rank, RREF and null space as A, and
//   det(A) = det(B) / (L_0 · ... · L_{m-1}).
// - Every number fraction-free elimination holds is, up to sign, a minor of B (Bareiss 1968,
//   Sylvester's identity), so by Hadamard's inequality it is at most the product over rows of
//   max(row Euclidean norm, 1), and ||row||_2 <= sqrt(columns) · max|entry|. `hadamardDigits`
//   bounds the decimal digits of every such number (and of the scales L_i, which enter the
//   determinant) before any elimination is done, so one named limit bounds all intermediates.
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { absInteger, gcd } from '../../math/lib/integer.js';
import { reduceRational, type Rational } from '../../math/lib/rational.js';
import { commonDenominator, formatEntry, OutputBudget, parseMatrixEntries, parseMatrixShape, parseVector, requireSquare, type Matrix, type Shape } from './matrix.js';

/** An integer matrix with the scale of each row: row i of the rational matrix is rows[i] / scales[i]. */
export type ScaledRows = { rows: bigint[][]; scales: bigint[] };

/**
 * Each row times the least common multiple of its denominators. The multiple is refused with
 * limit_exceeded at the row's pointer once it passes `maxDigits` digits (commonDenominator), so no
 * row can build a huge multiple before the Hadamard check.
 */
export function scaleRows(entries: readonly (readonly Rational[])[], maxDigits: number, limitName: string, pointer: string): ScaledRows {
  const rows: bigint[][] = [];
  const scales: bigint[] = [];
  entries.forEach((row, i) => {
    const l = commonDenominator(row, maxDigits, limitName, `${pointer}/${i}`);
    rows.push(row.map((r) => r.num * (l / r.den)));
    scales.push(l);
  });
  return { rows, scales };
}

/**
 * An upper bound on the decimal digits of every minor of `rows` and of every scale: the sum over rows
 * of the digits of max(max |entry|, scale, 1), plus ceil(m · d / 2) where d is the number of digits of
 * the column count (log10(columns) <= d, so sqrt(columns)^m < 10^(m·d/2)). Each row's factor is at
 * least 1, so a product over fewer rows (a smaller minor) stays below the bound.
 */
export function hadamardDigits(rows: readonly (readonly bigint[])[], scales: readonly bigint[], columns: number): number {
  let digits = 0;
  rows.forEach((row, i) => {
    let big = scales[i] ?? 1n;
    for (const x of row) {
      const ax = absInteger(x);
      if (ax > big) big = ax;
    }
    digits += big.toString().length;
  });
  return digits + Math.ceil((rows.length * String(Math.max(columns, 1)).length) / 2);
}

/** Refuses with limit_exceeded at `pointer` when hadamardDigits passes `maxDigits`. */
export function requireBoundedGrowth(s: ScaledRows, columns: number, maxDigits: number, limitName: string, pointer: string): void {
  const bound = hadamardDigits(s.rows, s.scales, columns);
  if (bound > maxDigits) {
    throw limitExceeded(
      pointer,
      `the Hadamard bound of this matrix scaled to integers has ${bound} digits, more than ${maxDigits} (${limitName}); intermediate numbers could grow that long`,
    );
  }
}

/**
 * Bareiss's fraction-free forward elimination (Bareiss 1968) to row echelon form: columns are scanned
 * left to right; the pivot of a column is the first non-zero entry at or below the next pivot row
 * (rows swapped up; a column with none is skipped); every entry below the pivot row and right of the
 * pivot column becomes (p · b_ij − b_ic · b_rj) / p_prev, an exact division (p_prev = 1 at first).
 * Returns the pivot columns and the number of row exchanges; `pivot` is the last pivot (1 if none),
 * which for a square matrix of full rank is ± its determinant. `input` is not modified.
 */
export function bareissEchelon(input: readonly (readonly bigint[])[], columns: number): { pivots: number[]; swaps: number; pivot: bigint } {
  const m = input.length;
  const a = input.map((row) => row.slice());
  const pivots: number[] = [];
  let swaps = 0;
  let prev = 1n;
  for (let c = 0; c < columns && pivots.length < m; c++) {
    const r = pivots.length;
    let p = r;
    while (p < m && a[p]![c] === 0n) p++;
    if (p === m) continue;
    if (p !== r) {
      [a[p], a[r]] = [a[r]!, a[p]!];
      swaps++;
    }
    const rr = a[r]!;
    const pivot = rr[c]!;
    for (let i = r + 1; i < m; i++) {
      const ri = a[i]!;
      const f = ri[c]!;
      for (let j = c + 1; j < columns; j++) ri[j] = (pivot * ri[j]! - f * rr[j]!) / prev;
      ri[c] = 0n;
    }
    pivots.push(c);
    prev = pivot;
  }
  return { pivots, swaps, pivot: prev };
}

/** det of a square integer matrix by bareissEchelon: 0 when a column has no pivot, 1 for 0 × 0. */
export function bareissDeterminant(input: readonly (readonly bigint[])[]): bigint {
  const n = input.length;
  const e = bareissEchelon(input, n);
  if (e.pivots.length < n) return 0n;
  return e.swaps % 2 === 0 ? e.pivot : -e.pivot;
}

/**
 * The result of fraction-free Gauss-Jordan: rows 0..rank-1 are the pivot rows, in order, each with
 * `divisor` in its own pivot column and 0 in every other pivot column; the remaining rows hold 0 in
 * every column below `pivotLimit`. The reduced row echelon form is rows[r][j] / divisor on the pivot
 * rows and 0 elsewhere. `divisor` is, up to sign, the minor on the pivot rows and columns (1 when
 * rank is 0); `swaps` counts the row exchanges.
 */
export type Reduced = { rows: bigint[][]; pivots: number[]; divisor: bigint; swaps: number };

/**
 * Fraction-free Gauss-Jordan elimination (Bareiss's update applied to the rows above the pivot too,
 * as in Nakos, Turner and Williams 1997): columns are scanned left to right, only columns below
 * `pivotLimit` may hold pivots (the columns after it are carried along, as the right-hand sides of
 * an augmented matrix); the pivot of a column is the first non-zero entry at or below the next pivot
 * row, swapped up; then every other row i becomes (p · a_ij − a_ic · a_rj) / p_prev, an exact
 * division, and the earlier pivots all become p. Every entry is a minor of the input, so the
 * Hadamard bound bounds them all. `input` is not modified.
 */
export function fractionFreeGaussJordan(input: readonly (readonly bigint[])[], columns: number, pivotLimit = columns): Reduced {
  const m = input.length;
  const a = input.map((row) => row.slice());
  const pivots: number[] = [];
  let prev = 1n;
  let swaps = 0;
  for (let c = 0; c < pivotLimit && pivots.length < m; c++) {
    const r = pivots.length;
    let p = r;
    while (p < m && a[p]![c] === 0n) p++;
    if (p === m) continue;
    if (p !== r) {
      [a[p], a[r]] = [a[r]!, a[p]!];
      swaps++;
    }
    const rr = a[r]!;
    const pivot = rr[c]!;
    for (let i = 0; i < m; i++) {
      if (i === r) continue;
      const ri = a[i]!;
      const f = ri[c]!;
      if (f === 0n) {
        if (pivot !== prev) for (let j = 0; j < columns; j++) if (ri[j] !== 0n) ri[j] = (pivot * ri[j]!) / prev;
        continue;
      }
      for (let j = 0; j < columns; j++) ri[j] = (pivot * ri[j]! - f * rr[j]!) / prev;
    }
    pivots.push(c);
    prev = pivot;
  }
  return { rows: a, pivots, divisor: prev, swaps };
}

/** x / d reduced with a positive denominator, for d != 0 (reduceRational wants den > 0). */
export function quotient(x: bigint, d: bigint): Rational {
  return reduceRational(d < 0n ? { num: -x, den: -d } : { num: x, den: d });
}

/** Reduced entries of the RREF on the pivot rows; the zero rows after them as zeros. */
export function rrefEntries(red: Reduced, columns: number): Rational[][] {
  const d = red.divisor;
  return red.rows.map((row, r) =>
    r < red.pivots.length ? row.slice(0, columns).map((x) => (x === 0n ? { num: 0n, den: 1n } : quotient(x, d))) : Array.from({ length: columns }, () => ({ num: 0n, den: 1n })),
  );
}

/**
 * A basis of the null space {x : A x = 0} from a reduced form of A (n columns): one vector per free
 * (non-pivot) column f, in increasing f, with x_f = 1, x_g = 0 for the other free columns and
 * x_{pivot c_r} = −R[r][f] for each pivot row r.
 */
export function nullspaceBasis(red: Reduced, columns: number): Rational[][] {
  const isPivot = new Array<boolean>(columns).fill(false);
  for (const c of red.pivots) isPivot[c] = true;
  const basis: Rational[][] = [];
  for (let f = 0; f < columns; f++) {
    if (isPivot[f]) continue;
    const v: Rational[] = Array.from({ length: columns }, () => ({ num: 0n, den: 1n }));
    v[f] = { num: 1n, den: 1n };
    red.pivots.forEach((c, r) => {
      const x = red.rows[r]![f]!;
      v[c] = x === 0n ? { num: 0n, den: 1n } : quotient(-x, red.divisor);
    });
    basis.push(v);
  }
  return basis;
}

/** gcd of every value (0 when all are 0). */
export function gcdOf(values: readonly bigint[]): bigint {
  let g = 0n;
  for (const v of values) {
    if (g === 1n) break;
    g = gcd(g, v);
  }
  return g;
}

/**
 * The tighter size limits of the elimination tools (the schema admits 100 rows and columns):
 * invalid_input at `pointer` for too many rows, at `pointer`/0 for too many columns.
 */
export function requireSize(shape: Shape, maxRows: number, maxColumns: number, pointer: string): void {
  if (shape.rows > maxRows) throw invalidInput(pointer, `the matrix has ${shape.rows} rows, more than ${maxRows} (max_rows)`);
  if (shape.cols > maxColumns) throw invalidInput(`${pointer}/0`, `the matrix has ${shape.cols} columns, more than ${maxColumns} (max_columns)`);
}

/** Reads a matrix for elimination: shape, size limits, entries, rows scaled to integers, growth bound. */
export function readScaled(
  rows: readonly (readonly string[])[],
  limits: { readonly max_rows: number; readonly max_columns: number; readonly max_bound_digits: number },
  pointer: string,
  square: boolean,
): { matrix: Matrix; scaled: ScaledRows } {
  const shape = parseMatrixShape(rows, pointer);
  if (square) requireSquare(shape, pointer);
  requireSize(shape, limits.max_rows, limits.max_columns, pointer);
  const matrix = parseMatrixEntries(rows, shape, pointer);
  const scaled = scaleRows(matrix.entries, limits.max_bound_digits, 'max_bound_digits', pointer);
  requireBoundedGrowth(scaled, shape.cols, limits.max_bound_digits, 'max_bound_digits', pointer);
  return { matrix, scaled };
}

/**
 * The exact inverse of a square matrix read by readScaled (rows scaled by `scales`), by fraction-free
 * Gauss-Jordan on [B | I]: `entry` is null when the matrix is singular. A = D⁻¹B with D = diag(scales),
 * so A⁻¹ = B⁻¹D: entry (r, j) is the right block's x_rj · L_j / d, reduced only when asked for (so a
 * caller can stop at an output budget before paying every gcd). Also returns the rank (pivots among
 * the first n columns) and det(A) = (−1)^swaps · d / Π L_i (0 when singular).
 */
export function invertScaled(s: ScaledRows): { entry: ((i: number, j: number) => Rational) | null; rank: number; determinant: Rational } {
  const n = s.rows.length;
  const augmented = s.rows.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1n : 0n))]);
  const red = fractionFreeGaussJordan(augmented, 2 * n, n);
  const rank = red.pivots.length;
  if (rank < n) return { entry: null, rank, determinant: { num: 0n, den: 1n } };
  const d = red.divisor;
  let scale = 1n;
  for (const l of s.scales) scale *= l;
  return { entry: (i, j) => quotient(red.rows[i]![n + j]! * s.scales[j]!, d), rank, determinant: quotient(red.swaps % 2 === 0 ? d : -d, scale) };
}

/** An n × n matrix built entry by entry, each formatted and counted by `budget` as soon as it is made. */
export function formatLazyMatrix(n: number, entry: (i: number, j: number) => Rational, budget: OutputBudget): string[][] {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => budget.take(formatEntry(entry(i, j)))));
}

/**
 * The adjugate adj(A) (the transpose of the cofactor matrix) of a square rational matrix given by its
 * reduced entries and its row scaling `s` (B = D · A), without n² minors:
 * - n = 0: []; n = 1: [[1]] (the empty minor), whatever the entry.
 * - rank n: adj(A) = det(A) · A⁻¹; from Gauss-Jordan on [B | I] (invertScaled's notation), entry
 *   (i, j) = (−1)^swaps · x_i,n+j · L_j / Π L_k.
 * - rank n − 1: adj(A) has rank 1 with A · adj(A) = adj(A) · A = 0, so adj(A) = c · x · yᵀ for x
 *   spanning null(A) and y spanning null(Aᵀ) (the RREF bases); c comes from one cofactor:
 *   adj(A)[i][j] = (−1)^(i+j) · det(A without row j and column i) for an i with x_i ≠ 0 and a j with
 *   y_j ≠ 0 (the first of each), by Bareiss on the scaled rows.
 * - rank ≤ n − 2: every (n−1)-minor is 0, so adj(A) = 0.
 * `transposed` is Aᵀ's row scaling, used only for the rank n − 1 case.
 */
export function adjugate(a: readonly (readonly Rational[])[], s: ScaledRows, transposed: ScaledRows): { entry: (i: number, j: number) => Rational; determinant: Rational; rank: number } {
  const n = a.length;
  const zero: Rational = { num: 0n, den: 1n };
  if (n === 0) return { entry: () => zero, determinant: { num: 1n, den: 1n }, rank: 0 };
  const augmented = s.rows.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1n : 0n))]);
  const red = fractionFreeGaussJordan(augmented, 2 * n, n);
  const rank = red.pivots.length;
  let scale = 1n;
  for (const l of s.scales) scale *= l;
  if (n === 1) return { entry: () => ({ num: 1n, den: 1n }), determinant: a[0]![0]!, rank };
  if (rank === n) {
    const sign = red.swaps % 2 === 0 ? 1n : -1n;
    const d = red.divisor;
    return { entry: (i, j) => quotient(sign * red.rows[i]![n + j]! * s.scales[j]!, scale), determinant: quotient(sign * d, scale), rank };
  }
  if (rank < n - 1) return { entry: () => zero, determinant: zero, rank };
  const x = nullspaceBasis(fractionFreeGaussJordan(s.rows, n), n)[0]!;
  const y = nullspaceBasis(fractionFreeGaussJordan(transposed.rows, n), n)[0]!;
  const i = x.findIndex((v) => v.num !== 0n);
  const j = y.findIndex((v) => v.num !== 0n);
  // The minor without row j and column i, over the scales of the rows kept.
  const minorRows = s.rows.filter((_, r) => r !== j).map((row) => row.filter((_, c) => c !== i));
  let minorScale = 1n;
  s.scales.forEach((l, r) => {
    if (r !== j) minorScale *= l;
  });
  const sign = (i + j) % 2 === 0 ? 1n : -1n;
  const cofactor = quotient(sign * bareissDeterminant(minorRows), minorScale);
  // c = adj[i][j] / (x_i · y_j)
  const xi = x[i]!;
  const yj = y[j]!;
  const c = quotient(cofactor.num * xi.den * yj.den, cofactor.den * xi.num * yj.num);
  return {
    entry: (r, k) => {
      const xr = x[r]!;
      const yk = y[k]!;
      if (xr.num === 0n || yk.num === 0n) return zero;
      return quotient(c.num * xr.num * yk.num, c.den * xr.den * yk.den);
    },
    determinant: zero,
    rank,
  };
}

/**
 * The system A x = b of matrix-solve and matrix-least-squares, read in one order: A's shape and size
 * limits, then b's length against A's rows (invalid_input at /b), then A's entries, then b's.
 */
export function readLinearSystem(aRows: readonly (readonly string[])[], bTexts: readonly string[], maxRows: number, maxColumns: number): { shape: Shape; a: Matrix; b: Rational[] } {
  const shape = parseMatrixShape(aRows, '/a');
  requireSize(shape, maxRows, maxColumns, '/a');
  if (bTexts.length !== shape.rows) {
    throw invalidInput('/b', `b has ${bTexts.length} entries and a has ${shape.rows} rows; b needs one entry per row of a`);
  }
  return { shape, a: parseMatrixEntries(aRows, shape, '/a'), b: parseVector(bTexts, '/b') };
}
