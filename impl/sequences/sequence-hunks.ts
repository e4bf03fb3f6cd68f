import type { Input, Output } from '../../generated/tools/sequences/sequence-hunks.js';
import { limits } from '../../generated/tools/sequences/sequence-hunks.js';
import { myersOps, OP_DELETE, OP_EQUAL, OP_INSERT, OP_NAMES, toRuns, type Op } from './lib/myers.js';
import { readPair } from './lib/sequence-input.js';

// One opcode as difflib.SequenceMatcher names them: [tag, i1, i2, j1, j2], half-open ranges.
type Code = { equal: boolean; i1: number; i2: number; j1: number; j2: number };

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

  // Equal runs and change blocks (a delete run and/or the insert run right after it).
  const codes: Code[] = [];
  for (const r of toRuns(steps)) {
    const last = codes[codes.length - 1];
    const i2 = r.aStart + (r.op === OP_EQUAL || r.op === OP_DELETE ? r.length : 0);
    const j2 = r.bStart + (r.op === OP_DELETE ? 0 : r.length);
    if (r.op !== OP_EQUAL && last && !last.equal) {
      last.i2 = i2;
      last.j2 = j2;
    } else codes.push({ equal: r.op === OP_EQUAL, i1: r.aStart, i2, j1: r.bStart, j2 });
  }

  // Grouping as difflib.SequenceMatcher.get_grouped_opcodes(n): trim the outer equal runs to n
  // items and split at every equal run longer than 2n.
  const groups: Code[][] = [];
  if (codes.length > 0) {
    const first = codes[0]!;
    if (first.equal) {
      first.i1 = Math.max(first.i1, first.i2 - context);
      first.j1 = Math.max(first.j1, first.j2 - context);
    }
    const last = codes[codes.length - 1]!;
    if (last.equal) {
      last.i2 = Math.min(last.i2, last.i1 + context);
      last.j2 = Math.min(last.j2, last.j1 + context);
    }
    let group: Code[] = [];
    for (const c of codes) {
      let { i1, j1 } = c;
      if (c.equal && c.i2 - c.i1 > 2 * context) {
        group.push({ equal: true, i1, i2: Math.min(c.i2, i1 + context), j1, j2: Math.min(c.j2, j1 + context) });
        groups.push(group);
        group = [];
        i1 = Math.max(i1, c.i2 - context);
        j1 = Math.max(j1, c.j2 - context);
      }
      group.push({ equal: c.equal, i1, i2: c.i2, j1, j2: c.j2 });
    }
    groups.push(group);
  }

  const hunks = groups
    .filter((g) => g.some((c) => !c.equal))
    .map((g) => {
      const old = unifiedRange(g[0]!.i1, g[g.length - 1]!.i2);
      const neu = unifiedRange(g[0]!.j1, g[g.length - 1]!.j2);
      const lines: { op: string; item: unknown }[] = [];
      const push = (op: Op, items: unknown[]) => {
        for (const item of items) lines.push({ op: OP_NAMES[op], item });
      };
      for (const c of g) {
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
