import type { Input, Output } from '../../generated/tools/json/json-merge-deep.js';
import { limits } from '../../generated/tools/json/json-merge-deep.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { canonicalKey, objectFromEntries } from '../lib/json-value.js';
import { invalidInput } from '../lib/tool-error.js';
import { keyTokens, lookupKey } from './lib/json-array-common.js';

type Strategy = 'replace' | 'concat' | 'merge_by_index' | 'merge_by_key';
type PlainObject = Record<string, unknown>;

const isObject = (v: unknown): v is PlainObject => v !== null && typeof v === 'object' && !Array.isArray(v);

export default function jsonMergeDeep(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const documents = input.documents as unknown[];
  checkEachJsonBounds(documents, '/documents', { depth: bound(limits, 'max_document_depth') }, 'the document');
  const strategy: Strategy = input.arrays ?? 'replace';
  if (strategy === 'merge_by_key' && input.array_key === undefined) throw invalidInput('/arrays', 'merge_by_key needs array_key');
  if (strategy !== 'merge_by_key' && input.array_key !== undefined) throw invalidInput('/array_key', 'array_key applies only to arrays: merge_by_key');
  const keyPath = input.array_key === undefined ? [] : keyTokens(input.array_key, '/array_key');
  const keyOf = (item: unknown): string | null => {
    if (!isObject(item)) return null;
    const got = lookupKey(item, keyPath);
    return got.found ? canonicalKey(got.value) : null;
  };

  // The left fold merge(merge(d0, d1), d2)... computed level by level over all values at once, so
  // max_documents documents cost one pass over their members instead of re-copying the growing result each
  // time. Values are built afresh; the inputs are never mutated. max_document_depth bounds the recursion.
  const mergeAll = (values: readonly unknown[]): unknown => {
    const last = values[values.length - 1];
    const sameKind = Array.isArray(last) ? Array.isArray : isObject(last) ? isObject : null;
    if (sameKind === null) return last; // later wins: scalars and null replace whatever came before
    // Only the trailing run of the same kind matters: a change of type replaces the value whole.
    let start = values.length - 1;
    while (start > 0 && sameKind(values[start - 1])) start--;
    const run = values.slice(start);
    if (isObject(last)) {
      const members = new Map<string, unknown[]>(); // first-appearance order of names across the run
      for (const obj of run as PlainObject[]) {
        for (const [k, v] of Object.entries(obj)) {
          const list = members.get(k);
          if (list) list.push(v);
          else members.set(k, [v]);
        }
      }
      return objectFromEntries([...members].map(([k, vs]) => [k, mergeAll(vs)] as const));
    }
    const arrays = run as unknown[][];
    switch (strategy) {
      case 'replace':
        return last;
      case 'concat':
        return arrays.flat(1);
      case 'merge_by_index': {
        // Each array is read once: slot i collects the i-th items in document order (filtering all
        // arrays per index cost max_documents steps per item of the longest one).
        const slots: unknown[][] = [];
        for (const array of arrays) array.forEach((item, i) => (slots[i] ??= []).push(item));
        return slots.map(mergeAll);
      }
      case 'merge_by_key': {
        const slots: unknown[][] = [];
        const slotOf = new Map<string, number>(); // key -> slot of the first item holding it
        arrays.forEach((array, n) => {
          for (const item of array) {
            const k = keyOf(item);
            const at = k === null ? undefined : slotOf.get(k);
            // Within the first array every item keeps its own slot; later ones merge into a match.
            if (at !== undefined && n > 0) slots[at]!.push(item);
            else {
              if (k !== null && at === undefined) slotOf.set(k, slots.length);
              slots.push([item]);
            }
          }
        });
        return slots.map(mergeAll);
      }
    }
  };
  return { merged: mergeAll(documents) };
}
