import type { Input, Output } from '../../generated/tools/sequences/sequence-hunks.js';
import { limits } from '../../generated/tools/sequences/sequence-hunks.js';
import { groupHunks } from './lib/hunks.js';
import { myersOps, OP_DELETE, OP_EQUAL, OP_INSERT, OP_NAMES, type Op } from './lib/myers.js';
import { readPair } from './lib/sequence-input.js';

/** difflib's `_format_range_unified`: 1-based start; an empty range starts at the item before. */
function unifiedRange(start: number, stop: number): { first: number; length: number; text: string } {
  const length = stop - start;
  const first = length === 0 ? start : start + 1;
  return { first, length, text: length === 1 ? `${first}` : `${first},${length}` };
}

export default function sequenceHunks(input: Input): Output {
  const context = input.context ?? 3;
  const { a, b, ia, ib } = readPair(input, limits);
  const steps = myersOps(ia, ib, limits.max_edit_distance, '/b');

  const hunks = groupHunks(steps, context).map((h) => {
    const old = unifiedRange(h.oldStart, h.oldStart + h.oldLength);
    const neu = unifiedRange(h.newStart, h.newStart + h.newLength);
    const lines: { op: string; item: unknown }[] = [];
    const push = (op: Op, items: unknown[]) => {
      for (const item of items) lines.push({ op: OP_NAMES[op], item });
    };
    for (const c of h.chunks) {
      if (c.equal) push(OP_EQUAL, a.slice(c.i1, c.i2));
      else {
        push(OP_DELETE, a.slice(c.i1, c.i2));
        push(OP_INSERT, b.slice(c.j1, c.j2));
      }
    }
    return {
      old_start: old.first,
      old_length: old.length,
      new_start: neu.first,
      new_length: neu.length,
      header: `@@ -${old.text} +${neu.text} @@`,
      lines,
    };
  });
  return { hunks } as Output;
}
