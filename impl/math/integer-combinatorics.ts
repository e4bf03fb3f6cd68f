import type { Input, Output } from '../../generated/tools/math/integer-combinatorics.js';
import { limits } from '../../generated/tools/math/integer-combinatorics.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { bitLength, parseInteger } from './lib/integer.js';

const L = (x: bigint): bigint => BigInt(bitLength(x));

export default function integerCombinatorics(input: Input): Output {
  if (input.n.startsWith('-') && input.n !== '-0') throw invalidInput('/n', 'n must not be negative');
  const n = parseInteger(input.n);
  if (input.kind === 'factorial') {
    if (input.k !== undefined) throw invalidInput('/k', 'factorial takes n alone; k must be absent');
    return result(factorial(n));
  }
  if (input.k === undefined) throw invalidInput('/k', `${input.kind} needs k`);
  if (input.k.startsWith('-') && input.k !== '-0') throw invalidInput('/k', 'k must not be negative');
  const k = parseInteger(input.k);
  switch (input.kind) {
    case 'combinations':
      return result(combinations(n, k));
    case 'permutations':
      return result(permutations(n, k));
    case 'combinations_with_repetition':
      // ((n k)) = C(n + k - 1, k); with no kinds to choose from only the empty choice exists.
      return result(n === 0n ? (k === 0n ? 1n : 0n) : combinations(n + k - 1n, k));
    case 'permutations_with_repetition':
      return result(power(n, k));
  }
}

function result(value: bigint): Output {
  const text = value.toString();
  return { value: text, digits: text.length };
}

/** Adds terms to the rule 4 bound B, refusing as soon as it passes max_result_bits (every term is >= 1). */
class Bound {
  private total = 0n;
  private readonly max = BigInt(limits.max_result_bits);
  add(term: bigint): void {
    this.total += term;
    if (this.total > this.max) {
      throw limitExceeded('/n', `the result may have more than ${limits.max_result_bits} bits (max_result_bits): its bound already exceeds it`);
    }
  }
}

function factorial(n: bigint): bigint {
  const bound = new Bound();
  for (let i = 2n; i <= n; i += 1n) bound.add(L(i));
  return rangeProduct(1n, n);
}

function permutations(n: bigint, k: bigint): bigint {
  if (k > n) return 0n;
  const bound = new Bound();
  for (let i = 0n; i < k; i += 1n) bound.add(L(n - i));
  return rangeProduct(n - k + 1n, n);
}

/**
 * lo x (lo + 1) x ... x hi (1 when hi < lo) by binary splitting: the halves' products are of similar
 * size, so the big multiplications are balanced (V8 multiplies balanced operands in subquadratic time).
 */
function rangeProduct(lo: bigint, hi: bigint): bigint {
  if (hi < lo) return 1n;
  if (hi - lo < 16n) {
    let r = lo;
    for (let i = lo + 1n; i <= hi; i += 1n) r *= i;
    return r;
  }
  const mid = (lo + hi) / 2n;
  return rangeProduct(lo, mid) * rangeProduct(mid + 1n, hi);
}

function combinations(n: bigint, k: bigint): bigint {
  if (k > n) return 0n;
  const j = k < n - k ? k : n - k;
  const bound = new Bound();
  for (let i = 1n; i <= j; i += 1n) bound.add(L(n - j + i) - L(i) + 1n);
  // C(n, j) = P(n, j) / j!, both products by binary splitting; the division is exact.
  return rangeProduct(n - j + 1n, n) / rangeProduct(1n, j);
}

function power(n: bigint, k: bigint): bigint {
  if (k === 0n) return 1n;
  if (n <= 1n) return n;
  new Bound().add(k * L(n - 1n));
  return n ** k;
}
