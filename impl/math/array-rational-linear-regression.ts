import type { Input, Output } from '../../generated/tools/math/array-rational-linear-regression.js';
import { limits } from '../../generated/tools/math/array-rational-linear-regression.js';
import { invalidInput } from '../lib/tool-error.js';
import type { Rational } from './lib/rational.js';
import { rationalToText, reduceRational } from './lib/rational.js';
import { checkTotalChars, commonDenominator, parseRationalTexts, rationalToDecimalText } from './lib/statistics.js';

export default function arrayRationalLinearRegression(input: Input): Output {
  const scale = input.scale ?? 10;
  const mode = input.rounding ?? 'half_even';
  if (input.y.length !== input.x.length) throw invalidInput('/y', `y has ${input.y.length} values but x has ${input.x.length}; they must pair up`);
  checkTotalChars(input.x, limits.max_total_chars, '/x', 'max_total_chars');
  checkTotalChars(input.y, limits.max_total_chars, '/y', 'max_total_chars');
  const xs = parseRationalTexts(input.x, '/x');
  const ys = parseRationalTexts(input.y, '/y');
  const cx = commonDenominator(xs, limits, '/x');
  const cy = commonDenominator(ys, limits, '/y');
  // x_i = a_i / Lx, y_i = b_i / Ly; with n the count, n^2 Lx^2 times the x variance is sxx below, etc.
  const n = BigInt(xs.length);
  let sa = 0n;
  let sb = 0n;
  let saa = 0n;
  let sab = 0n;
  let sbb = 0n;
  for (let i = 0; i < xs.length; i++) {
    const a = cx.scaled[i]!;
    const b = cy.scaled[i]!;
    sa += a;
    sb += b;
    saa += a * a;
    sab += a * b;
    sbb += b * b;
  }
  const sxx = n * saa - sa * sa;
  const sxy = n * sab - sa * sb;
  const syy = n * sbb - sb * sb;
  if (sxx === 0n) throw invalidInput('/x', 'every x value is equal, so no line fits (the slope would divide by zero)');
  // slope = sxy Lx / (sxx Ly); intercept = mean y - slope mean x = (sb sxx - sxy sa) / (n Ly sxx)
  const slope = reduceRational({ num: sxy * cx.lcm, den: sxx * cy.lcm });
  const intercept = reduceRational({ num: sb * sxx - sxy * sa, den: n * cy.lcm * sxx });
  const r2: Rational | null = syy === 0n ? null : reduceRational({ num: sxy * sxy, den: sxx * syy });
  return {
    count: xs.length,
    slope: rationalToText(slope),
    intercept: rationalToText(intercept),
    r_squared: r2 === null ? null : rationalToText(r2),
    slope_decimal: rationalToDecimalText(slope, scale, mode),
    intercept_decimal: rationalToDecimalText(intercept, scale, mode),
    r_squared_decimal: r2 === null ? null : rationalToDecimalText(r2, scale, mode),
  };
}
