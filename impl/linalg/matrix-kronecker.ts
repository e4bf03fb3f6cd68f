import type { Input, Output } from '../../generated/tools/linalg/matrix-kronecker.js';
import { limits } from '../../generated/tools/linalg/matrix-kronecker.js';
import { limitExceeded } from '../lib/tool-error.js';
import { multiplyReduced } from '../math/lib/rational.js';
import { formatReduced, OutputBudget, parseMatrixEntries, parseMatrixShape } from './lib/matrix.js';

export default function matrixKronecker(input: Input): Output {
  const shapeA = parseMatrixShape(input.a, '/a');
  const shapeB = parseMatrixShape(input.b, '/b');
  const rows = shapeA.rows * shapeB.rows;
  const cols = shapeA.cols * shapeB.cols;
  if (rows * cols > limits.max_output_entries) {
    throw limitExceeded('', `the product would be ${rows} x ${cols}, more than ${limits.max_output_entries} entries (max_output_entries)`);
  }
  const a = parseMatrixEntries(input.a, shapeA, '/a');
  const b = parseMatrixEntries(input.b, shapeB, '/b');
  if (rows === 0) return { product: [], rows: 0, columns: 0 };
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const product: string[][] = [];
  for (const rowA of a.entries) {
    for (const rowB of b.entries) {
      product.push(rowA.flatMap((x) => rowB.map((y) => budget.take(formatReduced(multiplyReduced(x, y))))));
    }
  }
  return { product, rows, columns: cols };
}
