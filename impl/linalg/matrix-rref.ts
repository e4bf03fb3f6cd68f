import type { Input, Output } from '../../generated/tools/linalg/matrix-rref.js';
import { limits } from '../../generated/tools/linalg/matrix-rref.js';
import { fractionFreeGaussJordan, readScaled, rrefEntries } from './lib/elimination.js';
import { formatMatrix, OutputBudget } from './lib/matrix.js';

export default function matrixRref(input: Input): Output {
  const { matrix, scaled } = readScaled(input.a, limits, '/a', false);
  const reduced = fractionFreeGaussJordan(scaled.rows, matrix.cols);
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const rref = formatMatrix(rrefEntries(reduced, matrix.cols), budget);
  return { rref, pivot_columns: reduced.pivots, rank: reduced.pivots.length, rows: matrix.rows, columns: matrix.cols };
}
