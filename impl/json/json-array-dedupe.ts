import type { Input, Output } from '../../generated/tools/json/json-array-dedupe.js';
import { limits } from '../../generated/tools/json/json-array-dedupe.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { keyTokens, keyTupleId, lookupKey, rejectRepeatedPointers } from './lib/json-array-common.js';

export default function jsonArrayDedupe(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const array = input.array as unknown[];
  checkEachJsonBounds(array, '/array', { depth: bound(limits, 'max_item_depth') });
  const pointers = input.keys ?? [''];
  rejectRepeatedPointers(pointers, (i) => `/keys/${i}`);
  const tokens = pointers.map((p, i) => keyTokens(p, `/keys/${i}`));

  // Identity -> index of its first occurrence: one pass, linear in the size of the keys.
  const firstIndex = new Map<string, number>();
  const unique: unknown[] = [];
  const keptIndices: number[] = [];
  const removed: { index: number; first_index: number }[] = [];
  array.forEach((item, index) => {
    const id = keyTupleId(tokens.map((t) => lookupKey(item, t)));
    const first = firstIndex.get(id);
    if (first === undefined) {
      firstIndex.set(id, index);
      unique.push(item);
      keptIndices.push(index);
    } else removed.push({ index, first_index: first });
  });
  return { unique, kept_indices: keptIndices, removed };
}
