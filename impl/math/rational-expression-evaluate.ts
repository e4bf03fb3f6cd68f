import type { Input, Output } from '../../generated/tools/math/rational-expression-evaluate.js';
import { limits } from '../../generated/tools/math/rational-expression-evaluate.js';
import { evaluateExpression, parseExpression } from './lib/expression-parser.js';
import { reducedRationalOutput } from './lib/rational.js';

export default function rationalExpressionEvaluate(input: Input): Output {
  const tree = parseExpression(input.expression, limits, '/expression');
  const value = evaluateExpression(tree, limits, '/expression');
  return reducedRationalOutput(value); // every value is kept in lowest terms
}
