// Exact decompositions for matrix-lu-decompose (and the least-squares normal equations): fraction-free
// Doolittle elimination on rows scaled to integers (impl/linalg/lib/elimination.ts scaleRows), so
// every number held is, up to sign, a minor of the scaled matrix and Hadamard's bound covers it.
import { quotient, type ScaledRows } from './elimination.js';
import { limitExceeded } from '../../lib/tool-error.js';
import { commonDenominator, type Rational } from './matrix.js';

/**
 * Doolittle LU with a row exchange only when the pivot is zero, on the integer rows B = D · A of a
 * square matrix (s.rows, D = diag(s.scales)). Step k (k = 0..n−1) works on row k and column k: when
 * the working entry (k, k) is 0, the first row i > k with a non-zero entry in column k is swapped
 * with row k (its multipliers found so far move with it); when there is none, the step eliminates
 * nothing (the multipliers of column k are 0, and U keeps a 0 at (k, k)). Otherwise every row below
 * becomes (p · x_ij − x_ik · x_kj) / p_prev (Bareiss's exact division, p_prev the last non-zero
 * pivot, 1 at first), with multiplier x_ik / p. Every working entry is then x / p_prev for x a minor
 * of P·B (Sylvester's identity on the pivots taken), so the Schur-complement entry of PA is
 * x / (p_prev · L'_i), with L'_i the scale of the row now at i.
 *
 * Returns `perm` (row i of P·A is row perm[i] of A), the number of exchanges, and lazy entries of
 * L (unit lower triangular) and U (upper triangular) of P·A = L·U, each reduced when asked for.
 */
export function doolittleScaled(s: ScaledRows): {
  perm: number[];
  swaps: number;
  l: (i: number, k: number) => Rational;
  u: (k: number, j: number) => Rational;
  fullRank: boolean;
  lastPivot: bigint;
  scales: bigint[];
} {
  const n = s.rows.length;
  const a = s.rows.map((row) => row.slice());
  const scales = s.scales.slice();
  const perm = Array.from({ length: n }, (_, i) => i);
  // mult[i][k] = [numerator, denominator] of the multiplier of row i at step k over the scaled rows.
  const mult: [bigint, bigint][][] = Array.from({ length: n }, () => []);
  // uDen[k] = the divisor p_prev of row k when it became the pivot row.
  const uDen: bigint[] = new Array<bigint>(n).fill(1n);
  let prev = 1n;
  let swaps = 0;
  let fullRank = true;
  for (let k = 0; k < n; k++) {
    if (a[k]![k] === 0n) {
      let p = k + 1;
      while (p < n && a[p]![k] === 0n) p++;
      if (p < n) {
        [a[p], a[k]] = [a[k]!, a[p]!];
        [mult[p], mult[k]] = [mult[k]!, mult[p]!];
        [perm[p], perm[k]] = [perm[k]!, perm[p]!];
        [scales[p], scales[k]] = [scales[k]!, scales[p]!];
        swaps++;
      }
    }
    uDen[k] = prev;
    const rk = a[k]!;
    const pivot = rk[k]!;
    if (pivot === 0n) {
      fullRank = false;
      for (let i = k + 1; i < n; i++) mult[i]!.push([0n, 1n]);
      continue;
    }
    for (let i = k + 1; i < n; i++) {
      const ri = a[i]!;
      const f = ri[k]!;
      mult[i]!.push([f, pivot]);
      for (let j = k + 1; j < n; j++) ri[j] = (pivot * ri[j]! - f * rk[j]!) / prev;
      ri[k] = 0n;
    }
    prev = pivot;
  }
  const zero: Rational = { num: 0n, den: 1n };
  const one: Rational = { num: 1n, den: 1n };
  return {
    perm,
    swaps,
    fullRank,
    lastPivot: prev,
    scales,
    // L_A = D'^-1 · L_B · D': entry (i, k) = (x_ik / p) · L'_k / L'_i.
    l: (i, k) => {
      if (i === k) return one;
      if (k > i) return zero;
      const [x, p] = mult[i]![k]!;
      return x === 0n ? zero : quotient(x * scales[k]!, p * scales[i]!);
    },
    // U_A = D'^-1 · U_B: entry (k, j) = x_kj / (p_prev · L'_k).
    u: (k, j) => {
      if (j < k) return zero;
      const x = a[k]![j]!;
      return x === 0n ? zero : quotient(x, uDen[k]! * scales[k]!);
    },
  };
}

/**
 * The integer normal equations of min ‖A x − b‖₂: column j of A is multiplied by C_j, the least
 * common multiple of its denominators, giving an integer B = A · C; b is multiplied by L_b, giving
 * the integer vector beta. Then Aᵀ A x = Aᵀ b becomes G y = h with G = Bᵀ B, h = Bᵀ beta and
 * x = C · y / L_b. Each C_j and L_b is refused with limit_exceeded as it passes `maxDigits` digits
 * (/a/0/j for a column, /b for b), and a lower bound of the Hadamard digits of [G | h] passing
 * `maxDigits` is refused with limit_exceeded at /a before G is formed. Returns `b` (the rows of B), beta, the scales, and [G | h].
 */
export function normalEquations(
  a: readonly (readonly Rational[])[],
  bVector: readonly Rational[],
  n: number,
  maxDigits: number,
  limitName: string,
): { b: bigint[][]; beta: bigint[]; columnScales: bigint[]; bScale: bigint; augmented: bigint[][] } {
  const columnScales = Array.from({ length: n }, (_, j) => commonDenominator(a.map((row) => row[j]!), maxDigits, limitName, `/a/0/${j}`));
  const bScale = commonDenominator(bVector, maxDigits, limitName, '/b');
  const b = a.map((row) => row.map((r, j) => r.num * (columnScales[j]! / r.den)));
  const beta = bVector.map((r) => r.num * (bScale / r.den));
  // Before forming G: its diagonal entry G_jj = Σ_i b_ij² is at least M_j² for M_j = max_i |b_ij|,
  // so row j of [G | h] has at least 2 · digits(M_j) − 1 digits and H is at least the sum of these
  // (plus the same ⌈(n) · d / 2⌉ term as hadamardDigits): refused here, before the m · n² products.
  let lower = Math.ceil((n * String(Math.max(n + 1, 1)).length) / 2);
  for (let j = 0; j < n; j++) {
    let big = 0n;
    for (const row of b) {
      const x = row[j]! < 0n ? -row[j]! : row[j]!;
      if (x > big) big = x;
    }
    if (big > 0n) lower += 2 * big.toString().length - 1;
  }
  if (lower > maxDigits) {
    throw limitExceeded('/a', `the Hadamard bound of the normal equations has at least ${lower} digits, more than ${maxDigits} (${limitName}); intermediate numbers could grow that long`);
  }
  const augmented: bigint[][] = [];
  for (let j = 0; j < n; j++) {
    const row: bigint[] = [];
    for (let k = 0; k <= n; k++) {
      let s = 0n;
      for (let i = 0; i < b.length; i++) {
        const x = b[i]![j]!;
        const y = k < n ? b[i]![k]! : beta[i]!;
        if (x !== 0n && y !== 0n) s += x * y;
      }
      row.push(s);
    }
    augmented.push(row);
  }
  return { b, beta, columnScales, bScale, augmented };
}
