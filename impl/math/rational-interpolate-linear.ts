import type { Input, Output } from '../../generated/tools/math/rational-interpolate-linear.js';
import { limits } from '../../generated/tools/math/rational-interpolate-linear.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { canonicalInteger, decimalDigits } from './lib/integer.js';
import type { Rational } from './lib/rational.js';
import { addRationals, compareRationals, divideRationals, multiplyRationals, parseRationalText, rationalToText, reduceRational, subtractRationals } from './lib/rational.js';
import { checkTotalChars, parseRationalTexts } from './lib/statistics.js';

export default function rationalInterpolateLinear(input: Input): Output {
  const extrapolate = input.extrapolate ?? false;
  checkTotalChars(input.points.flatMap((p) => [p.x, p.y]), limits.max_total_chars, '/points', 'max_total_chars');
  checkTotalChars(input.queries, limits.max_total_chars, '/queries', 'max_total_chars');
  const xs: Rational[] = [];
  const ys: Rational[] = [];
  for (const [i, p] of input.points.entries()) {
    xs.push(reduceRational(parseRationalText(p.x, `/points/${i}/x`)));
    ys.push(reduceRational(parseRationalText(p.y, `/points/${i}/y`)));
  }
  const queries = parseRationalTexts(input.queries, '/queries');
  for (let i = 1; i < xs.length; i++) {
    const c = compareRationals(xs[i - 1]!, xs[i]!);
    if (c === 0) throw invalidInput(`/points/${i}/x`, `x equals the x of point ${i - 1}: the table's x values must be distinct`);
    if (c > 0) throw invalidInput(`/points/${i}/x`, `x is smaller than the x of point ${i - 1}: the table must be sorted by x, ascending`);
  }
  const last = xs.length - 1;
  const values: Output['values'] = [];
  let total = 0;
  for (const [k, q] of queries.entries()) {
    const pointer = `/queries/${k}`;
    // lo = the last index with xs[lo] <= q, or -1 when q is below the table
    let lo = -1;
    let hi = xs.length;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (compareRationals(xs[mid]!, q) <= 0) lo = mid;
      else hi = mid;
    }
    let y: Rational;
    const hit = lo >= 0 && compareRationals(xs[lo]!, q) === 0;
    if (hit) y = ys[lo]!; // already in lowest terms
    else {
      if ((lo < 0 || lo === last) && !extrapolate) {
        throw invalidInput(pointer, `x lies ${lo < 0 ? 'below' : 'above'} the table's range; set extrapolate to extend the ${lo < 0 ? 'first' : 'last'} segment`);
      }
      const i = lo < 0 ? 0 : Math.min(lo, last - 1); // the segment (i, i + 1), the end ones when extrapolating
      const t = divideRationals(subtractRationals(q, xs[i]!), subtractRationals(xs[i + 1]!, xs[i]!));
      y = addRationals(ys[i]!, multiplyRationals(subtractRationals(ys[i + 1]!, ys[i]!), t));
    }
    const digits = decimalDigits(y.num) + decimalDigits(y.den);
    if (digits > limits.max_result_digits) throw limitExceeded(pointer, `the value has ${digits} digits before reduction, more than ${limits.max_result_digits} (max_result_digits)`);
    total += digits;
    if (total > limits.max_output_digits) throw limitExceeded('/queries', `the values have more than ${limits.max_output_digits} digits together before reduction (max_output_digits)`);
    values.push({ x: input.queries[k]!, ...(hit ? { numerator: canonicalInteger(y.num), denominator: canonicalInteger(y.den) } : rationalToText(y)) });
  }
  return { values };
}
