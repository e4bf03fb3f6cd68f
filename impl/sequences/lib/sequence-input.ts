// Reading the sequences the sequences tools compare: a JSON array of any values, or a text split
// into lines or code points. Items are then interned to integer ids by JSON value equality, so the
// algorithms compare small integers instead of walking JSON trees.
import { measureJson } from '../../lib/json-measure.js';
import { canonicalKey } from '../../lib/json-value.js';
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';

export type Split = 'none' | 'lines' | 'code_points';

/** What a tool passes from its contract's limits: items per sequence, and nesting inside one item (`[[1]]` has depth 2). */
export type SequenceLimits = { readonly max_items: number; readonly max_item_depth: number };

/**
 * Lines without their terminators: LF ends a line and a CR right before that LF belongs to the
 * terminator; a final terminator does not open an empty last line, so "a\nb" and "a\nb\n" give the
 * same lines. A lone CR is ordinary content. The empty text has no lines.
 */
export function splitLines(text: string): string[] {
  const parts = text.split('\n');
  const tail = parts.pop()!;
  const lines = parts.map((p) => (p.endsWith('\r') ? p.slice(0, -1) : p));
  if (tail !== '') lines.push(tail);
  return lines;
}

/** Unicode code points; a surrogate pair is one item (the runtime has already refused lone ones). */
export function splitCodePoints(text: string): string[] {
  return Array.from(text);
}

/** Refuses items nested deeper than `maxDepth` (max_item_depth) before anything recursive touches them. */
export function checkItemDepth(items: readonly unknown[], pointer: string, maxDepth: number): void {
  // The array itself is one level, so its items may reach maxDepth + 1 in total.
  const m = measureJson(items, maxDepth + 1);
  if (m.truncated) throw limitExceeded(pointer, `an item is nested deeper than ${maxDepth} levels (max_item_depth)`);
}

/**
 * The sequence behind one input field. `split` "none" (the default) needs a JSON array; "lines" and
 * "code_points" need a string. The item count is checked against `limits.max_items` after splitting.
 */
export function readSequence(value: unknown, split: Split | undefined, pointer: string, limits: SequenceLimits): unknown[] {
  const maxItems = limits.max_items;
  const mode = split ?? 'none';
  let items: unknown[];
  if (mode === 'none') {
    if (!Array.isArray(value)) throw invalidInput(pointer, 'a string needs split "lines" or "code_points"; with split "none" give a JSON array');
    items = value;
  } else {
    if (typeof value !== 'string') throw invalidInput(pointer, `split "${mode}" needs a string, not an array`);
    items = mode === 'lines' ? splitLines(value) : splitCodePoints(value);
  }
  if (items.length > maxItems) throw limitExceeded(pointer, `${items.length} items, more than the ${maxItems} allowed (max_items)`);
  if (mode === 'none') checkItemDepth(items, pointer, limits.max_item_depth);
  return items;
}

/** Integer ids, equal exactly when the items are equal JSON values (shared across all sequences given). */
export function internSequences(sequences: readonly (readonly unknown[])[]): Int32Array[] {
  const ids = new Map<string, number>();
  return sequences.map((seq) => {
    const out = new Int32Array(seq.length);
    for (let i = 0; i < seq.length; i++) {
      const key = canonicalKey(seq[i]);
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
      }
      out[i] = id;
    }
    return out;
  });
}

export type PairInput = { a: unknown[] | string; b: unknown[] | string; split?: Split };
export type Pair = { a: unknown[]; b: unknown[]; ia: Int32Array; ib: Int32Array };

/**
 * `a` then `b` of a two-sequence tool, read under the one `split` with the same item limit, and
 * their interned ids. Tools with a size check of their own before any work read the two themselves.
 */
export function readPair(input: PairInput, limits: SequenceLimits): Pair {
  const a = readSequence(input.a, input.split, '/a', limits);
  const b = readSequence(input.b, input.split, '/b', limits);
  const [ia, ib] = internSequences([a, b]) as [Int32Array, Int32Array];
  return { a, b, ia, ib };
}
