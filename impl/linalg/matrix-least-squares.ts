import type { Input, Output } from '../../generated/tools/linalg/matrix-least-squares.js';
import { limits } from '../../generated/tools/linalg/matrix-least-squares.js';
import { invalidInput } from '../lib/tool-error.js';
import { normalEquations } from './lib/decompositions.js';
import { fractionFreeGaussJordan, quotient, readLinearSystem, requireBoundedGrowth } from './lib/elimination.js';
import { formatEntry, formatVector, OutputBudget, type Rational } from './lib/matrix.js';

export default function matrixLeastSquares(input: Input): Output {
  const { shape, a, b } = readLinearSystem(input.a, input.b, limits.max_rows, limits.max_columns);
  const m = shape.rows;
  const n = shape.cols;
  const ne = normalEquations(a.entries, b, n, limits.max_bound_digits, 'max_bound_digits');
  requireBoundedGrowth({ rows: ne.augmented, scales: ne.augmented.map(() => 1n) }, n + 1, limits.max_bound_digits, 'max_bound_digits', '/a');
  const red = fractionFreeGaussJordan(ne.augmented, n + 1, n);
  const rank = red.pivots.length;
  if (rank < n) {
    throw invalidInput('/a', `a has rank ${rank} and ${n} columns; least squares needs full column rank (rank = columns), so the solution would not be unique`);
  }
  // y = z / d solves G y = h; x_j = C_j · y_j / L_b.
  const d = red.divisor;
  const z = red.rows.slice(0, n).map((row) => row[n]!);
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const x: Rational[] = z.map((zj, j) => (zj === 0n ? { num: 0n, den: 1n } : quotient(zj * ne.columnScales[j]!, d * ne.bScale)));
  const solution = formatVector(x, budget);
  // r_i = (d · beta_i − (B z)_i) / (d · L_b), all integers.
  const numerators = ne.b.map((row, i) => {
    let s = 0n;
    row.forEach((bij, j) => {
      if (bij !== 0n && z[j] !== 0n) s += bij * z[j]!;
    });
    return d * ne.beta[i]! - s;
  });
  const den = d * ne.bScale;
  const residual = formatVector(
    numerators.map((r) => (r === 0n ? { num: 0n, den: 1n } : quotient(r, den))),
    budget,
  );
  let sq = 0n;
  for (const r of numerators) sq += r * r;
  const squared = sq === 0n ? { num: 0n, den: 1n } : quotient(sq, den * den);
  return { solution, residual, residual_squared_norm: budget.take(formatEntry(squared)), rank, rows: m, columns: n };
}
