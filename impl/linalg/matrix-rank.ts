import type { Input, Output } from '../../generated/tools/linalg/matrix-rank.js';
import { limits } from '../../generated/tools/linalg/matrix-rank.js';
import { bareissEchelon, readScaled } from './lib/elimination.js';

export default function matrixRank(input: Input): Output {
  const { matrix, scaled } = readScaled(input.a, limits, '/a', false);
  const { pivots } = bareissEchelon(scaled.rows, matrix.cols);
  return { rank: pivots.length, pivot_columns: pivots, rows: matrix.rows, columns: matrix.cols };
}
