import type { Input, Output } from '../../generated/tools/linalg/vector-projection.js';
import { limits } from '../../generated/tools/linalg/vector-projection.js';
import { ToolError } from '../lib/tool-error.js';
import { addReduced, divideRationals, multiplyReduced, negateRational, reduceRational } from '../math/lib/rational.js';
import { dotProduct, formatEntry, OutputBudget, parseVector, requireSameLength } from './lib/matrix.js';

export default function vectorProjection(input: Input): Output {
  requireSameLength(input.a, input.b, '/b');
  const a = parseVector(input.a, '/a');
  const b = parseVector(input.b, '/b');
  const digits = limits.max_common_denominator_digits;
  const bb = dotProduct(b, b, digits, 'max_common_denominator_digits', ['/b', '/b']);
  if (bb.num === 0n) {
    const message = 'b is the zero vector: the projection onto it is undefined';
    throw new ToolError('division_by_zero', message, [{ pointer: '/b', message }]);
  }
  const ab = dotProduct(a, b, digits, 'max_common_denominator_digits', ['/a', '/b']);
  const c = reduceRational(divideRationals(ab, bb));
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const coefficient = budget.take(formatEntry(c));
  const projection: string[] = [];
  const remainder: string[] = [];
  for (let i = 0; i < a.length; i++) {
    const p = multiplyReduced(c, b[i]!);
    projection.push(budget.take(formatEntry(p)));
    remainder.push(budget.take(formatEntry(addReduced(a[i]!, negateRational(p)))));
  }
  return { coefficient, projection, remainder };
}
