// Grouping an edit script into unified-diff hunks (sequence-hunks, text-diff-unified) as GNU diff does (and Python's
// difflib.get_grouped_opcodes(n), which follows it): each change keeps up to n unchanged lines on
// each side; an unchanged run longer than 2n between two changes splits them into two hunks.
import { OP_DELETE, OP_EQUAL, toRuns } from './myers.js';

/** A run of equal lines, or one change (deleted lines i1..i2 of a, then inserted j1..j2 of b); half-open. */
export type Chunk = { equal: boolean; i1: number; i2: number; j1: number; j2: number };
/** A hunk: 0-based starts in a and b, lengths, and its chunks in order. */
export type Hunk = { oldStart: number; oldLength: number; newStart: number; newLength: number; chunks: Chunk[] };

export function groupHunks(steps: Uint8Array, context: number): Hunk[] {
  const codes: Chunk[] = [];
  for (const r of toRuns(steps)) {
    const last = codes[codes.length - 1];
    const i2 = r.aStart + (r.op === OP_EQUAL || r.op === OP_DELETE ? r.length : 0);
    const j2 = r.bStart + (r.op === OP_DELETE ? 0 : r.length);
    if (r.op !== OP_EQUAL && last && !last.equal) {
      last.i2 = i2;
      last.j2 = j2;
    } else codes.push({ equal: r.op === OP_EQUAL, i1: r.aStart, i2, j1: r.bStart, j2 });
  }
  if (!codes.some((c) => !c.equal)) return [];

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
  const groups: Chunk[][] = [];
  let group: Chunk[] = [];
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

  return groups
    .filter((g) => g.some((c) => !c.equal))
    .map((g) => {
      const chunks = g.filter((c) => c.i2 > c.i1 || c.j2 > c.j1);
      const f = g[0]!;
      const l = g[g.length - 1]!;
      return { oldStart: f.i1, oldLength: l.i2 - f.i1, newStart: f.j1, newLength: l.j2 - f.j1, chunks };
    });
}
