// The one result shape of the units category (contracts/schemas/unit-result.yaml): an exact rational,
// and a decimal that is the whole expansion when it terminates, else rounded to `decimals` digits.
import { divideToScale, formatDecimal, parsePlainDecimal, type RoundingMode } from '../../lib/decimal.js';
import { invalidInput } from '../../lib/tool-error.js';
import { divideRationals as divide, multiplyRationals as multiply, rationalToText, reduceRational, terminatingScale, type Rational } from '../../math/lib/rational.js';

export type UnitResult = { value: string; exact: boolean; rational: { numerator: string; denominator: string } };

/** The schema pattern admitted the text; the length limit is checked again against the tool's constant. */
export function parseQuantity(text: string, maxChars: number, pointer: string): Rational {
  if (text.length > maxChars) throw invalidInput(pointer, `more than ${maxChars} characters (max_value_chars)`);
  const d = parsePlainDecimal(text);
  if (!d) throw invalidInput(pointer, 'not a plain decimal');
  return { num: d.unscaled, den: 10n ** BigInt(d.scale) };
}

export function unitResult(value: Rational, decimals: number, rounding: RoundingMode): UnitResult {
  const r = reduceRational(value);
  const scale = terminatingScale(r.den);
  const exact = scale !== null;
  const d = divideToScale(r.num, r.den, exact ? scale : decimals, exact ? 'down' : rounding);
  return { value: formatDecimal(d), exact, rational: rationalToText(r) };
}

/** A factor written as a decimal literal of a definition ("0.45359237"), or a ratio of two of them. */
export function factor(text: string, over = '1'): Rational {
  const q = (t: string): Rational => {
    const d = parsePlainDecimal(t)!;
    return { num: d.unscaled, den: 10n ** BigInt(d.scale) };
  };
  return reduceRational(divide(q(text), q(over)));
}

/** value in `from` units expressed in `to` units, both given as factors to one base unit. */
export function convertLinear(value: Rational, from: Rational, to: Rational): Rational {
  return divide(multiply(value, from), to);
}

export type ConvertInput = { value: string; from: string; to: string; decimals?: number; rounding?: RoundingMode };
export type ConvertLimits = { readonly max_value_chars: number; readonly max_decimals: number };

/** The whole of a linear convert tool: value x factor(from) / factor(to), as unitResult. */
export function convertWithTable(input: ConvertInput, table: Record<string, Rational>, limits: ConvertLimits): UnitResult {
  const decimals = input.decimals ?? DEFAULT_DECIMALS;
  if (decimals > limits.max_decimals) throw invalidInput('/decimals', `more than ${limits.max_decimals} (max_decimals)`);
  const value = parseQuantity(input.value, limits.max_value_chars, '/value');
  return unitResult(convertLinear(value, table[input.from]!, table[input.to]!), decimals, input.rounding ?? 'half_even');
}

export const DEFAULT_DECIMALS = 12;
