import type { Input, Output } from '../../generated/tools/linalg/matrix-determinant.js';
import { limits } from '../../generated/tools/linalg/matrix-determinant.js';
import { bareissDeterminant, quotient, readScaled } from './lib/elimination.js';
import { formatEntry } from './lib/matrix.js';

export default function matrixDeterminant(input: Input): Output {
  const { matrix, scaled } = readScaled(input.a, limits, '/a', true);
  const detB = bareissDeterminant(scaled.rows);
  let scale = 1n;
  for (const l of scaled.scales) scale *= l;
  return { determinant: formatEntry(quotient(detB, scale)), size: matrix.rows };
}
