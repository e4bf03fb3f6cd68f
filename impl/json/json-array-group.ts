import type { Input, Output } from '../../generated/tools/json/json-array-group.js';
import { limits } from '../../generated/tools/json/json-array-group.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { keyTokens, keyTupleId, lookupKey } from './lib/json-array-common.js';

// Built with plain arrays; every group has at least one index by construction (Output says minItems 1).
type Group = { key_present: boolean; key?: unknown; count: number; indices: number[]; items?: unknown[] };

export default function jsonArrayGroup(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const array = input.array as unknown[];
  checkEachJsonBounds(array, '/array', { depth: bound(limits, 'max_item_depth') });
  const tokens = keyTokens(input.key, '/key');
  const withItems = input.include_items ?? true;

  const byId = new Map<string, Group>();
  const groups: Group[] = [];
  array.forEach((item, index) => {
    const got = lookupKey(item, tokens);
    const id = keyTupleId([got]);
    let group = byId.get(id);
    if (group === undefined) {
      // The key value shown is the first item's; later members are JSON-equal to it.
      group = got.found ? { key_present: true, key: got.value, count: 0, indices: [] } : { key_present: false, count: 0, indices: [] };
      if (withItems) group.items = [];
      byId.set(id, group);
      groups.push(group);
    }
    group.count++;
    group.indices.push(index);
    group.items?.push(item);
  });
  const output = { groups } as Output;
  // Keys repeat parts of the items, so the result can outgrow the input; it is measured, not estimated.
  checkJsonBounds(output, '', { bytes: bound(limits, 'max_output_bytes') }, 'the result');
  return output;
}
