import type { Input, Output } from '../../generated/tools/json/json-array-index-by.js';
import { limits } from '../../generated/tools/json/json-array-index-by.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { objectFromEntries } from '../lib/json-value.js';
import { ToolError, invalidInput } from '../lib/tool-error.js';
import { itemKeyPointer, keyTokens, lookupKey } from './lib/json-array-common.js';

export default function jsonArrayIndexBy(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const array = input.array as unknown[];
  checkEachJsonBounds(array, '/array', { depth: bound(limits, 'max_item_depth') });
  const tokens = keyTokens(input.key, '/key');
  const duplicates = input.duplicates ?? 'error';

  // A Map keeps "__proto__" and friends as ordinary keys; the output object is built from it at the end.
  const entries = new Map<string, { index: number; item: unknown }>();
  const skipped: number[] = [];
  array.forEach((item, index) => {
    const got = lookupKey(item, tokens);
    const at = itemKeyPointer('array', index, tokens);
    if (!got.found) {
      if (input.missing === 'skip') {
        skipped.push(index);
        return;
      }
      throw invalidInput(at, 'the key pointer does not resolve in this item');
    }
    const key = keyText(got.value, input.coerce ?? false, at);
    const earlier = entries.get(key);
    if (earlier === undefined) entries.set(key, { index, item });
    else if (duplicates === 'last') entries.set(key, { index, item }); // Map.set keeps the first-seen position
    else if (duplicates === 'error') {
      const first = itemKeyPointer('array', earlier.index, tokens);
      const message = `items ${earlier.index} and ${index} have the same key`;
      throw new ToolError('collision', message, [
        { pointer: first, message: `first item with this key (item ${earlier.index})` },
        { pointer: at, message: `repeats the key of item ${earlier.index}` },
      ]);
    }
  });
  const keys = [...entries.keys()];
  return {
    index: objectFromEntries(keys.map((k) => [k, entries.get(k)!.item])),
    keys,
    indices: keys.map((k) => entries.get(k)!.index),
    skipped,
  };
}

function keyText(value: unknown, coerce: boolean, at: string): string {
  if (typeof value === 'string') return value;
  if (coerce && (typeof value === 'number' || typeof value === 'boolean' || value === null)) {
    // The JSON text of the scalar: numbers in ECMAScript shortest round-trip form (1e21 -> "1e+21").
    return JSON.stringify(value);
  }
  throw invalidInput(at, coerce ? 'an array or object cannot be an object key' : 'the key is not a string (set coerce to use numbers, booleans and null)');
}
