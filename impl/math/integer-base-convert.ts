import type { Input, Output } from '../../generated/tools/math/integer-base-convert.js';
import { limits } from '../../generated/tools/math/integer-base-convert.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { firstBadDigit, formatInBase, parseDigits } from './lib/bits.js';

const PREFIX_LETTER: Record<number, string> = { 2: 'b', 8: 'o', 16: 'x' };

export default function integerBaseConvert(input: Input): Output {
  const text = input.value;
  const negative = text.startsWith('-');
  let start = negative ? 1 : 0;
  const letter = PREFIX_LETTER[input.from_base];
  if (input.allow_prefix === true && letter !== undefined && text[start] === '0' && text[start + 1]?.toLowerCase() === letter) start += 2;
  const digits = text.slice(start);
  if (digits.length === 0) throw invalidInput('/value', 'value has no digits');
  if (digits.length > limits.max_digits) throw limitExceeded('/value', `value has ${digits.length} digits; at most ${limits.max_digits} are allowed`);
  const bad = firstBadDigit(digits, input.from_base);
  if (bad >= 0) throw invalidInput('/value', `character ${start + bad} ("${digits[bad]}") is not a digit of base ${input.from_base}`);
  const magnitude = parseDigits(digits, input.from_base);
  return { value: formatInBase(negative ? -magnitude : magnitude, input.to_base, input.letter_case === 'upper') };
}
