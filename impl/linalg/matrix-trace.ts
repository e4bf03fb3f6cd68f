import type { Input, Output } from '../../generated/tools/linalg/matrix-trace.js';
import { limits } from '../../generated/tools/linalg/matrix-trace.js';
import { formatEntry, parseMatrixEntries, parseMatrixShape, requireSquare, sumOf } from './lib/matrix.js';

export default function matrixTrace(input: Input): Output {
  const shape = parseMatrixShape(input.a, '/a');
  requireSquare(shape, '/a');
  const a = parseMatrixEntries(input.a, shape, '/a');
  // At most max_rows denominators below 10^max_entry_chars each: their common multiple always has
  // fewer than max_rows * max_entry_chars digits, so this bound never refuses (rule 5).
  const trace = sumOf(a.entries.map((row, i) => row[i]!), limits.max_rows * limits.max_entry_chars, 'max_entry_chars', '/a');
  return { trace: formatEntry(trace), size: shape.rows };
}
