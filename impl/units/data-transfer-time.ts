import type { Input, Output } from '../../generated/tools/units/data-transfer-time.js';
import { limits } from '../../generated/tools/units/data-transfer-time.js';
import { divideToScale, formatDecimal, normalizeDecimal } from '../lib/decimal.js';
import { ToolError, invalidInput } from '../lib/tool-error.js';
import type { Rational } from '../math/lib/rational.js';
import { parseQuantity, unitResult } from './lib/exact-result.js';
import { INFORMATION, JEDEC } from './lib/unit-table.js';

function bitsPer(symbol: string, convention: 'si' | 'jedec', pointer: string): Rational {
  if (convention === 'jedec' && symbol in JEDEC) return JEDEC[symbol]!;
  if (symbol === 'KB') throw invalidInput(pointer, 'KB is ambiguous: use kB (1000 B) or KiB (1024 B), or set convention to jedec (KB = 1024 B)');
  return INFORMATION[symbol]!;
}

/** ISO 8601 duration (hours, minutes, seconds; no days) of a non-negative rounded number of seconds. */
function isoDuration(seconds: { unscaled: bigint; scale: number }): string {
  const unit = 10n ** BigInt(seconds.scale);
  const whole = seconds.unscaled / unit;
  const h = whole / 3600n;
  const m = (whole % 3600n) / 60n;
  const s = normalizeDecimal({ unscaled: seconds.unscaled - (h * 3600n + m * 60n) * unit, scale: seconds.scale });
  let out = 'PT';
  if (h > 0n) out += `${h}H`;
  if (m > 0n) out += `${m}M`;
  if (s.unscaled > 0n || (h === 0n && m === 0n)) out += `${formatDecimal(s)}S`;
  return out;
}

export default function dataTransferTime(input: Input): Output {
  const decimals = input.decimals ?? 3;
  if (decimals > limits.max_decimals) throw invalidInput('/decimals', `more than ${limits.max_decimals} (max_decimals)`);
  const convention = input.convention ?? 'si';
  const size = parseQuantity(input.size, limits.max_value_chars, '/size');
  const rate = parseQuantity(input.rate, limits.max_value_chars, '/rate');
  const sizeBits = bitsPer(input.size_unit, convention, '/size_unit');
  const rateBits = bitsPer(input.rate_unit.slice(0, -2), convention, '/rate_unit');
  if (rate.num === 0n) {
    const message = 'a rate of zero never completes a transfer';
    throw new ToolError('division_by_zero', message, [{ pointer: '/rate', message }]);
  }
  // seconds = size x bits(size unit) / (rate x bits(rate unit))
  const num = size.num * sizeBits.num * rate.den * rateBits.den;
  const den = size.den * sizeBits.den * rate.num * rateBits.num;
  const rounding = input.rounding ?? 'half_even';
  const seconds = unitResult({ num, den }, decimals, rounding);
  return { seconds, duration: isoDuration(divideToScale(num, den, decimals, rounding)) };
}
