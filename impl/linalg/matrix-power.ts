import type { Input, Output } from '../../generated/tools/linalg/matrix-power.js';
import { limits } from '../../generated/tools/linalg/matrix-power.js';
import { invalidInput, limitExceeded, ToolError } from '../lib/tool-error.js';
import { invertScaled, quotient, requireBoundedGrowth, requireSize, scaleRows } from './lib/elimination.js';
import { commonDenominator, formatEntry, OutputBudget, parseMatrixEntries, parseMatrixShape, requireSquare, type Rational } from './lib/matrix.js';

const LIMIT = 'max_result_digits';

function tooLong(): ToolError {
  return limitExceeded('/exponent', `an entry of the power (or of an intermediate power) would have more than ${limits.max_result_digits} digits (${LIMIT})`);
}

/** x·y for n × n integer matrices, refused once an entry reaches 10^max_result_digits. */
function product(x: bigint[][], y: bigint[][], bound: bigint): bigint[][] {
  const n = x.length;
  return x.map((row) =>
    Array.from({ length: n }, (_, j) => {
      let s = 0n;
      for (let k = 0; k < n; k++) s += row[k]! * y[k]![j]!;
      if (s >= bound || -s >= bound) throw tooLong();
      return s;
    }),
  );
}

export default function matrixPower(input: Input): Output {
  const shape = parseMatrixShape(input.a, '/a');
  requireSquare(shape, '/a');
  requireSize(shape, limits.max_rows, limits.max_columns, '/a');
  const exponent = BigInt(input.exponent);
  const e = exponent < 0n ? -exponent : exponent;
  if (e > BigInt(limits.max_abs_exponent)) throw invalidInput('/exponent', `|exponent| is more than ${limits.max_abs_exponent} (max_abs_exponent)`);
  const matrix = parseMatrixEntries(input.a, shape, '/a');
  const n = shape.rows;
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  if (e === 0n) return { power: Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => budget.take(i === j ? '1' : '0'))), size: n };
  let base: Rational[][] = matrix.entries;
  if (exponent < 0n) {
    const scaled = scaleRows(matrix.entries, limits.max_bound_digits, 'max_bound_digits', '/a');
    requireBoundedGrowth(scaled, n, limits.max_bound_digits, 'max_bound_digits', '/a');
    const { entry, rank } = invertScaled(scaled);
    if (entry === null) {
      const message = `the matrix is singular (rank ${rank} of ${n}): it has no inverse, so negative powers do not exist`;
      throw new ToolError('division_by_zero', `/a ${message}`, [{ pointer: '/a', message }]);
    }
    base = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => entry(i, j)));
  }
  const bound = 10n ** BigInt(limits.max_result_digits);
  // base = M / L with M an integer matrix and L the common denominator of all its entries.
  const l = commonDenominator(base.flat(), limits.max_result_digits, LIMIT, '/exponent');
  if (l > 1n && (e * BigInt(l.toString().length - 1) >= BigInt(limits.max_result_digits) || e > 4n * BigInt(limits.max_result_digits))) throw tooLong();
  const lPower = l ** e;
  if (lPower >= bound) throw tooLong();
  let m = base.map((row) => row.map((r) => r.num * (l / r.den)));
  for (const row of m) for (const x of row) if (x >= bound || -x >= bound) throw tooLong();
  let result: bigint[][] = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1n : 0n)));
  // Right-to-left binary powering: result · M^(2^i) for each set bit i of |exponent|.
  for (let k = e; k > 0n; k >>= 1n) {
    if (k & 1n) result = product(result, m, bound);
    if (k > 1n) m = product(m, m, bound);
  }
  const power = result.map((row) => row.map((x) => budget.take(formatEntry(quotient(x, lPower)))));
  return { power, size: n };
}
