import type { Input, Output } from '../../generated/tools/linalg/vectors-gram-schmidt.js';
import { limits } from '../../generated/tools/linalg/vectors-gram-schmidt.js';
import { limitExceeded } from '../lib/tool-error.js';
import { absInteger } from '../math/lib/integer.js';
import { gcdOf, quotient } from './lib/elimination.js';
import { commonDenominator, formatEntry, OutputBudget, scaleToIntegers } from './lib/matrix.js';
import { checkVectorList, readVectorList } from './lib/spans.js';

export default function vectorsGramSchmidt(input: Input): Output {
  const length = checkVectorList(input.vectors, limits.max_vectors, limits.max_length, '/vectors');
  const vectors = readVectorList(input.vectors, '/vectors');
  const scales: bigint[] = [];
  const ints = vectors.map((v, i) => {
    const l = commonDenominator(v, limits.max_bound_digits, 'max_bound_digits', `/vectors/${i}`);
    scales.push(l);
    return scaleToIntegers(v, l);
  });
  // H: each vector contributes the digits of n · m_i² (its squared norm bound) to the Gram determinant.
  const d = String(Math.max(length, 1)).length;
  let bound = 0;
  ints.forEach((b, i) => {
    let m = scales[i]!;
    for (const x of b) if (absInteger(x) > m) m = absInteger(x);
    bound += 2 * m.toString().length + d;
  });
  if (bound > limits.max_bound_digits) {
    throw limitExceeded('/vectors', `the growth bound of these vectors has ${bound} digits, more than ${limits.max_bound_digits} (max_bound_digits)`);
  }
  const kept: { w: bigint[]; ww: bigint }[] = [];
  const keptIndices: number[] = [];
  const droppedIndices: number[] = [];
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const basis: string[][] = [];
  ints.forEach((b, k) => {
    let num = b.slice();
    let den = 1n;
    for (const { w, ww } of kept) {
      let dot = 0n;
      for (let p = 0; p < length; p++) dot += num[p]! * w[p]!;
      if (dot === 0n) continue;
      num = num.map((x, p) => x * ww - dot * w[p]!);
      den *= ww;
      const g = gcdOf([den, ...num]);
      if (g > 1n) {
        num = num.map((x) => x / g);
        den /= g;
      }
    }
    if (num.every((x) => x === 0n)) {
      droppedIndices.push(k);
      return;
    }
    const out = den * scales[k]!;
    basis.push(num.map((x) => budget.take(formatEntry(quotient(x, out)))));
    const g = gcdOf(num);
    const w = num.map((x) => x / g);
    let ww = 0n;
    for (const x of w) ww += x * x;
    kept.push({ w, ww });
    keptIndices.push(k);
  });
  return { basis, kept_indices: keptIndices, dropped_indices: droppedIndices, rank: basis.length };
}
