import type { Input, Output } from '../../generated/tools/sequences/sequence-edit-distance.js';
import { limits } from '../../generated/tools/sequences/sequence-edit-distance.js';
import { limitExceeded } from '../lib/tool-error.js';
import { internSequences, readSequence } from './lib/sequence-input.js';

// Choice stored per cell: the first optimal step in the contract's preference order.
const EQUAL = 0;
const SUBSTITUTE = 1;
const TRANSPOSE = 2;
const INSERT = 3;
const DELETE = 4;
const NAMES = ['equal', 'substitute', 'transpose', 'insert', 'delete'] as const;

export default function sequenceEditDistance(input: Input): Output {
  const a = readSequence(input.a, input.split, '/a', limits);
  const b = readSequence(input.b, input.split, '/b', limits);
  const n = a.length;
  const m = b.length;
  if ((n + 1) * (m + 1) > limits.max_cells) throw limitExceeded('/b', `(${n} + 1) x (${m} + 1) table cells exceed ${limits.max_cells} (max_cells)`);
  const ins = input.costs?.insert ?? 1;
  const del = input.costs?.delete ?? 1;
  const sub = input.costs?.substitute ?? 1;
  const trans = input.costs?.transpose; // absent: plain Levenshtein, no transposition step
  const [ia, ib] = internSequences([a, b]) as [Int32Array, Int32Array];

  // Three rolling rows of distances (transposition looks two rows back) and one byte per cell
  // for the chosen step. Costs <= max_cost and n + m <= 2 x max_items keep every sum inside 2^31.
  const w = m + 1;
  let prev2 = new Int32Array(w);
  let prev = new Int32Array(w);
  let cur = new Int32Array(w);
  const choice = new Uint8Array((n + 1) * w);
  for (let j = 0; j <= m; j++) {
    prev[j] = j * ins;
    choice[j] = INSERT;
  }
  for (let i = 1; i <= n; i++) {
    cur[0] = i * del;
    choice[i * w] = DELETE;
    const x = ia[i - 1];
    for (let j = 1; j <= m; j++) {
      const y = ib[j - 1];
      let best: number;
      let pick: number;
      if (x === y) {
        best = prev[j - 1]!;
        pick = EQUAL;
      } else {
        best = prev[j - 1]! + sub;
        pick = SUBSTITUTE;
      }
      if (trans !== undefined && i > 1 && j > 1 && x === ib[j - 2] && ia[i - 2] === y && x !== y) {
        const t = prev2[j - 2]! + trans;
        if (t < best) {
          best = t;
          pick = TRANSPOSE;
        }
      }
      const viaInsert = cur[j - 1]! + ins;
      if (viaInsert < best) {
        best = viaInsert;
        pick = INSERT;
      }
      const viaDelete = prev[j]! + del;
      if (viaDelete < best) {
        best = viaDelete;
        pick = DELETE;
      }
      cur[j] = best;
      choice[i * w + j] = pick;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  const distance = prev[m]!;

  // Walk back from (n, m); reading the steps forwards then puts deletions before insertions.
  const back: { op: number; i: number; j: number }[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const pick = choice[i * w + j]!;
    if (pick === EQUAL || pick === SUBSTITUTE) {
      i--;
      j--;
    } else if (pick === TRANSPOSE) {
      i -= 2;
      j -= 2;
    } else if (pick === INSERT) j--;
    else i--;
    back.push({ op: pick, i, j });
  }
  const counts = { equal: 0, substitute: 0, transpose: 0, insert: 0, delete: 0 };
  const alignment = back.reverse().map((s) => {
    counts[NAMES[s.op]!]++;
    return { op: NAMES[s.op]!, a_index: s.i, b_index: s.j };
  });
  return { distance, counts, alignment } as Output;
}
