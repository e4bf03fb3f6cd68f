import type { Input, Output } from '../../generated/tools/math/decimal-percent-change.js';
import { limits } from '../../generated/tools/math/decimal-percent-change.js';
import { compareDecimal, decimalQuotientParts, divideToScale, divideToScaleExact, formatDecimal, readDecimalText, subtractDecimal } from '../lib/decimal.js';
import { limitExceeded } from '../lib/tool-error.js';

export default function decimalPercentChange(input: Input): Output {
  const from = readDecimalText(input.old_value, limits.max_exponent, '/old_value');
  const to = readDecimalText(input.new_value, limits.max_exponent, '/new_value');
  const scale = input.scale ?? 2;
  if (Math.abs(scale) > limits.max_scale) throw limitExceeded('/scale', `scale outside ±${limits.max_scale} (max_scale)`);
  const order = compareDecimal(to, from);
  const direction = order > 0 ? 'increase' : order < 0 ? 'decrease' : 'unchanged';
  if (from.unscaled === 0n) return { percent: null, scale: Math.max(0, scale), exact: null, direction, undefined_reason: 'old_value_zero' };
  const change = subtractDecimal(to, from);
  const base = { unscaled: from.unscaled < 0n ? -from.unscaled : from.unscaled, scale: from.scale };
  const { numerator, denominator } = decimalQuotientParts({ unscaled: change.unscaled * 100n, scale: change.scale }, base);
  const rounded = divideToScale(numerator, denominator, scale, input.rounding ?? 'half_even');
  return {
    percent: formatDecimal(rounded),
    scale: rounded.scale,
    exact: divideToScaleExact(numerator, denominator, scale) !== null,
    direction,
    undefined_reason: null,
  };
}
