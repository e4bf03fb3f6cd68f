import type { Input, Output } from '../../generated/tools/linalg/matrix-solve.js';
import { limits } from '../../generated/tools/linalg/matrix-solve.js';
import { fractionFreeGaussJordan, nullspaceBasis, quotient, readLinearSystem, requireBoundedGrowth, scaleRows } from './lib/elimination.js';
import { formatMatrix, formatVector, OutputBudget, type Rational } from './lib/matrix.js';

export default function matrixSolve(input: Input): Output {
  const { shape, a, b } = readLinearSystem(input.a, input.b, limits.max_rows, limits.max_columns);
  const n = shape.cols;
  const augmented = a.entries.map((row, i) => [...row, b[i]!]);
  const scaled = scaleRows(augmented, limits.max_bound_digits, 'max_bound_digits', '/a');
  requireBoundedGrowth(scaled, n + 1, limits.max_bound_digits, 'max_bound_digits', '/a');
  const red = fractionFreeGaussJordan(scaled.rows, n + 1, n);
  const rank = red.pivots.length;
  const consistent = red.rows.slice(rank).every((row) => row[n] === 0n);
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const base = { rank, augmented_rank: consistent ? rank : rank + 1, rows: shape.rows, columns: n };
  if (!consistent) return { status: 'none', solution: null, nullspace: [], ...base };
  const x: Rational[] = Array.from({ length: n }, () => ({ num: 0n, den: 1n }));
  red.pivots.forEach((c, r) => {
    const v = red.rows[r]![n]!;
    if (v !== 0n) x[c] = quotient(v, red.divisor);
  });
  const solution = formatVector(x, budget);
  const nullspace = formatMatrix(nullspaceBasis(red, n), budget);
  return { status: rank === n ? 'unique' : 'infinite', solution, nullspace, ...base };
}
