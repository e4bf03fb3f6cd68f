import type { Input, Output } from '../../generated/tools/math/angle-normalize.js';
import { floorRational, formatRationalText, parseRationalText, rationalToText, reduceRational, type Rational } from './lib/rational.js';

const FULL_CIRCLE: Record<Input['unit'], bigint> = { degrees: 360n, gradians: 400n, turns: 1n };

export default function angleNormalize(input: Input): Output {
  const angle = reduceRational(parseRationalText(input.angle, '/angle'));
  const full = FULL_CIRCLE[input.unit];
  let turns = floorRational({ num: angle.num, den: angle.den * full });
  let value: Rational = { num: angle.num - turns * full * angle.den, den: angle.den };
  // signed: (-full/2, full/2], so a value above half a circle moves down by one turn
  if ((input.range ?? 'unsigned') === 'signed' && 2n * value.num > full * value.den) {
    value = { num: value.num - full * value.den, den: value.den };
    turns += 1n;
  }
  return { value: rationalToText(value), text: formatRationalText(value), turns: turns.toString() };
}
