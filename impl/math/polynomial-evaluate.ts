import type { Input, Output } from '../../generated/tools/math/polynomial-evaluate.js';
import { limits } from '../../generated/tools/math/polynomial-evaluate.js';
import { pow10 } from '../lib/decimal.js';
import { limitExceeded } from '../lib/tool-error.js';
import { decimalDigits } from './lib/integer.js';
import { rationalToText, reduceRational } from './lib/rational.js';
import { checkTotalChars, commonDenominator, parseRationalTexts } from './lib/statistics.js';

export default function polynomialEvaluate(input: Input): Output {
  checkTotalChars(input.coefficients, limits.max_total_chars, '/coefficients', 'max_total_chars');
  checkTotalChars(input.x, limits.max_total_chars, '/x', 'max_total_chars');
  const coefficients = parseRationalTexts(input.coefficients, '/coefficients').map(reduceRational);
  const xs = parseRationalTexts(input.x, '/x').map(reduceRational);
  // c_k = n_k / C over the common denominator C, highest degree first for Horner.
  const { lcm: c, scaled } = commonDenominator(coefficients, limits, '/coefficients');
  const high = input.order === 'highest_first' ? scaled : [...scaled].reverse();
  const degree = high.length - 1;
  const bound = pow10(limits.max_result_digits); // a part with more digits than the limit is >= bound
  const values: Output['values'] = [];
  let total = 0;
  for (const [i, { num: a, den: b }] of xs.entries()) {
    const pointer = `/x/${i}`;
    const tooLong = () => limitExceeded(pointer, `the value at this x has more than ${limits.max_result_digits} digits before reduction (max_result_digits)`);
    // p(a/b) = (sum of n_k a^k b^(degree - k)) / (C b^degree); Horner on the numerator, b's power alongside.
    let acc = high[0]!;
    let power = 1n; // b^k
    for (let k = 1; k <= degree; k++) {
      power *= b;
      acc = acc * a + high[k]! * power;
      if (power >= bound || acc >= bound || acc <= -bound) throw tooLong();
    }
    const den = c * power;
    const digits = decimalDigits(acc) + decimalDigits(den);
    if (digits > limits.max_result_digits) throw tooLong();
    total += digits;
    if (total > limits.max_output_digits) throw limitExceeded('/x', `the values have more than ${limits.max_output_digits} digits together before reduction (max_output_digits)`);
    values.push({ x: input.x[i]!, ...rationalToText({ num: acc, den }) });
  }
  return { values };
}
