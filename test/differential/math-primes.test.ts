// Differential tests, math category, primes and counting: integer-is-prime, integer-factorize,
// integer-divisors and integer-combinatorics against CPython 3 (one python3 run per test, every
// sampled input in one batch; skipped when python3 is absent outside CI) and bigint-crypto-utils.
//
// Oracles per tool:
//   integer-is-prime       a sieve of Eratosthenes below 10^6 and, above it, the Baillie-PSW test
//                          (strong base-2 test plus the strong Lucas test with Selfridge's parameters,
//                          a different method from the tool's 13 Miller-Rabin bases, proven exact
//                          below 2^64 and with no known counterexample), written in Python; and
//                          bigint-crypto-utils isProbablyPrime (random Miller-Rabin, 40 rounds). The
//                          inputs mix random values, products of two primes, OEIS A014233 strong
//                          pseudoprimes and A002997 Carmichael numbers, and values beside psi_13. The
//                          factor or witness the tool gives is checked independently: the factor
//                          divides the value, the witness fails Python's strong test pow(a, d, n).
//   integer-factorize      Python trial division below 10^6 (exact alone for smaller values), then
//                          Pollard's rho with Floyd's cycle detection from a seeded random.Random
//                          (different constants and start than the tool; the factorization is unique,
//                          so any correct method agrees) and Baillie-PSW for the prime parts.
//   integer-divisors       for n < 10^6 the divisors found by trial up to sqrt(n) (the definitions of
//                          OEIS A000005 and A000203); above, the divisors built from the Python
//                          factorization above and summed.
//   integer-combinatorics  math.factorial, math.comb, math.perm, math.comb(n + k - 1, k) and pow, and
//                          the rule 4 bound B computed with int.bit_length: the tool answers exactly
//                          when B <= 100000 and refuses exactly when B > 100000.
// No disagreement found.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { isProbablyPrime } from 'bigint-crypto-utils';
import { outcome } from '../support/direct.js';
import { hasProgram } from './support/programs.js';

const RUNS = 300;

const PY_COMMON = String.raw`
import sys, json, math, random
sys.set_int_max_str_digits(0)
def sprp(n, a):
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2; s += 1
    x = pow(a, d, n)
    if x == 1 or x == n - 1: return True
    for _ in range(s - 1):
        x = x * x % n
        if x == n - 1: return True
    return False
def jacobi(a, n):
    a %= n; r = 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5): r = -r
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3: r = -r
        a %= n
    return r if n == 1 else 0
def strong_lucas(n):
    D = 5
    while True:
        j = jacobi(D, n)
        if j == -1: break
        if j == 0 and abs(D) != n: return False
        D = -D - 2 if D > 0 else -D + 2
    if math.isqrt(n) ** 2 == n: return False
    P, Q = 1, (1 - D) // 4
    d, s = n + 1, 0
    while d % 2 == 0:
        d //= 2; s += 1
    U, V, Qk = 0, 2, 1
    inv2 = pow(2, -1, n)
    for bit in bin(d)[2:]:
        U, V, Qk = U * V % n, (V * V - 2 * Qk) % n, Qk * Qk % n
        if bit == '1':
            U, V = (P * U + V) * inv2 % n, (D * U + P * V) * inv2 % n
            Qk = Qk * Q % n
    if U == 0 or V == 0: return True
    for _ in range(s - 1):
        V, Qk = (V * V - 2 * Qk) % n, Qk * Qk % n
        if V == 0: return True
    return False
SIEVE_N = 10 ** 6
sieve = bytearray([1]) * SIEVE_N; sieve[0] = sieve[1] = 0
for i in range(2, math.isqrt(SIEVE_N) + 1):
    if sieve[i]: sieve[i * i::i] = bytearray(len(range(i * i, SIEVE_N, i)))
def is_prime(n):
    if n < SIEVE_N: return n >= 2 and bool(sieve[n])
    if n % 2 == 0: return False
    return sprp(n, 2) and strong_lucas(n)
rng = random.Random(20240601)
def rho(n):
    if n % 2 == 0: return 2
    while True:
        x = y = rng.randrange(2, n); c = rng.randrange(1, n); d = 1
        while d == 1:
            x = (x * x + c) % n; y = (y * y + c) % n; y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n: return d
def factor(n):
    out = {}
    p = 2
    while p < 1000 and p * p <= n:
        while n % p == 0:
            out[p] = out.get(p, 0) + 1; n //= p
        p += 1
    stack = [n] if n > 1 else []
    while stack:
        m = stack.pop()
        if is_prime(m): out[m] = out.get(m, 0) + 1; continue
        d = rho(m); stack += [d, m // d]
    return sorted(out.items())
`;

function python(body: string, samples: unknown): unknown[] {
  const py = spawnSync('python3', ['-c', PY_COMMON + body], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
  return JSON.parse(py.stdout) as unknown[];
}

const PSI_13 = 3317044064679887385961981n;
const TWO_64 = 1n << 64n;

/** Small primes to build products from, and the published pseudoprimes that fool weaker tests. */
const PRIMES = [2n, 3n, 5n, 7n, 41n, 43n, 97n, 65537n, 999983n, 2147483647n, 4294967291n, 4294967279n, 3203431780337n, 1000000007n];
const PSEUDOPRIMES = [
  2047n, 1373653n, 25326001n, 3215031751n, 2152302898747n, 3474749660383n, 341550071728321n, 3825123056546413051n, 318665857834031151167461n,
  561n, 1105n, 1729n, 2465n, 2821n, 6601n, 8911n, 10585n, 15841n, 29341n, 41041n, 46657n, 52633n, 62745n, 63973n, 75361n, 101101n, 1152271n, 4294967297n,
];

const valueUpTo = (max: bigint): fc.Arbitrary<bigint> =>
  fc.oneof(
    fc.bigInt({ min: -5n, max: 2000n }),
    fc.bigInt({ min: 1n, max: 10n ** 7n }),
    fc.bigInt({ min: 1n, max: max }),
    fc.tuple(fc.constantFrom(...PRIMES), fc.constantFrom(...PRIMES), fc.constantFrom(...PRIMES)).map(([a, b, c]) => a * b * c).filter((v) => v <= max),
    fc.tuple(fc.bigInt({ min: 1n << 20n, max: 1n << 32n }), fc.bigInt({ min: 1n << 20n, max: 1n << 32n })).map(([a, b]) => a * b),
    fc.constantFrom(...PSEUDOPRIMES).filter((v) => v <= max),
    fc.constantFrom(max, max - 1n, max + 1n, 2n ** 61n - 1n, 2n ** 64n - 59n),
  );

describe('differential: integer-is-prime against Baillie-PSW (Python) and bigint-crypto-utils', () => {
  it('agrees on primality, and its factor or witness holds', async function () {
    this.timeout(120_000);
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(valueUpTo(PSI_13), { numRuns: RUNS }).concat(PSEUDOPRIMES, [PSI_13 - 1n, PSI_13, PSI_13 - 168n, 0n, 1n, -7n]);
    const oracle = python('print(json.dumps([is_prime(n) for n in map(int, json.load(sys.stdin))]))', samples.map(String)) as boolean[];
    const witnesses = samples.map(() => '');
    const outs = [];
    for (const [i, n] of samples.entries()) {
      const r = await outcome('integer-is-prime', { value: String(n) });
      outs.push(r);
      if (n >= PSI_13) {
        expect(r, String(n)).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/value' });
        continue;
      }
      if (!r.ok) throw new Error(`refused ${n}: ${r.code}`);
      expect(r.value.is_prime, String(n)).to.equal(oracle[i]);
      if (n > 1n) expect(await isProbablyPrime(n, 40, true), String(n)).to.equal(oracle[i]);
      if (typeof r.value.factor === 'string') expect(n % BigInt(r.value.factor), String(n)).to.equal(0n);
      if (typeof r.value.witness === 'string') witnesses[i] = r.value.witness;
    }
    // Each witness really is one: Python's strong test fails for it.
    const checks = samples.map((n, i) => [String(n), witnesses[i]]).filter(([, w]) => w !== '');
    expect(checks.length).to.be.greaterThan(20);
    const held = python('print(json.dumps([not sprp(int(n), int(a)) for n, a in json.load(sys.stdin)]))', checks);
    expect(held.every((x) => x === true)).to.equal(true);
  });
});

describe('differential: integer-factorize against Python trial division and Pollard-Floyd rho', () => {
  it('agrees on the sign and the prime powers', async function () {
    this.timeout(120_000);
    if (!hasProgram('python3')) this.skip();
    const samples = fc
      .sample(fc.tuple(valueUpTo(TWO_64), fc.boolean()), { numRuns: RUNS })
      .map(([v, neg]) => (neg ? -v : v))
      .concat([TWO_64, -TWO_64, TWO_64 + 1n, 0n, 1n, -1n]);
    const oracle = python(
      'print(json.dumps([[[str(p), e] for p, e in factor(abs(n))] if n else [] for n in map(int, json.load(sys.stdin))]))',
      samples.map(String),
    ) as [string, number][][];
    for (const [i, n] of samples.entries()) {
      const r = await outcome('integer-factorize', { value: String(n) });
      if ((n < 0n ? -n : n) > TWO_64) {
        expect(r, String(n)).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/value' });
        continue;
      }
      const sign = n === 0n ? 0 : n < 0n ? -1 : 1;
      expect(r, String(n)).to.deep.equal({ ok: true, value: { sign, factors: oracle[i]!.map(([prime, exponent]) => ({ prime, exponent })) } });
    }
  });
});

describe('differential: integer-divisors against Python (trial below 10^6, from the factorization above)', () => {
  it('agrees on the divisors, their count and sum', async function () {
    this.timeout(120_000);
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(valueUpTo(TWO_64), { numRuns: RUNS }).filter((v) => v >= 1n && v <= TWO_64);
    const script = String.raw`
def divisors(n):
    if n < SIEVE_N:
        small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
        return sorted(set(small + [n // d for d in small]))
    ds = [1]
    for p, e in factor(n):
        ds = [d * p ** i for d in ds for i in range(e + 1)]
    return sorted(ds)
out = []
for n in map(int, json.load(sys.stdin)):
    ds = divisors(n)
    out.append([len(ds), str(sum(ds)), [str(d) for d in ds] if len(ds) <= 10000 else None])
print(json.dumps(out))`;
    const oracle = python(script, samples.map(String)) as [number, string, string[] | null][];
    for (const [i, n] of samples.entries()) {
      const [count, sum, divisors] = oracle[i]!;
      const r = await outcome('integer-divisors', { value: String(n) });
      if (divisors === null) expect(r).to.deep.include({ ok: false, code: 'limit_exceeded' });
      else expect(r, String(n)).to.deep.equal({ ok: true, value: { count, sum, divisors } });
      expect(await outcome('integer-divisors', { value: String(n), include_divisors: false })).to.deep.equal({ ok: true, value: { count, sum } });
    }
  });
});

describe('differential: integer-combinatorics against Python math.comb, perm, factorial and pow', () => {
  it('agrees on every kind, and refuses exactly when the bound passes 100000 bits', async function () {
    this.timeout(180_000);
    if (!hasProgram('python3')) this.skip();
    const kinds = ['factorial', 'combinations', 'permutations', 'combinations_with_repetition', 'permutations_with_repetition'] as const;
    const small = fc.bigInt({ min: 0n, max: 60n });
    const mid = fc.bigInt({ min: 0n, max: 12000n });
    const wide = fc.bigInt({ min: 0n, max: 10n ** 30n });
    const arg = fc.oneof(small, small, mid, wide, fc.constantFrom(8312n, 8313n, 66676n, 33338n, 100000n, 100001n));
    const samples = fc
      .sample(fc.tuple(fc.constantFrom(...kinds), arg, arg), { numRuns: RUNS })
      .concat([['combinations_with_repetition', 0n, 0n], ['combinations_with_repetition', 0n, 5n], ['permutations_with_repetition', 0n, 0n]]);
    const script = String.raw`
L = lambda x: x.bit_length()
MAX = 100000
def comb_bound(n, k):
    j = min(k, n - k); b = 0
    for i in range(1, j + 1):
        b += L(n - j + i) - L(i) + 1
        if b > MAX: return b
    return b
def answer(kind, n, k):
    if kind == 'factorial':
        b = 0
        for i in range(2, n + 1):
            b += L(i)
            if b > MAX: return None
        return math.factorial(n)
    if kind == 'combinations':
        if k > n: return 0
        return None if comb_bound(n, k) > MAX else math.comb(n, k)
    if kind == 'permutations':
        if k > n: return 0
        b = 0
        for i in range(k):
            b += L(n - i)
            if b > MAX: return None
        return math.perm(n, k)
    if kind == 'combinations_with_repetition':
        if n == 0: return 1 if k == 0 else 0
        return None if comb_bound(n + k - 1, k) > MAX else math.comb(n + k - 1, k)
    if k == 0: return 1
    if n <= 1: return n
    return None if k * L(n - 1) > MAX else n ** k
out = []
for kind, n, k in json.load(sys.stdin):
    v = answer(kind, int(n), int(k))
    out.append(None if v is None else str(v))
print(json.dumps(out))`;
    const oracle = python(script, samples.map(([kind, n, k]) => [kind, String(n), String(k)])) as (string | null)[];
    for (const [i, [kind, n, k]] of samples.entries()) {
      const input = kind === 'factorial' ? { kind, n: String(n) } : { kind, n: String(n), k: String(k) };
      const r = await outcome('integer-combinatorics', input);
      const expected = oracle[i];
      if (expected === null) expect(r, JSON.stringify(input)).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/n' });
      else expect(r, JSON.stringify(input)).to.deep.equal({ ok: true, value: { value: expected, digits: expected!.length } });
    }
  });

  it('refuses negative n or k as Python does', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = [['comb', -1, 2], ['comb', 5, -1], ['perm', -3, 1], ['perm', 4, -2], ['factorial', -1, 0]];
    const raised = python(
      'out = []\nfor f, n, k in json.load(sys.stdin):\n    try:\n        (math.factorial(n) if f == "factorial" else getattr(math, f)(n, k)); out.append(False)\n    except ValueError:\n        out.append(True)\nprint(json.dumps(out))',
      samples,
    );
    expect(raised.every((x) => x === true)).to.equal(true);
    const kindOf = { comb: 'combinations', perm: 'permutations', factorial: 'factorial' } as const;
    for (const [f, n, k] of samples as [keyof typeof kindOf, number, number][]) {
      const input = f === 'factorial' ? { kind: kindOf[f], n: String(n) } : { kind: kindOf[f], n: String(n), k: String(k) };
      expect(await outcome('integer-combinatorics', input)).to.deep.include({ ok: false, code: 'invalid_input' });
    }
  });
});
