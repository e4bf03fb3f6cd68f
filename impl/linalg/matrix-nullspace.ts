import type { Input, Output } from '../../generated/tools/linalg/matrix-nullspace.js';
import { limits } from '../../generated/tools/linalg/matrix-nullspace.js';
import { fractionFreeGaussJordan, nullspaceBasis, readScaled } from './lib/elimination.js';
import { formatMatrix, OutputBudget } from './lib/matrix.js';

export default function matrixNullspace(input: Input): Output {
  const { matrix, scaled } = readScaled(input.a, limits, '/a', false);
  const reduced = fractionFreeGaussJordan(scaled.rows, matrix.cols);
  const pivot = new Set(reduced.pivots);
  const freeColumns = Array.from({ length: matrix.cols }, (_, j) => j).filter((j) => !pivot.has(j));
  const basis = formatMatrix(nullspaceBasis(reduced, matrix.cols), new OutputBudget(limits.max_output_chars, 'max_output_chars'));
  return { basis, free_columns: freeColumns, nullity: freeColumns.length, rank: reduced.pivots.length, rows: matrix.rows, columns: matrix.cols };
}
