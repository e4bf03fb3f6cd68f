import type { Input, Output } from '../../generated/tools/sequences/sequence-is-subsequence.js';
import { limits } from '../../generated/tools/sequences/sequence-is-subsequence.js';
import { internSequences, readSequence } from './lib/sequence-input.js';

export default function sequenceIsSubsequence(input: Input): Output {
  const needle = readSequence(input.needle, input.split, '/needle', limits);
  const haystack = readSequence(input.haystack, input.split, '/haystack', limits);
  const [ni, hi] = internSequences([needle, haystack]) as [Int32Array, Int32Array];
  // Greedy leftmost matching: each needle item takes the first equal haystack item after the
  // previous match, which gives the earliest indices and the longest matchable needle prefix.
  const indices: number[] = [];
  let h = 0;
  for (let k = 0; k < ni.length; k++) {
    while (h < hi.length && hi[h] !== ni[k]) h++;
    if (h === hi.length) break;
    indices.push(h++);
  }
  const found = indices.length === ni.length;
  return { is_subsequence: found, matched_length: indices.length, indices: found ? indices : null } as Output;
}
