import type { Input, Output } from '../../generated/tools/linalg/matrix-adjugate.js';
import { limits } from '../../generated/tools/linalg/matrix-adjugate.js';
import { adjugate, readScaled, requireBoundedGrowth, scaleRows } from './lib/elimination.js';
import { column, formatEntry, OutputBudget } from './lib/matrix.js';

export default function matrixAdjugate(input: Input): Output {
  const { matrix, scaled } = readScaled(input.a, limits, '/a', true);
  const n = matrix.rows;
  // Aᵀ scaled by its own rows (A's columns), with its own Hadamard bound: the null space of Aᵀ is
  // computed from it when rank(A) = n − 1.
  const transposed = scaleRows(
    Array.from({ length: n }, (_, j) => column(matrix, j)),
    limits.max_bound_digits,
    'max_bound_digits',
    '/a',
  );
  requireBoundedGrowth(transposed, n, limits.max_bound_digits, 'max_bound_digits', '/a');
  const { entry, determinant, rank } = adjugate(matrix.entries, scaled, transposed);
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const adj = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => budget.take(formatEntry(entry(i, j)))));
  const cofactors = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => budget.take(adj[j]![i]!)));
  return { adjugate: adj, cofactors, determinant: budget.take(formatEntry(determinant)), rank, size: n };
}
