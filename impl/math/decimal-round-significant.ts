import type { Input, Output } from '../../generated/tools/math/decimal-round-significant.js';
import { limits } from '../../generated/tools/math/decimal-round-significant.js';
import { formatDecimal, readDecimalText, roundSignificant } from '../lib/decimal.js';
import { limitExceeded } from '../lib/tool-error.js';

export default function decimalRoundSignificant(input: Input): Output {
  const value = readDecimalText(input.value, limits.max_exponent, '/value');
  if (input.digits > limits.max_digits) throw limitExceeded('/digits', `more than ${limits.max_digits} digits (max_digits)`);
  const rounded = roundSignificant(value, input.digits, input.rounding ?? 'half_even');
  return { value: formatDecimal(rounded), scale: rounded.scale };
}
