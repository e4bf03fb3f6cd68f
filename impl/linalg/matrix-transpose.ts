import type { Input, Output } from '../../generated/tools/linalg/matrix-transpose.js';
import { limits } from '../../generated/tools/linalg/matrix-transpose.js';
import { column, formatMatrix, OutputBudget, parseMatrix } from './lib/matrix.js';

export default function matrixTranspose(input: Input): Output {
  const a = parseMatrix(input.a, '/a');
  const t = Array.from({ length: a.cols }, (_, j) => column(a, j));
  const transpose = formatMatrix(t, new OutputBudget(limits.max_output_chars, 'max_output_chars'));
  return { transpose, rows: a.cols, columns: a.rows };
}
