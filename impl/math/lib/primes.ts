// Primality and factorization on BigInt for integer-is-prime, integer-factorize and integer-divisors:
// deterministic Miller-Rabin with the first 13 prime bases, trial division, and Pollard's rho with
// Brent's cycle detection from fixed constants (no randomness, so every answer is reproducible).
import { limitExceeded } from '../../lib/tool-error.js';
import { absInteger, decimalDigitsOfText, gcd, parseInteger } from './integer.js';
import { modPow } from './modular.js';

/** The first 13 primes, 2..41: the Miller-Rabin bases, tried in this order. */
export const MILLER_RABIN_BASES: readonly bigint[] = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];

/**
 * psi_13 (OEIS A014233, Sorenson & Webster 2015): the smallest strong pseudoprime to all of
 * MILLER_RABIN_BASES. Every n below it that passes those 13 bases is prime; n itself is composite
 * and passes them all. A property of the method, not a tunable limit.
 */
export const MILLER_RABIN_EXACT_BELOW = 3317044064679887385961981n;

/** The strong probable-prime test to base a for odd n > a + 1 (n - 1 = d * 2^s, d odd): true when n passes. */
export function isStrongProbablePrime(n: bigint, a: bigint): boolean {
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s += 1;
  }
  let x = modPow(a, d, n);
  if (x === 1n || x === n - 1n) return true;
  for (let i = 1; i < s; i += 1) {
    x = (x * x) % n;
    if (x === n - 1n) return true;
    if (x === 1n) return false;
  }
  return false;
}

export type PrimalityVerdict =
  | { isPrime: false; method: 'less_than_two' }
  | { isPrime: true; method: 'small_prime' | 'trial_division' | 'miller_rabin' }
  | { isPrime: false; method: 'trial_division'; factor: bigint }
  | { isPrime: false; method: 'miller_rabin'; witness: bigint };

/**
 * Primality of n < MILLER_RABIN_EXACT_BELOW (the caller checks the bound): n < 2 is not prime; n
 * equal to a base is prime; a base dividing n is a factor; n < 43^2 with no such factor is prime;
 * otherwise the first base that is a Miller-Rabin witness proves n composite, and none proves it prime.
 */
export function primalityVerdict(n: bigint): PrimalityVerdict {
  if (n < 2n) return { isPrime: false, method: 'less_than_two' };
  for (const p of MILLER_RABIN_BASES) {
    if (n === p) return { isPrime: true, method: 'small_prime' };
    if (n % p === 0n) return { isPrime: false, method: 'trial_division', factor: p };
  }
  if (n < 43n * 43n) return { isPrime: true, method: 'trial_division' };
  for (const a of MILLER_RABIN_BASES) {
    if (!isStrongProbablePrime(n, a)) return { isPrime: false, method: 'miller_rabin', witness: a };
  }
  return { isPrime: true, method: 'miller_rabin' };
}

/** Exact primality for 0 <= n < MILLER_RABIN_EXACT_BELOW. */
export function isPrime(n: bigint): boolean {
  return primalityVerdict(n).isPrime;
}

/** The primes below 1000 (168 of them), for trial division before Pollard's rho. */
export const TRIAL_PRIMES: readonly bigint[] = (() => {
  const limit = 1000;
  const composite = new Array<boolean>(limit).fill(false);
  const out: bigint[] = [];
  for (let i = 2; i < limit; i += 1) {
    if (composite[i]) continue;
    out.push(BigInt(i));
    for (let j = i * i; j < limit; j += i) composite[j] = true;
  }
  return out;
})();
const TRIAL_LIMIT_SQUARED = 1000n * 1000n;

/** Batch size of Brent's variant: gcd once per this many products of differences. */
const BRENT_BATCH = 128;

/** Counts the rho iterations of one factorization against a budget; thrown past it. */
export class RhoBudgetExceeded extends Error {}

/** The rho iterations still allowed; factorize decrements it, so a caller can read what was used. */
export type RhoBudget = { left: number };

function step(y: bigint, c: bigint, n: bigint): bigint {
  return (y * y + c) % n;
}

/**
 * Pollard's rho with Brent's cycle detection (Brent 1980) on composite n, iterating x -> x^2 + c
 * mod n from x0 = 2, products of |x - y| batched BRENT_BATCH at a time between gcds. Returns a
 * divisor d with 1 < d < n, or null when this c only finds n itself (the caller tries c + 1).
 */
function brentRho(n: bigint, c: bigint, budget: RhoBudget): bigint | null {
  let y = 2n;
  let x = y;
  let ys = y;
  let r = 1;
  let q = 1n;
  let g = 1n;
  while (g === 1n) {
    x = y;
    budget.left -= r;
    for (let i = 0; i < r; i += 1) y = step(y, c, n);
    let k = 0;
    while (k < r && g === 1n) {
      ys = y;
      const m = Math.min(BRENT_BATCH, r - k);
      budget.left -= m;
      if (budget.left < 0) throw new RhoBudgetExceeded();
      for (let i = 0; i < m; i += 1) {
        y = step(y, c, n);
        q = (q * (x > y ? x - y : y - x)) % n;
      }
      g = gcd(q, n);
      k += m;
    }
    r *= 2;
  }
  if (g === n) {
    // The batch overshot: replay it one difference at a time from its saved start.
    do {
      ys = step(ys, c, n);
      g = gcd(x > ys ? x - ys : ys - x, n);
    } while (g === 1n);
  }
  return g === n ? null : g;
}

/**
 * Prime factors of n >= 1 with exponents, ascending by prime. Trial division by the primes below
 * 1000, then for a cofactor m: prime when m < 1000^2 or when Miller-Rabin says so, otherwise split by
 * brentRho with c = 1, 2, 3, ... (the first c giving a proper divisor) and each part factored the same
 * way. Exact for n < MILLER_RABIN_EXACT_BELOW; `budget` bounds the total rho iterations (each
 * evaluation of x^2 + c counts one; RhoBudgetExceeded past it).
 */
export function factorize(n: bigint, budget: RhoBudget): { prime: bigint; exponent: number }[] {
  const counts = new Map<string, { prime: bigint; exponent: number }>();
  const add = (p: bigint) => {
    const key = p.toString();
    const entry = counts.get(key);
    if (entry) entry.exponent += 1;
    else counts.set(key, { prime: p, exponent: 1 });
  };
  let m = n;
  for (const p of TRIAL_PRIMES) {
    if (p * p > m) break;
    while (m % p === 0n) {
      add(p);
      m /= p;
    }
  }
  const pending: bigint[] = m > 1n ? [m] : [];
  while (pending.length > 0) {
    const v = pending.pop()!;
    if (v < TRIAL_LIMIT_SQUARED || isPrime(v)) {
      add(v);
      continue;
    }
    let d: bigint | null = null;
    for (let c = 1n; d === null; c += 1n) d = brentRho(v, c, budget);
    pending.push(d, v / d);
  }
  return [...counts.values()].sort((a, b) => (a.prime < b.prime ? -1 : a.prime > b.prime ? 1 : 0));
}

/**
 * The integer of a text that matched the input pattern, when |value| <= 2^bits; otherwise
 * limit_exceeded at `pointer`. A text with more digits than 2^bits is refused before conversion.
 */
export function parseWithinPowerOfTwo(text: string, bits: number, pointer: string): bigint {
  const bound = 1n << BigInt(bits);
  const tooLarge = () => limitExceeded(pointer, `|value| is above 2^${bits} = ${bound}`);
  if (decimalDigitsOfText(text) > bound.toString().length) throw tooLarge();
  const n = parseInteger(text);
  if (absInteger(n) > bound) throw tooLarge();
  return n;
}

/** factorize(n) for n >= 1 with at most `maxRhoIterations` rho iterations, else limit_exceeded at `pointer`. */
export function factorizeBounded(n: bigint, maxRhoIterations: number, pointer: string): { prime: bigint; exponent: number }[] {
  try {
    return factorize(n, { left: maxRhoIterations });
  } catch (e) {
    if (e instanceof RhoBudgetExceeded) throw limitExceeded(pointer, `factoring needs more than ${maxRhoIterations} rho iterations (max_rho_iterations)`);
    throw e;
  }
}

/** d(n) = product of (exponent + 1) over the prime factorization; 1 for n = 1. */
export function divisorCount(factors: readonly { exponent: number }[]): number {
  return factors.reduce((count, f) => count * (f.exponent + 1), 1);
}

/** sigma(n) = product of (p^(e+1) - 1) / (p - 1) over the prime factorization; 1 for n = 1. */
export function divisorSum(factors: readonly { prime: bigint; exponent: number }[]): bigint {
  return factors.reduce((sum, f) => sum * ((f.prime ** BigInt(f.exponent + 1) - 1n) / (f.prime - 1n)), 1n);
}

/** Every positive divisor of the number with this factorization, ascending. */
export function divisorList(factors: readonly { prime: bigint; exponent: number }[]): bigint[] {
  let divisors = [1n];
  for (const { prime, exponent } of factors) {
    const next: bigint[] = [];
    for (const d of divisors) {
      let term = d;
      for (let e = 0; e <= exponent; e += 1) {
        next.push(term);
        term *= prime;
      }
    }
    divisors = next;
  }
  return divisors.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
