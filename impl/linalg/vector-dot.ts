import type { Input, Output } from '../../generated/tools/linalg/vector-dot.js';
import { limits } from '../../generated/tools/linalg/vector-dot.js';
import { dotProduct, formatEntry, parseVector, requireSameLength } from './lib/matrix.js';

export default function vectorDot(input: Input): Output {
  requireSameLength(input.a, input.b, '/b');
  const a = parseVector(input.a, '/a');
  const b = parseVector(input.b, '/b');
  const dot = dotProduct(a, b, limits.max_common_denominator_digits, 'max_common_denominator_digits', ['/a', '/b']);
  return { dot: formatEntry(dot) };
}
