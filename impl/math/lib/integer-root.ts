// Exact integer nth roots on BigInt (integer Newton iteration, no floating point).
import { bitLength } from './integer.js';

/**
 * The floor of the real nth root of s >= 0 for n >= 1: the largest r with r^n <= s. Below 2^n the
 * root is 0 or 1; otherwise integer Newton from r0 = 2^ceil(b / n) > root, which decreases strictly
 * until it reaches the floor root and then stops decreasing.
 */
export function floorRoot(s: bigint, n: number): bigint {
  if (s < 2n) return s;
  if (n === 1) return s;
  const b = bitLength(s);
  if (b <= n) return 1n; // 1 <= s < 2^n
  const k = BigInt(n);
  let r = 1n << BigInt(Math.ceil(b / n));
  for (;;) {
    const next = ((k - 1n) * r + s / r ** (k - 1n)) / k;
    if (next >= r) return r;
    r = next;
  }
}
