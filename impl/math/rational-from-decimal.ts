import type { Input, Output } from '../../generated/tools/math/rational-from-decimal.js';
import { invalidInput } from '../lib/tool-error.js';
import { parseRepeatingDecimal, reduceRational, reducedRationalOutput } from './lib/rational.js';

export default function rationalFromDecimal(input: Input): Output {
  const value = parseRepeatingDecimal(input.decimal);
  if (value === null) {
    throw invalidInput('/decimal', 'not a decimal with an optional repeating block: "-2.375", "0.1(6)", "0.(9)" (no leading zeros, spaces or exponent; a point needs digits after it)');
  }
  return { ...reducedRationalOutput(reduceRational(value)), repeating: input.decimal.includes('(') };
}
