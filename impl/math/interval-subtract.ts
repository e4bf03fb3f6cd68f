import type { Input, Output } from '../../generated/tools/math/interval-subtract.js';
import { complementOf, intersectionOf, intervalOut, parseIntervalList, unionOf } from './lib/intervals.js';

export default function intervalSubtract(input: Input): Output {
  const a = parseIntervalList(input.a, '/a');
  const b = parseIntervalList(input.b, '/b');
  return { intervals: intersectionOf(unionOf(a), complementOf(unionOf(b))).map(intervalOut) };
}
