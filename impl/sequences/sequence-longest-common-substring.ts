import type { Input, Output } from '../../generated/tools/sequences/sequence-longest-common-substring.js';
import { limits } from '../../generated/tools/sequences/sequence-longest-common-substring.js';
import { limitExceeded } from '../lib/tool-error.js';
import { internSequences, readSequence } from './lib/sequence-input.js';

export default function sequenceLongestCommonSubstring(input: Input): Output {
  const a = readSequence(input.a, input.split, '/a', limits);
  const b = readSequence(input.b, input.split, '/b', limits);
  const n = a.length;
  const m = b.length;
  if (n * m > limits.max_cells) throw limitExceeded('/b', `${n} x ${m} comparisons exceed ${limits.max_cells} (max_cells)`);
  const [ia, ib] = internSequences([a, b]) as [Int32Array, Int32Array];

  // run[j + 1] = length of the common run ending at a[i] and b[j]; one row kept, filled right to
  // left so the previous row's value at j is still there. Scanning i then j ascending and taking
  // only strictly longer runs keeps the earliest end in a (so the earliest start in a, lengths being
  // equal), then the earliest in b.
  const run = new Int32Array(m + 1);
  let best = 0;
  let endA = -1;
  let endB = -1;
  for (let i = 0; i < n; i++) {
    const x = ia[i];
    for (let j = m - 1; j >= 0; j--) {
      const len = x === ib[j] ? run[j]! + 1 : 0;
      run[j + 1] = len;
    }
    for (let j = 0; j < m; j++) {
      const len = run[j + 1]!;
      if (len > best) {
        best = len;
        endA = i;
        endB = j;
      }
    }
  }
  if (best === 0) return { length: 0, a_start: null, b_start: null, items: [] } as Output;
  const aStart = endA - best + 1;
  return { length: best, a_start: aStart, b_start: endB - best + 1, items: a.slice(aStart, endA + 1) } as Output;
}
