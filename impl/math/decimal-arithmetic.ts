import type { Input, Output } from '../../generated/tools/math/decimal-arithmetic.js';
import { limits } from '../../generated/tools/math/decimal-arithmetic.js';
import { addDecimal, formatDecimal, multiplyDecimal, readDecimalText, subtractDecimal } from '../lib/decimal.js';

export default function decimalArithmetic(input: Input): Output {
  const a = readDecimalText(input.a, limits.max_exponent, '/a');
  const b = readDecimalText(input.b, limits.max_exponent, '/b');
  const result = input.operation === 'add' ? addDecimal(a, b) : input.operation === 'subtract' ? subtractDecimal(a, b) : multiplyDecimal(a, b);
  return { result: formatDecimal(result), scale: result.scale };
}
