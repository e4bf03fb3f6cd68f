// Differential tests, math category, number theory: integer-divmod, integer-gcd-lcm,
// integer-mod-inverse, integer-pow-mod, integer-crt and integer-root against CPython 3 (one python3
// run per test with every sampled input; skipped when python3 is absent, a failure on CI) and
// bigint-crypto-utils (npm), on seeded inputs with "-0", small values (ties, 0, ±1), 2^64
// neighbours and values up to the 1001-character limit.
//
// Oracles per tool:
//   integer-divmod       Python divmod (floor: `//` and `%`); decimal.Decimal's divmod with a
//                        precision above any input (truncate: Decimal's `//` and `%` round toward
//                        zero); Euclidean from its definition over Python's floor result
//                        (0 <= r < |b|, q = (a - r) // b).
//   integer-gcd-lcm      math.gcd and math.lcm with every value as arguments; the limit from the
//                        digit count of math.lcm against min(10000, 10000000 // n).
//   integer-mod-inverse  pow(a, -1, m) (ValueError: no inverse) and math.gcd; bigint-crypto-utils
//                        eGcd(|a|, m) (the same iterative extended Euclid, positive arguments only)
//                        for the Bézout pair, modInv for the inverse.
//   integer-pow-mod      pow(b, e, m) and bigint-crypto-utils modPow.
//   integer-crt          the pairwise criterion, independent of the tool's left-to-right folding: a
//                        system is solvable exactly when r_i ≡ r_j (mod gcd(m_i, m_j)) for every pair
//                        (Knuth TAOCP 4.3.2, exercise 3), so the first conflict is the first k with a
//                        violating j < k; a solution is checked with `%` against every congruence and
//                        math.lcm of the moduli, and on small moduli found by trying every x.
//   integer-root         math.isqrt (n = 2, x >= 0) and the definition r**n <= x < (r + 1)**n in
//                        Python for every n and sign (floor), with the other modes from the exact
//                        comparison of 2**n * x with (2r + 1)**n.
// Pinned: bigint-crypto-utils's eGcd(m, m) answers x 1, y 0 where Algorithm X on (|a|, m), the
// contract's rule 3 (Knuth; Wikipedia's table), stops after one step with x 0, y 1: both satisfy
// a·x + m·y = g, the contract names which one; case "rule 3, |a| = m ...". eGcd also refuses a zero
// argument (the tool answers x 0, y 1 for a = 0, case "rule 5, 0 has no inverse modulo 7").
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import * as bcu from 'bigint-crypto-utils';
import fc from 'fast-check';
import { outcome, runTool } from '../support/direct.js';
import { hasProgram } from './support/programs.js';
import { digits } from '../properties/math/math-arbitraries.js';

const RUNS = 200;

/** Integer texts as the tools accept them: small values, "-0", 2^64 neighbours, up to 1001 characters. */
const integerText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -12, max: 12 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('-0', '18446744073709551615', '18446744073709551616', '-9223372036854775808', '2305843009213693951') },
  { weight: 3, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.boolean(), digits(990, 1000)).map(([neg, d]) => (neg ? '-' + d : d)) },
  { weight: 1, arbitrary: digits(1001, 1001) },
);
const positiveText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  { weight: 3, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: digits(900, 1001) },
);

/** Runs one Python script over every sampled input at once; `f(x)` is applied to each item of the JSON list. */
function python(body: string, inputs: unknown[]): unknown[] {
  const script = `import sys, json, math, decimal\nsys.set_int_max_str_digits(0)\n${body}\nprint(json.dumps([f(x) for x in json.load(sys.stdin)]))`;
  const py = spawnSync('python3', ['-c', script], { input: JSON.stringify(inputs), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
  return JSON.parse(py.stdout) as unknown[];
}

const abs = (v: bigint) => (v < 0n ? -v : v);

describe('differential: integer-divmod against Python divmod and decimal', () => {
  it('floor, truncate and Euclidean quotient and remainder', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(fc.tuple(integerText, integerText.filter((b) => BigInt(b) !== 0n)), { numRuns: RUNS });
    const expected = python(
      `decimal.getcontext().prec = 3000
def f(x):
    a, b = int(x[0]), int(x[1])
    q, r = divmod(a, b)
    dq, dr = divmod(decimal.Decimal(x[0]), decimal.Decimal(x[1]))
    e = r if r >= 0 else r + abs(b)
    return {"floor": [str(q), str(r)], "truncate": [str(int(dq)), str(int(dr))], "euclidean": [str((a - e) // b), str(e)]}`,
      samples,
    ) as Record<string, [string, string]>[];
    for (const [i, [dividend, divisor]] of samples.entries()) {
      for (const convention of ['floor', 'truncate', 'euclidean'] as const) {
        const [quotient, remainder] = expected[i]![convention]!;
        expect(await runTool('integer-divmod', { dividend, divisor, convention }), `${dividend} ${convention} ${divisor}`).to.deep.equal({ quotient, remainder });
      }
    }
  });
});

describe('differential: integer-gcd-lcm against math.gcd, math.lcm and bigint-crypto-utils', () => {
  it('gcd and lcm of lists, refusing exactly the lcms over the digit limit', async function () {
    if (!hasProgram('python3')) this.skip();
    const list = fc.oneof(
      fc.array(integerText, { maxLength: 12 }),
      fc.array(fc.integer({ min: -40, max: 40 }).map(String), { maxLength: 30 }),
      fc.array(digits(990, 1001), { minLength: 9, maxLength: 12 }),
    );
    const samples = fc.sample(list, { numRuns: RUNS });
    const expected = python(
      `def f(v):
    n = [int(t) for t in v]
    l = math.lcm(*n)
    over = l != 0 and len(n) > 0 and len(str(l)) > min(10000, 10000000 // len(n))
    return {"gcd": str(math.gcd(*n)), "lcm": None if over else str(l)}`,
      samples,
    ) as { gcd: string; lcm: string | null }[];
    for (const [i, values] of samples.entries()) {
      const r = await outcome('integer-gcd-lcm', { values });
      const e = expected[i]!;
      if (e.lcm === null) expect(r, JSON.stringify(values)).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/values' });
      else expect(r, JSON.stringify(values)).to.deep.equal({ ok: true, value: { gcd: e.gcd, lcm: e.lcm } });
    }
  });

  it('agrees with bigint-crypto-utils gcd and lcm on pairs of non-zero values', async () => {
    await fc.assert(
      fc.asyncProperty(integerText.filter((t) => BigInt(t) !== 0n), integerText.filter((t) => BigInt(t) !== 0n), async (a, b) => {
        const out = (await runTool('integer-gcd-lcm', { values: [a, b] })) as { gcd: string; lcm: string };
        expect(out.gcd).to.equal(String(bcu.gcd(BigInt(a), BigInt(b))));
        expect(out.lcm).to.equal(String(bcu.lcm(abs(BigInt(a)), abs(BigInt(b)))));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: integer-mod-inverse against pow(a, -1, m) and bigint-crypto-utils', () => {
  it('inverse and gcd as Python pow(a, -1, m) and math.gcd', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(fc.tuple(integerText, positiveText), { numRuns: RUNS });
    const expected = python(
      `def f(x):
    a, m = int(x[0]), int(x[1])
    try:
        inv = str(pow(a, -1, m))
    except ValueError:
        inv = None
    return [inv, str(math.gcd(a, m))]`,
      samples,
    ) as [string | null, string][];
    for (const [i, [value, modulus]] of samples.entries()) {
      const out = (await runTool('integer-mod-inverse', { value, modulus })) as { exists: boolean; inverse?: string; gcd: string };
      const [inv, g] = expected[i]!;
      expect(out.gcd, `${value} mod ${modulus}`).to.equal(g);
      expect(out.exists).to.equal(inv !== null);
      expect(out.inverse).to.equal(inv ?? undefined);
    }
  });

  it('the Bézout pair is bigint-crypto-utils eGcd(|a|, m), x negated for a < 0; the inverse is its modInv', async () => {
    await fc.assert(
      fc.asyncProperty(integerText.filter((t) => BigInt(t) !== 0n), positiveText, async (value, modulus) => {
        const out = (await runTool('integer-mod-inverse', { value, modulus })) as { exists: boolean; inverse?: string; gcd: string; x: string; y: string };
        const [a, m] = [BigInt(value), BigInt(modulus)];
        // Pinned: for |a| = m, eGcd answers x 1, y 0 (it divides m by |a| first); Algorithm X on (|a|, m)
        // stops after one step with x 0, y 1, case "rule 3, |a| = m ...". Both are Bézout pairs.
        if (abs(a) === m) return;
        const e = bcu.eGcd(abs(a), m);
        expect([out.gcd, out.x, out.y]).to.deep.equal([String(e.g), String(a < 0n ? -e.x : e.x), String(e.y)]);
        if (out.exists && m > 1n) expect(out.inverse).to.equal(String(bcu.modInv(a, m)));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: integer-pow-mod against pow(b, e, m) and bigint-crypto-utils modPow', () => {
  const exponent = fc.oneof(fc.integer({ min: 0, max: 5 }).map(String), fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String), digits(1000, 1001), fc.constant('-0'));

  it('agrees with Python pow(b, e, m)', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(fc.tuple(integerText, exponent, positiveText), { numRuns: RUNS });
    const expected = python('def f(x):\n    return str(pow(int(x[0]), int(x[1]), int(x[2])))', samples) as string[];
    for (const [i, [base, exp, modulus]] of samples.entries()) {
      expect(await runTool('integer-pow-mod', { base, exponent: exp, modulus }), `${base}^${exp} mod ${modulus}`).to.deep.equal({ result: expected[i] });
    }
  });

  it('agrees with bigint-crypto-utils modPow', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, exponent, positiveText, async (base, exp, modulus) => {
        const out = (await runTool('integer-pow-mod', { base, exponent: exp, modulus })) as { result: string };
        expect(out.result).to.equal(String(bcu.modPow(BigInt(base), BigInt(exp), BigInt(modulus))));
      }),
      { numRuns: 100 },
    );
  });
});

describe('differential: integer-crt against the pairwise solvability criterion in Python', () => {
  it('solvable exactly when every pair agrees modulo the gcd of its moduli; the solution checked by %', async function () {
    if (!hasProgram('python3')) this.skip();
    const congruence = (r: fc.Arbitrary<string>, m: fc.Arbitrary<string>) => fc.record({ remainder: r, modulus: m });
    const system = fc.oneof(
      fc.array(congruence(fc.integer({ min: -40, max: 40 }).map(String), fc.integer({ min: 1, max: 24 }).map(String)), { minLength: 1, maxLength: 6 }),
      fc.array(congruence(integerText, positiveText), { minLength: 1, maxLength: 6 }),
      // Consistent by construction over shared factors: x mod m_i for one x.
      fc.tuple(integerText, fc.array(fc.bigInt({ min: 1n, max: 10n ** 30n }), { minLength: 1, maxLength: 8 }), fc.array(fc.integer({ min: 1, max: 36 }), { minLength: 1, maxLength: 8 })).map(([x, ms, ks]) =>
        ms.map((m, i) => ({ remainder: String(BigInt(x) + BigInt(i)), modulus: String(m * BigInt(ks[i % ks.length]!)) })),
      ),
    );
    const samples = fc.sample(system, { numRuns: RUNS });
    const expected = python(
      `def f(cs):
    rs = [int(c["remainder"]) for c in cs]
    ms = [int(c["modulus"]) for c in cs]
    for k in range(len(cs)):
        for j in range(k):
            if (rs[k] - rs[j]) % math.gcd(ms[j], ms[k]) != 0:
                return {"conflict": k}
    l = math.lcm(*ms)
    return {"lcm": None if len(str(l)) > 10000 else str(l)}`,
      samples,
    ) as { conflict?: number; lcm?: string | null }[];
    for (const [i, congruences] of samples.entries()) {
      const r = await outcome('integer-crt', { congruences });
      const e = expected[i]!;
      const label = JSON.stringify(congruences).slice(0, 300);
      if (e.conflict !== undefined) {
        expect(r, label).to.deep.equal({ ok: true, value: { exists: false, conflicting_index: e.conflict } });
      } else if (e.lcm === null) {
        expect(r, label).to.deep.include({ ok: false, code: 'limit_exceeded' });
      } else {
        if (!r.ok) throw new Error(`refused ${label}: ${r.code}`);
        const out = r.value as { exists: boolean; solution: string; modulus: string };
        expect(out.exists, label).to.equal(true);
        expect(out.modulus, label).to.equal(e.lcm);
        const x = BigInt(out.solution);
        expect(x >= 0n && x < BigInt(out.modulus)).to.equal(true);
        for (const c of congruences) expect((((x - BigInt(c.remainder)) % BigInt(c.modulus)) + BigInt(c.modulus)) % BigInt(c.modulus), label).to.equal(0n);
      }
    }
  });
});

describe('differential: integer-root against math.isqrt and the definition in Python', () => {
  it('floor roots, perfect-power flags and the other rounding modes', async function () {
    if (!hasProgram('python3')) this.skip();
    const modes = ['floor', 'ceiling', 'down', 'up', 'half_even', 'half_up', 'half_down'] as const;
    const degree = fc.oneof(fc.constant(2), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 100000 }));
    const samples = fc
      .sample(fc.tuple(fc.oneof(integerText, fc.bigInt({ min: 0n, max: 10n ** 12n }).map((r) => String(r * r))), degree, fc.constantFrom(...modes)), { numRuns: RUNS })
      .map(([v, n, m]) => [n % 2 === 0 && v.startsWith('-') ? v.slice(1) : v, n, m] as [string, number, string]);
    // Python finds the floor root independently: math.isqrt for n = 2, else a bisection on r**n <= x.
    const expected = python(
      `def floor_root(s, n):
    if n == 2:
        return math.isqrt(s)
    lo, hi = 0, 1
    while hi ** n <= s:
        hi *= 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mid ** n <= s: lo = mid
        else: hi = mid
    return lo
def f(x):
    v, n, mode = int(x[0]), x[1], x[2]
    s = abs(v)
    lo = floor_root(s, n) if n <= s.bit_length() else (1 if s else 0)
    assert lo ** n <= s < (lo + 1) ** n
    exact = lo ** n == s
    hi = lo if exact else lo + 1
    near = lo if exact or (2 ** n) * s < (2 * lo + 1) ** n else hi
    mag = {"floor": hi if v < 0 else lo, "ceiling": lo if v < 0 else hi, "down": lo, "up": hi}.get(mode, near)
    root = -mag if v < 0 else mag
    if mode == "floor":
        assert root ** n <= v < (root + 1) ** n
    return {"root": str(root), "exact": exact}`,
      samples,
    ) as { root: string; exact: boolean }[];
    for (const [i, [value, n, rounding]] of samples.entries()) {
      expect(await runTool('integer-root', { value, n, rounding }), `${value} ${n} ${rounding}`).to.deep.equal(expected[i]);
    }
  });
});
