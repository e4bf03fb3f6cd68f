import type { Input, Output } from '../../generated/tools/math/array-rational-moving-average.js';
import { limits } from '../../generated/tools/math/array-rational-moving-average.js';
import { limitExceeded } from '../lib/tool-error.js';
import { decimalDigits } from './lib/integer.js';
import { rationalToText } from './lib/rational.js';
import { checkTotalChars, commonDenominator, parseRationalTexts } from './lib/statistics.js';

export default function arrayRationalMovingAverage(input: Input): Output {
  const { window } = input;
  const centered = input.alignment === 'centered';
  const partial = input.partial ?? false;
  checkTotalChars(input.values, limits.max_total_chars, '/values', 'max_total_chars');
  const values = parseRationalTexts(input.values, '/values');
  const { lcm, scaled } = commonDenominator(values, limits, '/values');
  const n = values.length;
  // prefix[k] = a_0 + ... + a_(k-1) over the common denominator: a window's sum is one subtraction.
  const prefix: bigint[] = [0n];
  for (const a of scaled) prefix.push(prefix[prefix.length - 1]! + a);
  const before = centered ? Math.floor(window / 2) : window - 1; // items before the position
  const after = window - 1 - before; // items after it
  const means: Output['means'] = [];
  let digits = 0;
  for (let i = 0; i < n; i++) {
    const lo = i - before;
    const hi = i + after;
    if (!partial && (lo < 0 || hi >= n)) continue;
    const first = Math.max(lo, 0);
    const last = Math.min(hi, n - 1);
    const count = last - first + 1;
    const num = prefix[last + 1]! - prefix[first]!;
    const den = BigInt(count) * lcm;
    digits += decimalDigits(num) + decimalDigits(den);
    if (digits > limits.max_output_digits) throw limitExceeded('/values', `the means before reduction have more than ${limits.max_output_digits} digits together (max_output_digits)`);
    means.push({ position: i, count, ...rationalToText({ num, den }) });
  }
  return { means };
}
