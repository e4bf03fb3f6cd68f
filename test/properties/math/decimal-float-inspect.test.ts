import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Neighbour = { shortest: string; exact_value: string | null; bits_hex: string };
type Out = {
  shortest: string; exact_value: string | null; input_exact: boolean; rounding_direction: 'none' | 'up' | 'down'; class: string;
  sign_bit: 0 | 1; exponent_bits: string; fraction_bits: string; biased_exponent: number; bits_hex: string; hex_float: string;
  next_down: Neighbour; next_up: Neighbour;
};
const inspect = async (value: string) => (await runTool('decimal-float-inspect', { value })) as Out;

/** Exact rational of a plain or scientific decimal text, as [numerator, 10-power denominator]. */
function rational(text: string): [bigint, bigint] {
  const m = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?$/.exec(text)!;
  const frac = m[3] ?? '';
  const e = Number(m[4] ?? 0) - frac.length;
  let n = BigInt((m[2] ?? '') + frac || '0');
  if (m[1] === '-') n = -n;
  return e >= 0 ? [n * 10n ** BigInt(e), 1n] : [n, 10n ** BigInt(-e)];
}
const cmp = (a: [bigint, bigint], b: [bigint, bigint]) => { const x = a[0] * b[1]; const y = b[0] * a[1]; return x < y ? -1 : x > y ? 1 : 0; };

const literal = fc.oneof(
  fc.tuple(fc.boolean(), fc.bigInt({ min: 1n, max: 10n ** 25n }), fc.integer({ min: -340, max: 320 })).map(([neg, d, e]) => `${neg ? '-' : ''}${d}e${e}`),
  fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 30 })).map(([d, p]) => { const s = d.toString().padStart(p + 1, '0'); return p ? `${s.slice(0, -p)}.${s.slice(-p)}` : s; }),
  fc.constantFrom('0.1', '-0', '5e-324', '1.7976931348623157e308', '2.2250738585072014e-308', '9007199254740993'),
);

describe('decimal-float-inspect properties', () => {
  it('round trips: the shortest form and the exact value read back to the same bits, the exact value exactly', async () => {
    await fc.assert(
      fc.asyncProperty(literal, async (value) => {
        const out = await inspect(value);
        if (out.class === 'infinity') return;
        const again = await inspect(out.shortest === '0' && out.sign_bit === 1 ? '-0' : out.shortest);
        expect(again.bits_hex).to.equal(out.bits_hex);
        const exact = await inspect(out.exact_value!);
        expect(exact.bits_hex).to.equal(out.bits_hex);
        expect(exact.input_exact).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the fields agree: bits from sign, exponent and fraction; the direction from the exact comparison; neighbours bracket the value', async () => {
    await fc.assert(
      fc.asyncProperty(literal, async (value) => {
        const out = await inspect(value);
        const bits = BigInt('0b' + out.sign_bit + out.exponent_bits + out.fraction_bits);
        expect(bits.toString(16).toUpperCase().padStart(16, '0')).to.equal(out.bits_hex);
        expect(parseInt(out.exponent_bits, 2)).to.equal(out.biased_exponent);
        if (out.exact_value !== null) {
          const c = cmp(rational(out.exact_value), rational(value));
          expect(out.rounding_direction).to.equal(c === 0 ? 'none' : c > 0 ? 'up' : 'down');
          expect(out.input_exact).to.equal(c === 0);
          for (const [n, sign] of [[out.next_down, -1], [out.next_up, 1]] as const) {
            if (n.exact_value !== null) expect(cmp(rational(n.exact_value), rational(out.exact_value)) * sign).to.be.at.least(0);
          }
          // the input lies within half a gap of the result on each side: never nearer to a neighbour
          const v = rational(value);
          const r = rational(out.exact_value);
          for (const n of [out.next_down, out.next_up]) {
            if (n.exact_value === null) continue;
            const nb = rational(n.exact_value);
            const dr = [(v[0] * r[1] - r[0] * v[1]) ** 2n, (v[1] * r[1]) ** 2n] as [bigint, bigint];
            const dn = [(v[0] * nb[1] - nb[0] * v[1]) ** 2n, (v[1] * nb[1]) ** 2n] as [bigint, bigint];
            expect(cmp(dr, dn)).to.be.at.most(0);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('next_up of next_down is the value again (away from zero and the infinities)', async () => {
    await fc.assert(
      fc.asyncProperty(literal, async (value) => {
        const out = await inspect(value);
        if (out.class !== 'normal' && out.class !== 'subnormal') return;
        const down = await inspect(out.next_down.exact_value!);
        if (down.class === 'zero') return;
        expect(down.next_up.bits_hex).to.equal(out.bits_hex);
      }),
      { numRuns: 100 },
    );
  });
});
