import type { Input, Output } from '../../generated/tools/sequences/sequence-lcs.js';
import { limits } from '../../generated/tools/sequences/sequence-lcs.js';
import { limitExceeded } from '../lib/tool-error.js';
import { readPair } from './lib/sequence-input.js';

export default function sequenceLcs(input: Input): Output {
  const { a, ia, ib } = readPair(input, limits);
  const aIdx: number[] = [];
  const bIdx: number[] = [];

  // A common prefix is always the start of the earliest-matching LCS: (0, 0) is the smallest pair
  // there can be, and LCS(a, b) = 1 + LCS(a[1:], b[1:]) when a[0] = b[0]. (A common suffix is not
  // safe to strip: for a = [x], b = [x, x] the answer is (0, 0), not (0, 1).)
  let p = 0;
  while (p < ia.length && p < ib.length && ia[p] === ib[p]) {
    aIdx.push(p);
    bIdx.push(p);
    p++;
  }
  const n = ia.length - p;
  const m = ib.length - p;
  if (n * m > limits.max_cells) {
    throw limitExceeded('/b', `after the common prefix, ${n} x ${m} comparisons exceed ${limits.max_cells} (max_cells)`);
  }
  if (n > 0 && m > 0) {
    // s[i * w + j] = LCS length of a[p+i:] and b[p+j:]; values <= max_items fit 16 bits.
    const w = m + 1;
    const s = new Uint16Array((n + 1) * w);
    for (let i = n - 1; i >= 0; i--) {
      const ai = ia[p + i];
      for (let j = m - 1; j >= 0; j--) {
        const here = i * w + j;
        if (ai === ib[p + j]) s[here] = s[here + w + 1]! + 1;
        else {
          const down = s[here + w]!;
          const right = s[here + 1]!;
          s[here] = down > right ? down : right;
        }
      }
    }
    // Greedy on the earliest pair: the smallest row i' that can start the rest, then its smallest column.
    let i = 0;
    let j = 0;
    let r = s[0]!;
    while (r > 0) {
      let taken = false;
      for (let ii = i; ii < n && !taken; ii++) {
        const x = ia[p + ii];
        for (let jj = j; jj < m; jj++) {
          const rest = s[(ii + 1) * w + jj + 1]!;
          if (rest < r - 1) break; // non-increasing in jj: no later column can still fit
          if (x === ib[p + jj] && rest === r - 1) {
            aIdx.push(p + ii);
            bIdx.push(p + jj);
            i = ii + 1;
            j = jj + 1;
            r--;
            taken = true;
            break;
          }
        }
      }
    }
  }
  return { length: aIdx.length, items: aIdx.map((k) => a[k]), a_indices: aIdx, b_indices: bIdx } as Output;
}
