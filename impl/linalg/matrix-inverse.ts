import type { Input, Output } from '../../generated/tools/linalg/matrix-inverse.js';
import { limits } from '../../generated/tools/linalg/matrix-inverse.js';
import { formatLazyMatrix, invertScaled, readScaled } from './lib/elimination.js';
import { formatEntry, OutputBudget } from './lib/matrix.js';

export default function matrixInverse(input: Input): Output {
  const { matrix, scaled } = readScaled(input.a, limits, '/a', true);
  const { entry, rank, determinant } = invertScaled(scaled);
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  return {
    invertible: entry !== null,
    inverse: entry === null ? null : formatLazyMatrix(matrix.rows, entry, budget),
    determinant: budget.take(formatEntry(determinant)),
    rank,
    size: matrix.rows,
  };
}
