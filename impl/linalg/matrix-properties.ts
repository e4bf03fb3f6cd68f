import type { Input, Output } from '../../generated/tools/linalg/matrix-properties.js';
import { limits } from '../../generated/tools/linalg/matrix-properties.js';
import { bareissEchelon, requireBoundedGrowth, requireSize, scaleRows } from './lib/elimination.js';
import { commonDenominator, parseMatrixEntries, parseMatrixShape, scaleToIntegers } from './lib/matrix.js';
import { multiplyIntegerMatrices } from './lib/polynomial.js';

export default function matrixProperties(input: Input): Output {
  const shape = parseMatrixShape(input.a, '/a');
  requireSize(shape, limits.max_rows, limits.max_columns, '/a');
  const { rows, cols } = shape;
  const matrix = parseMatrixEntries(input.a, shape, '/a');
  const e = matrix.entries;
  const square = rows === cols;
  let upper = true;
  let lower = true;
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      if (e[i]![j]!.num === 0n) continue;
      if (i > j) upper = false;
      if (i < j) lower = false;
    }
  }
  const out: Output = {
    rows,
    columns: cols,
    square,
    symmetric: false,
    diagonal: upper && lower,
    upper_triangular: upper,
    lower_triangular: lower,
    identity: false,
    orthogonal: false,
    idempotent: false,
    invertible: false,
  };
  if (!square) return out;
  const n = rows;
  let symmetric = true;
  let identity = upper && lower;
  for (let i = 0; i < n && (symmetric || identity); i++) {
    const d = e[i]![i]!;
    if (d.num !== 1n || d.den !== 1n) identity = false;
    for (let j = i + 1; j < n; j++) {
      const x = e[i]![j]!;
      const y = e[j]![i]!;
      if (x.num !== y.num || x.den !== y.den) symmetric = false;
    }
  }
  const scaled = scaleRows(e, limits.max_bound_digits, 'max_bound_digits', '/a');
  requireBoundedGrowth(scaled, n, limits.max_bound_digits, 'max_bound_digits', '/a');
  const l = commonDenominator(e.flat(), limits.max_common_denominator_digits, 'max_common_denominator_digits', '/a');
  const b = e.map((row) => scaleToIntegers(row, l));
  const bt = b.length === 0 ? [] : b[0]!.map((_, j) => b.map((row) => row[j]!));
  const l2 = l * l;
  const gram = multiplyIntegerMatrices(bt, b);
  const orthogonal = gram.every((row, i) => row.every((x, j) => x === (i === j ? l2 : 0n)));
  const square2 = multiplyIntegerMatrices(b, b);
  const idempotent = square2.every((row, i) => row.every((x, j) => x === l * b[i]![j]!));
  const invertible = bareissEchelon(scaled.rows, n).pivots.length === n;
  return { ...out, symmetric, identity, orthogonal, idempotent, invertible };
}
