import type { Input, Output } from '../../generated/tools/math/rational-approximate.js';
import { limitDenominator } from './lib/continued-fraction.js';
import { parseRationalText, rationalToText, reduceRational, reducedRationalOutput, subtractRationals } from './lib/rational.js';

export default function rationalApproximate(input: Input): Output {
  const value = reduceRational(parseRationalText(input.value, '/value'));
  const best = limitDenominator(value, BigInt(input.max_denominator));
  const difference = subtractRationals(best, value);
  return {
    ...reducedRationalOutput(best), // the value or a convergent or semiconvergent: in lowest terms
    exact: difference.num === 0n,
    difference: rationalToText(difference),
  };
}
