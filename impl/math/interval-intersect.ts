import type { Input, Output } from '../../generated/tools/math/interval-intersect.js';
import { intersectionOf, intervalOut, parseIntervalList, unionOf } from './lib/intervals.js';

export default function intervalIntersect(input: Input): Output {
  const a = parseIntervalList(input.a, '/a');
  const b = parseIntervalList(input.b, '/b');
  return { intervals: intersectionOf(unionOf(a), unionOf(b)).map(intervalOut) };
}
