import type { Input, Output } from '../../generated/tools/math/array-integer-mode.js';
import { canonicalIntegerText } from './lib/integer.js';

export default function arrayIntegerMode(input: Input): Output {
  // Map keeps insertion order (first sighting). Keys are canonical texts, so "-0" meets "0"; bigint
  // keys would hash by their lowest 64 bits only, and 10000 values sharing them made every lookup a
  // scan of one bucket (quadratic).
  const counts = new Map<string, number>();
  for (const text of input.values) {
    const v = canonicalIntegerText(text);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let count = 0;
  for (const c of counts.values()) if (c > count) count = c;
  const modes: string[] = [];
  for (const [v, c] of counts) if (c === count) modes.push(v);
  // Non-empty: the input has at least one value, so some value reaches `count`.
  return { modes: modes as Output['modes'], count };
}
