import type { Input, Output } from '../../generated/tools/units/unit-length-compound-format.js';
import { limits } from '../../generated/tools/units/unit-length-compound-format.js';
import { divideToScale, formatDecimal } from '../lib/decimal.js';
import { invalidInput } from '../lib/tool-error.js';
import { reduceRational } from '../math/lib/rational.js';
import { convertLinear, parseQuantity } from './lib/exact-result.js';
import { LENGTH } from './lib/unit-table.js';

// Each form: its parts from the largest, with how many of the next (smaller) part make one.
type Part = Output['parts'][number];
const FORMS: Record<NonNullable<Input['form']>, { units: Part['unit'][]; ratios: bigint[] }> = {
  ft_in: { units: ['ft', 'in'], ratios: [12n] },
  yd_ft_in: { units: ['yd', 'ft', 'in'], ratios: [3n, 12n] },
  m_cm: { units: ['m', 'cm'], ratios: [100n] },
  km_m: { units: ['km', 'm'], ratios: [1000n] },
};

export default function unitLengthCompoundFormat(input: Input): Output {
  const decimals = input.decimals ?? 0;
  if (decimals > limits.max_decimals) throw invalidInput('/decimals', `more than ${limits.max_decimals} (max_decimals)`);
  const form = FORMS[input.form ?? 'ft_in'];
  const smallest = form.units[form.units.length - 1]!;
  const value = parseQuantity(input.value, limits.max_value_chars, '/value');
  const exactSmallest = reduceRational(convertLinear(value, LENGTH[input.unit]!, LENGTH[smallest]!));
  // Rule 3: the total in the smallest unit is rounded first, so a carry reaches the larger parts.
  const rounded = divideToScale(exactSmallest.num, exactSmallest.den, decimals, input.rounding ?? 'half_even');
  const negative = rounded.unscaled < 0n;
  let rest = negative ? -rounded.unscaled : rounded.unscaled; // in 10^-decimals of the smallest unit
  const scale = 10n ** BigInt(decimals);
  const amounts: bigint[] = [];
  let per = scale;
  for (const r of form.ratios) per *= r;
  for (let i = 0; i < form.ratios.length; i++) {
    amounts.push(rest / per);
    rest %= per;
    per /= form.ratios[i]!;
  }
  const parts = form.units.map((unit, i): Part => ({
    unit,
    value: i < amounts.length ? amounts[i]!.toString() : formatDecimal({ unscaled: rest, scale: decimals }),
  }));
  const body = parts.map((p) => `${p.value} ${p.unit}`).join(' ');
  return {
    text: negative ? `-${body}` : body,
    negative,
    parts: parts as Output['parts'], // 2 or 3 parts, one per unit of the form
    exact: rounded.unscaled * exactSmallest.den === exactSmallest.num * scale,
  };
}
