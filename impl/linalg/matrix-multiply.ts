import type { Input, Output } from '../../generated/tools/linalg/matrix-multiply.js';
import { limits } from '../../generated/tools/linalg/matrix-multiply.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { column, commonDenominator, formatReduced, OutputBudget, parseMatrixEntries, parseMatrixShape, scaleToIntegers } from './lib/matrix.js';
import { decimalDigits, gcd } from '../math/lib/integer.js';

/** Decimal digits of the largest absolute value among the scaled integers (1 for an empty list). */
function maxDigits(rows: readonly (readonly bigint[])[]): number {
  let max = 0n;
  for (const row of rows) for (const v of row) if ((v < 0n ? -v : v) > max) max = v < 0n ? -v : v;
  return decimalDigits(max);
}

export default function matrixMultiply(input: Input): Output {
  const shapeA = parseMatrixShape(input.a, '/a');
  const shapeB = parseMatrixShape(input.b, '/b');
  if (shapeA.cols !== shapeB.rows) {
    throw invalidInput('/b', `a is ${shapeA.rows} x ${shapeA.cols} and b is ${shapeB.rows} x ${shapeB.cols}: the columns of a must equal the rows of b`);
  }
  const a = parseMatrixEntries(input.a, shapeA, '/a');
  const b = parseMatrixEntries(input.b, shapeB, '/b');
  const digits = limits.max_common_denominator_digits;
  const name = 'max_common_denominator_digits';
  // Rule 5: every common denominator is checked before any product is formed.
  const rowDen = a.entries.map((row, i) => commonDenominator(row, digits, name, `/a/${i}`));
  const colDen = Array.from({ length: b.cols }, (_, k) => commonDenominator(column(b, k), digits, name, `/b/0/${k}`));
  const rowInt = a.entries.map((row, i) => scaleToIntegers(row, rowDen[i]!));
  const colInt = Array.from({ length: b.cols }, (_, k) => scaleToIntegers(column(b, k), colDen[k]!));
  // Rule 6: the multiplications' cost, bounded before any product is formed.
  const work = shapeA.rows * shapeA.cols * shapeB.cols * (maxDigits(rowInt) + maxDigits(colInt));
  if (work > limits.max_multiply_work) {
    throw limitExceeded('', `m · n · p · (d_a + d_b) is ${work}, more than ${limits.max_multiply_work} (max_multiply_work); send smaller matrices or shorter entries`);
  }
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const product = rowInt.map((row, i) =>
    colInt.map((col, k) => {
      let sum = 0n;
      for (let j = 0; j < row.length; j++) sum += row[j]! * col[j]!;
      const den = rowDen[i]! * colDen[k]!;
      const g = sum === 0n ? den : gcd(den, sum % den);
      return budget.take(formatReduced({ num: sum / g, den: den / g }));
    }),
  );
  return { product, rows: a.rows, columns: b.cols };
}
