import type { Input, Output } from '../../generated/tools/math/interval-union.js';
import { intervalOut, parseIntervalList, unionOf } from './lib/intervals.js';

export default function intervalUnion(input: Input): Output {
  return { intervals: unionOf(parseIntervalList(input.intervals, '/intervals')).map(intervalOut) };
}
