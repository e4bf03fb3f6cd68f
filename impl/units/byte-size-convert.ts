import type { Input, Output } from '../../generated/tools/units/byte-size-convert.js';
import { limits } from '../../generated/tools/units/byte-size-convert.js';
import { invalidInput } from '../lib/tool-error.js';
import type { Rational } from '../math/lib/rational.js';
import { DEFAULT_DECIMALS, convertLinear, parseQuantity, unitResult } from './lib/exact-result.js';
import { INFORMATION, JEDEC } from './lib/unit-table.js';

function unitFactor(symbol: string, convention: 'si' | 'jedec', pointer: string): Rational {
  if (convention === 'jedec' && symbol in JEDEC) return JEDEC[symbol]!;
  if (symbol === 'KB') {
    throw invalidInput(pointer, 'KB is ambiguous: use kB (1000 B) or KiB (1024 B), or set convention to jedec (KB = 1024 B)');
  }
  return INFORMATION[symbol]!;
}

export default function byteSizeConvert(input: Input): Output {
  const decimals = input.decimals ?? DEFAULT_DECIMALS;
  if (decimals > limits.max_decimals) throw invalidInput('/decimals', `more than ${limits.max_decimals} (max_decimals)`);
  const convention = input.convention ?? 'si';
  const from = unitFactor(input.from, convention, '/from');
  const to = unitFactor(input.to, convention, '/to');
  const value = parseQuantity(input.value, limits.max_value_chars, '/value');
  return unitResult(convertLinear(value, from, to), decimals, input.rounding ?? 'half_even');
}
