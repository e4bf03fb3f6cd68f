import type { Input, Output } from '../../generated/tools/math/rational-to-decimal.js';
import { limits } from '../../generated/tools/math/rational-to-decimal.js';
import { divideToScale, formatDecimal } from '../lib/decimal.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { canonicalInteger } from './lib/integer.js';
import { decimalExpansion, formatDecimalExpansion, parseRationalText, reduceRational } from './lib/rational.js';

export default function rationalToDecimal(input: Input): Output {
  const value = reduceRational(parseRationalText(input.value, '/value'));
  if (input.scale === undefined) {
    if (input.rounding !== undefined) throw invalidInput('/rounding', 'rounding applies only with scale; without scale the expansion is exact');
    const expansion = decimalExpansion(value, limits.max_fraction_digits);
    if (expansion === null) {
      throw limitExceeded('/value', `the exact expansion needs more than ${limits.max_fraction_digits} fraction digits (max_fraction_digits); give a scale to round instead`);
    }
    return {
      decimal: formatDecimalExpansion(expansion),
      exact: true,
      negative: expansion.negative,
      integer_part: canonicalInteger(expansion.integer),
      non_repeating: expansion.prefix,
      repeating: expansion.period,
    };
  }
  const rounded = divideToScale(value.num, value.den, input.scale, input.rounding ?? 'half_even');
  // Exact when rounded / 10^scale equals num / den.
  const exact = rounded.unscaled * value.den === value.num * 10n ** BigInt(input.scale);
  return { decimal: formatDecimal(rounded), exact };
}
