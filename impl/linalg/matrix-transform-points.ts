import type { Input, Output } from '../../generated/tools/linalg/matrix-transform-points.js';
import { limits } from '../../generated/tools/linalg/matrix-transform-points.js';
import { invalidInput } from '../lib/tool-error.js';
import { reduceRational } from '../math/lib/rational.js';
import { commonDenominator, formatReduced, OutputBudget, parseMatrixEntries, parseMatrixShape, parseVector, scaleToIntegers } from './lib/matrix.js';

// Every denominator is at most max_entry_chars digits, so a common denominator of one row or one
// point (at most 4 entries) has at most 4 · max_entry_chars digits and the bound below never refuses.
const LCM_DIGITS = 4 * limits.max_entry_chars;

export default function matrixTransformPoints(input: Input): Output {
  const shape = parseMatrixShape(input.matrix, '/matrix');
  if (shape.rows !== shape.cols || (shape.rows !== 3 && shape.rows !== 4)) {
    throw invalidInput('/matrix', `the matrix is ${shape.rows} x ${shape.cols}; a homogeneous 3 x 3 (2D) or 4 x 4 (3D) matrix is needed`);
  }
  const d = shape.rows - 1;
  if (input.points.length > limits.max_points) throw invalidInput('/points', `there are ${input.points.length} points, more than ${limits.max_points} (max_points)`);
  input.points.forEach((p, i) => {
    if (p.length !== d) throw invalidInput(`/points/${i}`, `point ${i} has ${p.length} coordinates; a ${d + 1} x ${d + 1} matrix transforms points of ${d}`);
  });
  const m = parseMatrixEntries(input.matrix, shape, '/matrix').entries;
  m[d]!.forEach((r, j) => {
    const want = j === d ? 1n : 0n;
    if (r.num !== want || r.den !== 1n) {
      throw invalidInput(`/matrix/${d}/${j}`, `the last row must be [${Array.from({ length: d + 1 }, (_, k) => (k === d ? 1 : 0)).join(', ')}]: the matrix is not affine (projective transforms are not supported)`);
    }
  });
  const rows = m.slice(0, d).map((row, i) => {
    const l = commonDenominator(row, LCM_DIGITS, 'max_entry_chars', `/matrix/${i}`);
    return { l, ints: scaleToIntegers(row, l) };
  });
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const points = input.points.map((text, i) => {
    const p = parseVector(text, `/points/${i}`);
    const lp = commonDenominator(p, LCM_DIGITS, 'max_entry_chars', `/points/${i}`);
    const x = scaleToIntegers(p, lp);
    return rows.map(({ l, ints }) => {
      let sum = ints[d]! * lp;
      for (let j = 0; j < d; j++) sum += ints[j]! * x[j]!;
      return budget.take(formatReduced(reduceRational({ num: sum, den: l * lp })));
    });
  });
  return { points };
}
