import type { Input, Output } from '../../generated/tools/math/decimal-round.js';
import { limits } from '../../generated/tools/math/decimal-round.js';
import { formatDecimal, readDecimalText, roundDecimal } from '../lib/decimal.js';
import { limitExceeded } from '../lib/tool-error.js';

export default function decimalRound(input: Input): Output {
  const value = readDecimalText(input.value, limits.max_exponent, '/value');
  const scale = input.scale ?? 0;
  if (Math.abs(scale) > limits.max_scale) throw limitExceeded('/scale', `scale outside ±${limits.max_scale} (max_scale)`);
  const rounded = roundDecimal(value, scale, input.rounding ?? 'half_even');
  return { value: formatDecimal(rounded), scale: rounded.scale };
}
