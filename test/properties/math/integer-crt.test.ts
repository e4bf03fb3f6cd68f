import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerText } from './math-arbitraries.js';

type Crt = { exists: boolean; solution?: string; modulus?: string; conflicting_index?: number };
type Congruence = { remainder: string; modulus: string };
const mod = (a: bigint, m: bigint) => ((a % m) + m) % m;

const small = fc.array(fc.record({ remainder: fc.integer({ min: -30, max: 30 }).map(String), modulus: fc.integer({ min: 1, max: 12 }).map(String) }), { minLength: 1, maxLength: 5 });
const wide = fc.array(fc.record({ remainder: integerText, modulus: fc.bigInt({ min: 1n, max: 10n ** 40n }).map(String) }), { minLength: 1, maxLength: 6 });

/** The solutions in [0, L) of the first k congruences, by trying every x (small moduli only). */
function bruteForce(cs: Congruence[]): bigint[] {
  const lcm = cs.reduce((l, c) => { const m = BigInt(c.modulus); let [a, b] = [l, m]; while (b) [a, b] = [b, a % b]; return (l / a) * m; }, 1n);
  const found: bigint[] = [];
  for (let x = 0n; x < lcm; x++) if (cs.every((c) => mod(x - BigInt(c.remainder), BigInt(c.modulus)) === 0n)) found.push(x);
  return found;
}

describe('integer-crt properties', () => {
  it('small systems: the answer is the least solution found by trying every x, or the first congruence with none', async () => {
    await fc.assert(
      fc.asyncProperty(small, async (congruences) => {
        const out = (await runTool('integer-crt', { congruences })) as Crt;
        if (out.exists) {
          const sols = bruteForce(congruences);
          expect(sols).to.have.length(1);
          expect(BigInt(out.solution!)).to.equal(sols[0]);
        } else {
          const k = out.conflicting_index!;
          expect(bruteForce(congruences.slice(0, k))).to.have.length(1);
          expect(bruteForce(congruences.slice(0, k + 1))).to.have.length(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('wide systems: the solution satisfies every congruence, lies in [0, M), and M is the lcm from integer-gcd-lcm', async () => {
    await fc.assert(
      fc.asyncProperty(wide, async (congruences) => {
        const out = (await runTool('integer-crt', { congruences })) as Crt;
        if (!out.exists) return;
        const [x, big] = [BigInt(out.solution!), BigInt(out.modulus!)];
        expect(x >= 0n && x < big).to.equal(true);
        for (const c of congruences) expect(mod(x - BigInt(c.remainder), BigInt(c.modulus))).to.equal(0n);
        const gl = (await runTool('integer-gcd-lcm', { values: congruences.map((c) => c.modulus) })) as { lcm: string };
        expect(out.modulus).to.equal(gl.lcm);
      }),
      { numRuns: 100 },
    );
  });

  it('a system built from a known x is always solvable, with x reduced mod M', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, fc.array(fc.bigInt({ min: 1n, max: 10n ** 30n }), { minLength: 1, maxLength: 6 }), async (xText, moduli) => {
        const x = BigInt(xText);
        const out = (await runTool('integer-crt', { congruences: moduli.map((m) => ({ remainder: String(x), modulus: String(m) })) })) as Crt;
        expect(out.exists).to.equal(true);
        expect(BigInt(out.solution!)).to.equal(mod(x, BigInt(out.modulus!)));
      }),
      { numRuns: 100 },
    );
  });
});
