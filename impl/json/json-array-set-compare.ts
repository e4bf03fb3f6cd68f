import type { Input, Output } from '../../generated/tools/json/json-array-set-compare.js';
import { limits } from '../../generated/tools/json/json-array-set-compare.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { canonicalKey } from '../lib/json-value.js';

export default function jsonArraySetCompare(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const first = input.first as unknown[];
  const second = input.second as unknown[];
  const itemBounds = { depth: bound(limits, 'max_item_depth') };
  checkEachJsonBounds(first, '/first', itemBounds);
  checkEachJsonBounds(second, '/second', itemBounds);
  const ids1 = first.map(canonicalKey);
  const ids2 = second.map(canonicalKey);

  // How many occurrences of each value `second` offers for matching (1 per value in set mode).
  const available = new Map<string, number>();
  for (const id of ids2) available.set(id, input.multiset ? (available.get(id) ?? 0) + 1 : 1);

  const onlyInFirst: unknown[] = [];
  const common: unknown[] = [];
  const matched = new Map<string, number>(); // occurrences of `second` used up, per value
  const seen1 = new Set<string>();
  first.forEach((value, i) => {
    const id = ids1[i]!;
    if (!input.multiset) {
      if (seen1.has(id)) return;
      seen1.add(id);
    }
    const used = matched.get(id) ?? 0;
    if (used < (available.get(id) ?? 0)) {
      matched.set(id, used + 1);
      common.push(value);
    } else onlyInFirst.push(value);
  });

  const onlyInSecond: unknown[] = [];
  const seen2 = new Set<string>();
  const skipped = new Map<string, number>(); // matched occurrences of `second` passed over, per value
  second.forEach((value, j) => {
    const id = ids2[j]!;
    if (!input.multiset) {
      if (seen2.has(id)) return;
      seen2.add(id);
    }
    // The first `matched` occurrences in `second` are the ones paired with `first`.
    const pass = skipped.get(id) ?? 0;
    if (pass < (matched.get(id) ?? 0)) skipped.set(id, pass + 1);
    else onlyInSecond.push(value);
  });

  return {
    only_in_first: onlyInFirst,
    only_in_second: onlyInSecond,
    common,
    equal: onlyInFirst.length === 0 && onlyInSecond.length === 0,
    counts: { only_in_first: onlyInFirst.length, only_in_second: onlyInSecond.length, common: common.length },
  };
}
