// Exact polynomial helpers for the linalg tools (matrix-characteristic-polynomial): Berkowitz's
// division-free characteristic polynomial of an integer matrix, and the integer roots of a monic
// integer polynomial with their multiplicities, found among the divisors of its constant term within
// an eigenvalue bound and confirmed by exact synthetic division. Also the integer matrix product
// used by matrix-properties.
import { absInteger } from '../../math/lib/integer.js';

/**
 * The coefficients [1, c_1, ..., c_n] of det(x I - B), highest degree first, for a square integer
 * matrix B, by Berkowitz's algorithm (Berkowitz 1984): for r = 1..n the characteristic polynomial of
 * the leading r × r block is the product of a lower-triangular Toeplitz matrix, built from the entry
 * b_rr and the numbers R A^k C (R the row and C the column bordering the leading (r-1) × (r-1)
 * block A), with the polynomial of that block. Only additions and multiplications of integers: no
 * division, so every intermediate is an integer bounded by the caller's digit bound.
 */
export function berkowitz(b: readonly (readonly bigint[])[]): bigint[] {
  const n = b.length;
  let poly: bigint[] = [1n];
  for (let r = 0; r < n; r++) {
    // Leading block A = b[0..r-1][0..r-1], R = b[r][0..r-1], C = b[0..r-1][r], d = b[r][r].
    // t_0 = 1, t_1 = -d, t_{k+2} = -R A^k C for k = 0..r-1.
    const t: bigint[] = [1n, -b[r]![r]!];
    let v: bigint[] = [];
    for (let i = 0; i < r; i++) v.push(b[i]![r]!);
    for (let k = 0; k < r; k++) {
      let s = 0n;
      for (let j = 0; j < r; j++) s += b[r]![j]! * v[j]!;
      t.push(-s);
      if (k + 1 < r) {
        const w: bigint[] = [];
        for (let i = 0; i < r; i++) {
          let x = 0n;
          const row = b[i]!;
          for (let j = 0; j < r; j++) x += row[j]! * v[j]!;
          w.push(x);
        }
        v = w;
      }
    }
    // New polynomial (degree r + 1) = Toeplitz(t) · poly: q_i = sum_{j <= i} t_{i-j} poly_j.
    const next: bigint[] = [];
    for (let i = 0; i <= r + 1; i++) {
      let x = 0n;
      for (let j = Math.max(0, i - (r + 1)); j <= Math.min(i, r); j++) x += t[i - j]! * poly[j]!;
      next.push(x);
    }
    poly = next;
  }
  return poly;
}

/** Synthetic division of p (highest degree first) by (x - r): the quotient and the remainder p(r). */
export function divideByLinear(p: readonly bigint[], r: bigint): { quotient: bigint[]; remainder: bigint } {
  const quotient: bigint[] = [];
  let acc = 0n;
  for (let i = 0; i < p.length; i++) {
    acc = acc * r + p[i]!;
    if (i < p.length - 1) quotient.push(acc);
  }
  return { quotient, remainder: acc };
}

/** The integer roots, ascending, with multiplicities, of a monic integer polynomial (highest degree first). */
export type IntegerRoot = { root: bigint; multiplicity: number };

/**
 * The integer roots of the monic integer polynomial p whose roots all have absolute value at most
 * `bound`: zero with the multiplicity of the trailing zero coefficients, then every r with
 * 1 <= |r| <= min(bound, |c|) that divides the (non-zero) constant term c of what remains (rational
 * root theorem, leading coefficient 1), each confirmed and counted by repeated exact synthetic
 * division. The caller bounds `bound`, which bounds the candidates screened.
 */
export function integerRoots(p: readonly bigint[], bound: bigint): IntegerRoot[] {
  let q = p.slice();
  let zeros = 0;
  while (q.length > 1 && q[q.length - 1] === 0n) {
    q.pop();
    zeros++;
  }
  const found: IntegerRoot[] = [];
  if (zeros > 0) found.push({ root: 0n, multiplicity: zeros });
  if (q.length <= 1) return found;
  const c = absInteger(q[q.length - 1]!);
  const top = c < bound ? c : bound;
  for (let m = 1n; m <= top && q.length > 1; m++) {
    if (c % m !== 0n) continue;
    for (const r of [-m, m]) {
      let count = 0;
      for (;;) {
        if (q.length <= 1) break;
        const d = divideByLinear(q, r);
        if (d.remainder !== 0n) break;
        q = d.quotient;
        count++;
      }
      if (count > 0) found.push({ root: r, multiplicity: count });
    }
  }
  return found.sort((x, y) => (x.root < y.root ? -1 : x.root > y.root ? 1 : 0));
}

/** The product of two integer matrices (m × k times k × n). */
export function multiplyIntegerMatrices(a: readonly (readonly bigint[])[], b: readonly (readonly bigint[])[]): bigint[][] {
  const k = b.length;
  const n = k === 0 ? 0 : b[0]!.length;
  return a.map((row) => {
    const out: bigint[] = [];
    for (let j = 0; j < n; j++) {
      let s = 0n;
      for (let t = 0; t < k; t++) s += row[t]! * b[t]![j]!;
      out.push(s);
    }
    return out;
  });
}
