import type { Input, Output } from '../../generated/tools/units/unit-temperature-convert.js';
import { limits } from '../../generated/tools/units/unit-temperature-convert.js';
import { invalidInput } from '../lib/tool-error.js';
import type { Rational } from '../math/lib/rational.js';
import { DEFAULT_DECIMALS, factor, parseQuantity, unitResult } from './lib/exact-result.js';

// Kelvin per degree of each scale, and the kelvin reading of each scale's zero (ITS-90 / SI
// Brochure 9th ed. 2.3.1: t/°C = T/K - 273.15; °F and °R by 1.8 °F = 1 K, 0 °R = 0 K, 0 °F = 459.67 °R).
const STEP: Record<Input['from'], Rational> = { C: factor('1'), K: factor('1'), F: factor('5', '9'), R: factor('5', '9') };
const ZERO: Record<Input['from'], Rational> = { C: factor('273.15'), K: factor('0'), F: factor('45967', '180'), R: factor('0') };

export default function unitTemperatureConvert(input: Input): Output {
  const decimals = input.decimals ?? DEFAULT_DECIMALS;
  if (decimals > limits.max_decimals) throw invalidInput('/decimals', `more than ${limits.max_decimals} (max_decimals)`);
  const v = parseQuantity(input.value, limits.max_value_chars, '/value');
  const from = STEP[input.from];
  const to = STEP[input.to];
  // Everything over one common denominator: v = n/d, step = a/b, zero = z/w.
  let num: bigint;
  let den: bigint;
  if ((input.kind ?? 'absolute') === 'difference') {
    num = v.num * from.num * to.den;
    den = v.den * from.den * to.num;
  } else {
    // kelvin = v * step(from) + zero(from)
    const z = ZERO[input.from];
    const kNum = v.num * from.num * z.den + z.num * v.den * from.den;
    const kDen = v.den * from.den * z.den;
    if (kNum < 0n) throw invalidInput('/value', 'an absolute temperature below absolute zero (0 K)');
    // result = (kelvin - zero(to)) / step(to)
    const zt = ZERO[input.to];
    num = (kNum * zt.den - zt.num * kDen) * to.den;
    den = kDen * zt.den * to.num;
  }
  return unitResult({ num, den }, decimals, input.rounding ?? 'half_even');
}
