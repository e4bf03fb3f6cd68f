import type { Input, Output } from '../../generated/tools/math/array-integer-mode.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

export default function arrayIntegerMode(input: Input): Output {
  // Map keeps insertion order (first sighting) and compares bigint keys by value, so "-0" meets "0".
  const counts = new Map<bigint, number>();
  for (const text of input.values) {
    const v = parseInteger(text);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let count = 0;
  for (const c of counts.values()) if (c > count) count = c;
  const modes: string[] = [];
  for (const [v, c] of counts) if (c === count) modes.push(canonicalInteger(v));
  // Non-empty: the input has at least one value, so some value reaches `count`.
  return { modes: modes as Output['modes'], count };
}
