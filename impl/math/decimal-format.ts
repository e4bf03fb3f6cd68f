import type { Input, Output } from '../../generated/tools/math/decimal-format.js';
import { limits } from '../../generated/tools/math/decimal-format.js';
import { formatDecimal, readDecimalText, roundDecimal } from '../lib/decimal.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';

const MINUS: Record<string, [string, string]> = { minus: ['-', ''], unicode_minus: ['\u2212', ''], parentheses: ['(', ')'] };

/** Integer digits cut into groups from the right: the first of `primary` digits, the others of `secondary`. */
function group(digits: string, primary: number, secondary: number, separator: string): string {
  if (primary === 0 || digits.length <= primary) return digits;
  const groups = [digits.slice(digits.length - primary)];
  let end = digits.length - primary;
  while (end > 0) {
    groups.push(digits.slice(Math.max(0, end - secondary), end));
    end -= secondary;
  }
  return groups.reverse().join(separator);
}

export default function decimalFormat(input: Input): Output {
  const minFraction = input.min_fraction_digits ?? 0;
  const maxFraction = input.max_fraction_digits ?? 3;
  const minInteger = input.min_integer_digits ?? 1;
  for (const [pointer, v] of [['/min_fraction_digits', minFraction], ['/max_fraction_digits', maxFraction], ['/min_integer_digits', minInteger]] as const) {
    if (v > limits.max_digits_setting) throw limitExceeded(pointer, `over ${limits.max_digits_setting} (max_digits_setting)`);
  }
  if (minFraction > maxFraction) throw invalidInput('/min_fraction_digits', 'min_fraction_digits is greater than max_fraction_digits');
  const groupSeparator = input.group_separator ?? ',';
  const decimalSeparator = input.decimal_separator ?? '.';
  if (groupSeparator === decimalSeparator) throw invalidInput('/group_separator', 'the group separator equals the decimal separator, so the text could not be read back');
  const primary = input.grouping_size ?? 3;
  const secondary = input.secondary_grouping_size || primary;
  const value = readDecimalText(input.value, limits.max_exponent, '/value');
  // Round to max_fraction_digits, then drop trailing zeros down to min_fraction_digits (ICU DecimalFormat).
  let rounded = roundDecimal(value, maxFraction, input.rounding ?? 'half_even');
  while (rounded.scale > minFraction && rounded.unscaled % 10n === 0n) rounded = { unscaled: rounded.unscaled / 10n, scale: rounded.scale - 1 };
  const plain = formatDecimal(rounded);
  const negative = plain.startsWith('-');
  const [int, frac] = (negative ? plain.slice(1) : plain).split('.') as [string, string | undefined];
  const body = group(int.padStart(minInteger, '0'), primary, secondary, groupSeparator) + (frac === undefined ? '' : decimalSeparator + frac);
  const [before, after] = negative ? MINUS[input.negative_style ?? 'minus']! : ['', ''];
  return { text: before + body + after, value: plain, scale: rounded.scale };
}
