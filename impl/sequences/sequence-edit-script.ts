import type { Input, Output } from '../../generated/tools/sequences/sequence-edit-script.js';
import { limits } from '../../generated/tools/sequences/sequence-edit-script.js';
import { myersOps, OP_DELETE, OP_EQUAL, OP_INSERT, OP_NAMES, toRuns } from './lib/myers.js';
import { readPair } from './lib/sequence-input.js';

export default function sequenceEditScript(input: Input): Output {
  const { a, b, ia, ib } = readPair(input, limits);
  const steps = myersOps(ia, ib, limits.max_edit_distance, '/b');
  let equal = 0;
  let deletions = 0;
  let insertions = 0;
  for (const s of steps) {
    if (s === OP_EQUAL) equal++;
    else if (s === OP_DELETE) deletions++;
    else insertions++;
  }
  const script = toRuns(steps).map((r) => ({
    op: OP_NAMES[r.op],
    a_start: r.aStart,
    b_start: r.bStart,
    items: r.op === OP_INSERT ? b.slice(r.bStart, r.bStart + r.length) : a.slice(r.aStart, r.aStart + r.length),
  }));
  return { distance: deletions + insertions, deletions, insertions, equal, script } as Output;
}
