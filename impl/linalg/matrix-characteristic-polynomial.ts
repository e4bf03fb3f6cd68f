import type { Input, Output } from '../../generated/tools/linalg/matrix-characteristic-polynomial.js';
import { limits } from '../../generated/tools/linalg/matrix-characteristic-polynomial.js';
import { limitExceeded } from '../lib/tool-error.js';
import { absInteger } from '../math/lib/integer.js';
import { reduceRational } from '../math/lib/rational.js';
import { requireSize } from './lib/elimination.js';
import { commonDenominator, formatEntry, parseMatrixEntries, parseMatrixShape, requireSquare, scaleToIntegers } from './lib/matrix.js';
import { berkowitz, integerRoots } from './lib/polynomial.js';

export default function matrixCharacteristicPolynomial(input: Input): Output {
  const shape = parseMatrixShape(input.a, '/a');
  requireSquare(shape, '/a');
  requireSize(shape, limits.max_rows, limits.max_rows, '/a');
  const n = shape.rows;
  const matrix = parseMatrixEntries(input.a, shape, '/a');
  const l = commonDenominator(matrix.entries.flat(), limits.max_common_denominator_digits, 'max_common_denominator_digits', '/a');
  const b = matrix.entries.map((row) => scaleToIntegers(row, l));
  let m = l;
  let rowSumMax = 0n;
  for (const row of b) {
    let sum = 0n;
    for (const x of row) {
      const ax = absInteger(x);
      if (ax > m) m = ax;
      sum += ax;
    }
    if (sum > rowSumMax) rowSumMax = sum;
  }
  const g = n * (m.toString().length + String(n).length + 1);
  if (g > limits.max_bound_digits) {
    throw limitExceeded('/a', `the growth bound of this matrix scaled to integers is ${g} digits, more than ${limits.max_bound_digits} (max_bound_digits)`);
  }
  const p = berkowitz(b);
  let power = 1n;
  const coefficients = p.map((c, k) => {
    if (k > 0) power *= l;
    return formatEntry(reduceRational({ num: c, den: power }));
  });
  // Past the eigenvalue bound the divisor screening would be long: the coefficients still answer.
  if (rowSumMax > BigInt(limits.max_root_bound)) return { coefficients, degree: n, rational_roots: null, unaccounted_roots: null };
  let counted = 0;
  const rational_roots = integerRoots(p, rowSumMax).map(({ root, multiplicity }) => {
    counted += multiplicity;
    return { value: formatEntry(reduceRational({ num: root, den: l })), multiplicity };
  });
  return { coefficients, degree: n, rational_roots, unaccounted_roots: n - counted };
}
