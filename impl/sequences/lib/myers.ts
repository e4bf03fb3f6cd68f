// Myers' O((N+M)D) greedy shortest edit script ("An O(ND) Difference Algorithm and Its Variations",
// 1986, section 2), written out here rather than taken from a library so that the choice among
// equally short scripts is exactly the one the contracts state:
//   on diagonal k at edit cost d, the path comes from diagonal k+1 (an insertion) when k = -d, or
//   when k != d and V[k-1] < V[k+1]; otherwise from diagonal k-1 (a deletion); after each step the
//   path follows equal items ("snake") as far as it can.
// Afterwards, inside every maximal run of non-equal steps, deletions are put before insertions.
// The trace keeps V for every d, (D+1)^2 integers in all, so D is bounded by the caller's limit.
import { limitExceeded } from '../../lib/tool-error.js';

export const OP_EQUAL = 0;
export const OP_DELETE = 1;
export const OP_INSERT = 2;
export type Op = typeof OP_EQUAL | typeof OP_DELETE | typeof OP_INSERT;

/** Elementary steps turning `a` into `b`, in order; one per equal pair, deleted item and inserted item. */
export function myersOps(a: Int32Array, b: Int32Array, maxD: number, pointer: string): Uint8Array {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, maxD);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= limit && found < 0; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x: number;
      if (k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)) x = v[offset + k + 1]!;
      else x = v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  if (found < 0) throw limitExceeded(pointer, `the sequences differ by more than ${maxD} inserted and deleted items (max_edit_distance)`);

  // Walk back from (n, m) through the stored V of each cost d, collecting steps in reverse.
  const steps = new Uint8Array(n + m - (n + m - found) / 2);
  let at = steps.length;
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const k = x - y;
    const prev = trace[d - 1]!; // index of diagonal kk in prev is kk + (d - 1)
    const get = (kk: number) => prev[kk + d - 1]!;
    const fromAbove = k === -d || (k !== d && get(k - 1) < get(k + 1));
    const pk = fromAbove ? k + 1 : k - 1;
    const px = get(pk);
    const py = px - pk;
    const sx = fromAbove ? px : px + 1;
    while (x > sx) {
      steps[--at] = OP_EQUAL;
      x--;
      y--;
    }
    steps[--at] = fromAbove ? OP_INSERT : OP_DELETE;
    x = px;
    y = py;
  }
  while (x > 0) {
    steps[--at] = OP_EQUAL;
    x--;
  }
  return deletionsFirst(steps);
}

/** Within each maximal run of deletions and insertions, all deletions first (the script stays minimal). */
function deletionsFirst(steps: Uint8Array): Uint8Array {
  let i = 0;
  while (i < steps.length) {
    if (steps[i] === OP_EQUAL) {
      i++;
      continue;
    }
    let j = i;
    let dels = 0;
    while (j < steps.length && steps[j] !== OP_EQUAL) {
      if (steps[j] === OP_DELETE) dels++;
      j++;
    }
    steps.fill(OP_DELETE, i, i + dels);
    steps.fill(OP_INSERT, i + dels, j);
    i = j;
  }
  return steps;
}

export type Run = { op: Op; aStart: number; bStart: number; length: number };

/** Maximal runs of one kind of step, with the positions in `a` and `b` where each starts. */
export function toRuns(steps: Uint8Array): Run[] {
  const runs: Run[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < steps.length; ) {
    const op = steps[i] as Op;
    let j = i;
    while (j < steps.length && steps[j] === op) j++;
    const length = j - i;
    runs.push({ op, aStart: x, bStart: y, length });
    if (op !== OP_INSERT) x += length;
    if (op !== OP_DELETE) y += length;
    i = j;
  }
  return runs;
}

/** For every index of `a`, the index of `b` it is matched with as an equal item, or -1. */
export function matchOf(steps: Uint8Array, n: number): Int32Array {
  const match = new Int32Array(n).fill(-1);
  let x = 0;
  let y = 0;
  for (const s of steps) {
    if (s === OP_EQUAL) match[x++] = y++;
    else if (s === OP_DELETE) x++;
    else y++;
  }
  return match;
}

export const OP_NAMES = ['equal', 'delete', 'insert'] as const;
