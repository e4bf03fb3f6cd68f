import type { Input, Output } from '../../generated/tools/math/rational-simplify.js';
import { canonicalInteger, gcd } from './lib/integer.js';
import { formatMixedNumber, formatRationalText, parseRationalText, toMixedNumber } from './lib/rational.js';

export default function rationalSimplify(input: Input): Output {
  const read = parseRationalText(input.value, '/value');
  const factor = read.num === 0n ? read.den : gcd(read.num, read.den);
  const value = { num: read.num / factor, den: read.den / factor };
  const mixed = toMixedNumber(value);
  return {
    numerator: canonicalInteger(value.num),
    denominator: canonicalInteger(value.den),
    text: formatRationalText(value),
    common_factor: canonicalInteger(factor),
    mixed: { negative: mixed.negative, whole: canonicalInteger(mixed.whole), numerator: canonicalInteger(mixed.num), denominator: canonicalInteger(mixed.den) },
    mixed_text: formatMixedNumber(mixed),
  };
}
