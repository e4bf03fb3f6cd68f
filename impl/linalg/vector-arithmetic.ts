import type { Input, Output } from '../../generated/tools/linalg/vector-arithmetic.js';
import { limits } from '../../generated/tools/linalg/vector-arithmetic.js';
import { invalidInput } from '../lib/tool-error.js';
import { addReduced, multiplyReduced, negateRational } from '../math/lib/rational.js';
import { formatVector, OutputBudget, parseEntry, parseVector, requireSameLength, type Rational } from './lib/matrix.js';

export default function vectorArithmetic(input: Input): Output {
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  if (input.operation === 'scale') {
    if (input.b !== undefined) throw invalidInput('/b', 'scale takes a scalar, not a second vector');
    if (input.scalar === undefined) throw invalidInput('/scalar', 'scale needs a scalar');
    const a = parseVector(input.a, '/a');
    const s = parseEntry(input.scalar, '/scalar');
    return { result: formatVector(a.map((x) => multiplyReduced(s, x)), budget) };
  }
  if (input.scalar !== undefined) throw invalidInput('/scalar', `${input.operation} takes a second vector b, not a scalar`);
  if (input.b === undefined) throw invalidInput('/b', `${input.operation} needs a second vector b`);
  requireSameLength(input.a, input.b, '/b');
  const a = parseVector(input.a, '/a');
  const b = parseVector(input.b, '/b');
  const op = input.operation === 'add' ? (x: Rational, y: Rational) => addReduced(x, y) : (x: Rational, y: Rational) => addReduced(x, negateRational(y));
  return { result: formatVector(a.map((x, i) => op(x, b[i]!)), budget) };
}
