import type { Input, Output } from '../../generated/tools/json/json-array-join.js';
import { limits } from '../../generated/tools/json/json-array-join.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { measureJson } from '../lib/json-measure.js';
import { limitExceeded } from '../lib/tool-error.js';
import { keyTokens, keyTupleId, lookupKey } from './lib/json-array-common.js';

type Row = Output['rows'][number];

/** Join identity of an item, or null when some key is missing or null (SQL: NULL never matches). */
function joinId(item: unknown, tokens: readonly string[][]): string | null {
  const lookups = tokens.map((t) => lookupKey(item, t));
  if (lookups.some((l) => !l.found || l.value === null)) return null;
  return keyTupleId(lookups);
}

export default function jsonArrayJoin(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const left = input.left as unknown[];
  const right = input.right as unknown[];
  const itemBounds = { depth: bound(limits, 'max_item_depth') };
  checkEachJsonBounds(left, '/left', itemBounds);
  checkEachJsonBounds(right, '/right', itemBounds);
  const leftTokens = input.on.map((o, i) => keyTokens(o.left, `/on/${i}/left`));
  const rightTokens = input.on.map((o, i) => keyTokens(o.right ?? o.left, `/on/${i}/${o.right === undefined ? 'left' : 'right'}`));
  const type = input.type ?? 'inner';
  const keepLeft = type === 'left' || type === 'full';
  const keepRight = type === 'right' || type === 'full';

  // Hash join: right items by identity, in right order. Matched flags come from identities, not
  // from walking the pairs, so a max_items x max_items many-to-many is refused before any quadratic step.
  const rightIds = right.map((item) => joinId(item, rightTokens));
  const rightById = new Map<string, number[]>();
  rightIds.forEach((id, j) => {
    if (id === null) return;
    const list = rightById.get(id);
    if (list) list.push(j);
    else rightById.set(id, [j]);
  });
  const leftIds = new Set<string>();
  const leftMatches = left.map((item) => {
    const id = joinId(item, leftTokens);
    if (id === null) return [];
    leftIds.add(id);
    return rightById.get(id) ?? [];
  });
  const rightMatched = rightIds.map((id) => id !== null && leftIds.has(id));

  // Count rows and their item bytes before building anything: many-to-many can multiply.
  let pairs = 0;
  let leftOnly = 0;
  for (const list of leftMatches) {
    if (list.length > 0) pairs += list.length;
    else if (keepLeft) leftOnly++;
  }
  const rightOnly = keepRight ? rightMatched.filter((m) => !m).length : 0;
  const rowCount = pairs + leftOnly + rightOnly;
  if (rowCount > limits.max_output_rows) throw limitExceeded('', `the join would yield ${rowCount} rows; at most ${limits.max_output_rows} allowed (max_output_rows)`);
  const leftBytes = left.map((v) => measureJson(v).bytes);
  const rightBytes = right.map((v) => measureJson(v).bytes);
  let bytes = 0;
  leftMatches.forEach((list, i) => {
    if (list.length > 0) for (const j of list) bytes += leftBytes[i]! + rightBytes[j]!;
    else if (keepLeft) bytes += leftBytes[i]!;
  });
  if (keepRight) rightMatched.forEach((m, j) => { if (!m) bytes += rightBytes[j]!; });
  if (bytes > limits.max_output_bytes) throw limitExceeded('', `the joined items would take ${bytes} bytes as compact JSON; at most ${limits.max_output_bytes} allowed (max_output_bytes)`);

  const rows: Row[] = [];
  leftMatches.forEach((list, i) => {
    if (list.length > 0) for (const j of list) rows.push({ left_index: i, right_index: j, left: left[i], right: right[j] });
    else if (keepLeft) rows.push({ left_index: i, right_index: null, left: left[i] });
  });
  if (keepRight) rightMatched.forEach((m, j) => { if (!m) rows.push({ left_index: null, right_index: j, right: right[j] }); });
  return { rows, counts: { rows: rows.length, pairs, left_only: leftOnly, right_only: rightOnly } };
}
