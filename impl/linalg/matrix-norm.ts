import type { Input, Output } from '../../generated/tools/linalg/matrix-norm.js';
import { limits } from '../../generated/tools/linalg/matrix-norm.js';
import { formatDecimal } from '../lib/decimal.js';
import { exactRationalSqrt, sqrtToScale } from '../math/lib/rational-sqrt.js';
import { reduceRational } from '../math/lib/rational.js';
import { requireSize } from './lib/elimination.js';
import { commonDenominator, formatEntry, parseMatrixEntries, parseMatrixShape, scaleToIntegers } from './lib/matrix.js';

export default function matrixNorm(input: Input): Output {
  const shape = parseMatrixShape(input.a, '/a');
  requireSize(shape, limits.max_rows, limits.max_columns, '/a');
  const matrix = parseMatrixEntries(input.a, shape, '/a');
  const scale = input.scale ?? 20;
  const mode = input.rounding ?? 'half_even';
  const l = commonDenominator(matrix.entries.flat(), limits.max_common_denominator_digits, 'max_common_denominator_digits', '/a');
  const columnSums: bigint[] = new Array<bigint>(shape.cols).fill(0n);
  let rowMax = 0n;
  let squares = 0n;
  for (const row of matrix.entries) {
    let rowSum = 0n;
    scaleToIntegers(row, l).forEach((v, j) => {
      const abs = v < 0n ? -v : v;
      rowSum += abs;
      columnSums[j] = columnSums[j]! + abs;
      squares += v * v;
    });
    if (rowSum > rowMax) rowMax = rowSum;
  }
  let columnMax = 0n;
  for (const s of columnSums) if (s > columnMax) columnMax = s;
  const squared = reduceRational({ num: squares, den: l * l });
  const root = exactRationalSqrt(squared);
  return {
    one_norm: formatEntry({ num: columnMax, den: l }),
    infinity_norm: formatEntry({ num: rowMax, den: l }),
    frobenius_squared: formatEntry(squared),
    frobenius_exact: root !== null,
    frobenius: root ? formatEntry(root) : null,
    frobenius_decimal: formatDecimal(sqrtToScale(squared, scale, mode)),
  };
}
