import type { Input, Output } from '../../generated/tools/sequences/sequence-longest-increasing-subsequence.js';
import { limits } from '../../generated/tools/sequences/sequence-longest-increasing-subsequence.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { limitExceeded } from '../lib/tool-error.js';

// Numbers compare as the doubles JSON gave (order of doubles is the order of their shortest
// decimal forms, so no arithmetic is needed); strings compare by Unicode code point.
function comparator(values: readonly (number | string)[]): (x: number | string, y: number | string) => number {
  if (values.length > 0 && typeof values[0] === 'string') return (x, y) => compareCodePoints(x as string, y as string);
  return (x, y) => ((x as number) < (y as number) ? -1 : (x as number) > (y as number) ? 1 : 0);
}

export default function sequenceLongestIncreasingSubsequence(input: Input): Output {
  const values = input.values as (number | string)[];
  const n = values.length;
  if (n > limits.max_items) throw limitExceeded('/values', `more than ${limits.max_items} values (max_items)`);
  const strict = input.strict ?? true;
  const cmp = comparator(values);
  // Can x come right before y in the subsequence?
  const precedes = strict ? (x: number | string, y: number | string) => cmp(x, y) < 0 : (x: number | string, y: number | string) => cmp(x, y) <= 0;

  // f[i] = length of the longest increasing subsequence starting at i, from the right in
  // O(n log n): tails[k] is the largest first value of any length-(k+1) subsequence seen so far,
  // which decreases with k, so binary search finds how many lengths v can be put in front of.
  const f = new Int32Array(n);
  const tails: (number | string)[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const v = values[i]!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (precedes(v, tails[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    f[i] = lo + 1;
    tails[lo] = v;
  }
  // The lexicographically smallest index list: each next index is the first one that can still
  // complete a longest subsequence.
  const indices: number[] = [];
  let need = tails.length;
  for (let i = 0; i < n && need > 0; i++) {
    if (f[i] === need && (indices.length === 0 || precedes(values[indices[indices.length - 1]!]!, values[i]!))) {
      indices.push(i);
      need--;
    }
  }
  return { length: indices.length, indices, values: indices.map((i) => values[i]!) } as Output;
}
