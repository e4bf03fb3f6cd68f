import type { Input, Output } from '../../generated/tools/graphs/schedule-intervals-select.js';
import { limits } from '../../generated/tools/graphs/schedule-intervals-select.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { gcd } from '../math/lib/integer.js';
import { parseRationalText, reduceRational, reducedRationalOutput, type Rational } from '../math/lib/rational.js';
import { readIntervals } from './lib/interval-scheduling.js';

export default function scheduleIntervalsSelect(input: Input): Output {
  const list = input.intervals;
  const iv = readIntervals(list, limits);
  const n = iv.ids.length;
  const weighted = list.some((x) => x.weight !== undefined);
  // Rule 4: the key order (end, start, id); the chosen set, read by end, is smallest in it.
  const before = (a: number, b: number) => iv.end[a]! - iv.end[b]! || iv.start[a]! - iv.start[b]! || iv.idRank[a]! - iv.idRank[b]!;
  let chosen: number[] = [];
  let total: Rational;
  if (!weighted) {
    // Rule 5: earliest finish first, in key order.
    const order = iv.ids.map((_, i) => i).sort(before);
    let last = -1;
    for (const i of order) {
      if (iv.start[i]! >= last) {
        chosen.push(i);
        last = iv.end[i]!;
      }
    }
    total = { num: BigInt(chosen.length), den: 1n };
  } else {
    // Rule 3: every weight present, non-negative; scaled to integers over the lcm of the denominators.
    const weights: Rational[] = list.map((x, i) => {
      if (x.weight === undefined) throw invalidInput(`/intervals/${i}`, 'when one interval has a weight, every interval needs one');
      const w = parseRationalText(x.weight, `/intervals/${i}/weight`);
      if (w.num < 0n) throw invalidInput(`/intervals/${i}/weight`, 'a weight is non-negative');
      return reduceRational(w);
    });
    const bound = 10n ** BigInt(limits.max_weight_lcm_digits);
    let lcm = 1n;
    weights.forEach((w, i) => {
      lcm = (lcm / gcd(lcm, w.den)) * w.den;
      if (lcm >= bound) throw limitExceeded(`/intervals/${i}/weight`, `the least common multiple of the weights' denominators has more than ${limits.max_weight_lcm_digits} digits`);
    });
    const scaled = weights.map((w) => w.num * (lcm / w.den));
    // Rule 5: suffix DP over the intervals by start. best[k]: the best (weight, count) of intervals
    // at start positions >= k, arg[k] its first interval (smallest in key order among equal bests).
    const byStart = iv.ids.map((_, i) => i).sort((a, b) => iv.start[a]! - iv.start[b]!);
    const startRank = byStart.map((i) => iv.start[i]!);
    const bestW = new Array<bigint>(n + 1);
    const bestC = new Array<number>(n + 1);
    const arg = new Array<number>(n + 1);
    const next = new Array<number>(n);
    bestW[n] = 0n;
    bestC[n] = 0;
    arg[n] = -1;
    for (let k = n - 1; k >= 0; k--) {
      const i = byStart[k]!;
      // The first start position at or after this interval's end (half-open: touching is compatible).
      let lo = k + 1;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (startRank[mid]! >= iv.end[i]!) hi = mid;
        else lo = mid + 1;
      }
      const w = scaled[i]! + bestW[lo]!;
      const c = 1 + bestC[lo]!;
      next[i] = arg[lo]!;
      const cmp = w > bestW[k + 1]! ? 1 : w < bestW[k + 1]! ? -1 : c - bestC[k + 1]!;
      if (cmp > 0 || (cmp === 0 && before(i, arg[k + 1]!) < 0)) {
        bestW[k] = w;
        bestC[k] = c;
        arg[k] = i;
      } else {
        bestW[k] = bestW[k + 1]!;
        bestC[k] = bestC[k + 1]!;
        arg[k] = arg[k + 1]!;
      }
    }
    for (let i = arg[0]!; i !== -1 && i !== undefined; i = next[i]!) chosen.push(i);
    total = reduceRational({ num: bestW[0]!, den: lcm });
  }
  chosen = chosen.sort(before);
  const out = reducedRationalOutput(total);
  return { ids: chosen.map((i) => iv.ids[i]!), count: chosen.length, total: { numerator: out.numerator, denominator: out.denominator } };
}
