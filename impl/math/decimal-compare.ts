import type { Input, Output } from '../../generated/tools/math/decimal-compare.js';
import { limits } from '../../generated/tools/math/decimal-compare.js';
import { compareDecimal, readDecimalText } from '../lib/decimal.js';

export default function decimalCompare(input: Input): Output {
  const a = readDecimalText(input.a, limits.max_exponent, '/a');
  const b = readDecimalText(input.b, limits.max_exponent, '/b');
  const comparison = compareDecimal(a, b) as -1 | 0 | 1;
  return {
    comparison,
    scale_a: a.scale,
    scale_b: b.scale,
    scale_difference: a.scale - b.scale,
    same_representation: comparison === 0 && a.scale === b.scale,
  };
}
