import type { Input, Output } from '../../generated/tools/linalg/matrix-lu-decompose.js';
import { limits } from '../../generated/tools/linalg/matrix-lu-decompose.js';
import { doolittleScaled } from './lib/decompositions.js';
import { formatLazyMatrix, quotient, readScaled } from './lib/elimination.js';
import { formatEntry, OutputBudget } from './lib/matrix.js';

export default function matrixLuDecompose(input: Input): Output {
  const { matrix, scaled } = readScaled(input.a, limits, '/a', true);
  const n = matrix.rows;
  const lu = doolittleScaled(scaled);
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const p = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => budget.take(lu.perm[i] === j ? '1' : '0')));
  const l = formatLazyMatrix(n, lu.l, budget);
  const u = formatLazyMatrix(n, lu.u, budget);
  let scale = 1n;
  for (const x of scaled.scales) scale *= x;
  const determinant = lu.fullRank ? quotient(lu.swaps % 2 === 0 ? lu.lastPivot : -lu.lastPivot, scale) : { num: 0n, den: 1n };
  return { p, l, u, permutation: lu.perm, swaps: lu.swaps, determinant: budget.take(formatEntry(determinant)), size: n };
}
