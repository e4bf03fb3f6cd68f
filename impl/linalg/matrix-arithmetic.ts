import type { Input, Output } from '../../generated/tools/linalg/matrix-arithmetic.js';
import { limits } from '../../generated/tools/linalg/matrix-arithmetic.js';
import { invalidInput } from '../lib/tool-error.js';
import { addReduced, multiplyReduced, negateRational } from '../math/lib/rational.js';
import { formatEntry, OutputBudget, parseEntry, parseMatrix, parseMatrixEntries, parseMatrixShape, requireSameShape, type Matrix, type Rational } from './lib/matrix.js';

const OPERATIONS: Record<'add' | 'subtract' | 'elementwise_multiply', (x: Rational, y: Rational) => Rational> = {
  add: addReduced,
  subtract: (x, y) => addReduced(x, negateRational(y)),
  elementwise_multiply: multiplyReduced,
};

/** Applies `f` to each entry, writing each value through the budget as soon as it is known. */
function mapEntries(a: Matrix, f: (x: Rational, i: number, j: number) => Rational): string[][] {
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  return a.entries.map((row, i) => row.map((x, j) => budget.take(formatEntry(f(x, i, j)))));
}

export default function matrixArithmetic(input: Input): Output {
  if (input.operation === 'scale') {
    if (input.b !== undefined) throw invalidInput('/b', 'scale takes a scalar, not a second matrix');
    if (input.scalar === undefined) throw invalidInput('/scalar', 'scale needs a scalar');
    const a = parseMatrix(input.a, '/a');
    const s = parseEntry(input.scalar, '/scalar');
    return { result: mapEntries(a, (x) => multiplyReduced(s, x)), rows: a.rows, columns: a.cols };
  }
  if (input.scalar !== undefined) throw invalidInput('/scalar', `${input.operation} takes a second matrix b, not a scalar`);
  if (input.b === undefined) throw invalidInput('/b', `${input.operation} needs a second matrix b`);
  const shapeA = parseMatrixShape(input.a, '/a');
  const shapeB = parseMatrixShape(input.b, '/b');
  requireSameShape(shapeA, shapeB, '/b');
  const a = parseMatrixEntries(input.a, shapeA, '/a');
  const b = parseMatrixEntries(input.b, shapeB, '/b');
  const op = OPERATIONS[input.operation];
  return { result: mapEntries(a, (x, i, j) => op(x, b.entries[i]![j]!)), rows: a.rows, columns: a.cols };
}
