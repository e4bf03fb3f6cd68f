import type { Input, Output } from '../../generated/tools/math/rational-simplify.js';
import { canonicalInteger, gcd } from './lib/integer.js';
import { formatMixedNumber, parseRationalText, reducedRationalOutput, toMixedNumber } from './lib/rational.js';

export default function rationalSimplify(input: Input): Output {
  const read = parseRationalText(input.value, '/value');
  const factor = read.num === 0n ? read.den : gcd(read.num, read.den);
  const value = { num: read.num / factor, den: read.den / factor };
  const mixed = toMixedNumber(value);
  return {
    ...reducedRationalOutput(value),
    common_factor: canonicalInteger(factor),
    mixed: { negative: mixed.negative, whole: canonicalInteger(mixed.whole), numerator: canonicalInteger(mixed.num), denominator: canonicalInteger(mixed.den) },
    mixed_text: formatMixedNumber(mixed),
  };
}
