import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';

type V = { value: string };
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const base = fc.integer({ min: 2, max: 36 });
const magnitude = fc.oneof(fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: 1n << 300n }), fc.bigInt({ min: 0n, max: 1n << 3000n }));
const value = fc.tuple(fc.boolean(), magnitude).map(([neg, m]) => (neg ? -m : m));

/** Digit-by-digit Horner, deliberately naive. */
function horner(text: string, b: number): bigint {
  let v = 0n;
  for (const c of text.toLowerCase()) v = v * BigInt(b) + BigInt(DIGITS.indexOf(c));
  return v;
}
/** Repeated division, deliberately naive. */
function naiveFormat(v: bigint, b: number): string {
  if (v === 0n) return '0';
  let m = v < 0n ? -v : v;
  let out = '';
  while (m > 0n) {
    out = DIGITS[Number(m % BigInt(b))]! + out;
    m /= BigInt(b);
  }
  return (v < 0n ? '-' : '') + out;
}
/** A digit string for v in base b with random letter case and leading zeros. */
const written = (v: bigint, b: number, zeros: number, caseBits: boolean[]) =>
  (v < 0n ? '-' : '') + '0'.repeat(zeros) + [...naiveFormat(v < 0n ? -v : v, b)].map((c, i) => (caseBits[i % caseBits.length] ? c.toUpperCase() : c)).join('');

describe('integer-base-convert properties', () => {
  it('agrees with naive Horner parsing and repeated-division formatting, any case and leading zeros', async () => {
    await fc.assert(
      fc.asyncProperty(value, base, base, fc.nat(3), fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), async (v, from, to, zeros, caseBits) => {
        const text = written(v, from, zeros, caseBits);
        expect(horner(text.replace('-', ''), from) * (text.startsWith('-') ? -1n : 1n)).to.equal(v);
        const out = (await runTool('integer-base-convert', { value: text, from_base: from, to_base: to })) as V;
        expect(out.value).to.equal(naiveFormat(v, to));
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips from_base -> to_base -> from_base to the canonical lowercase form', async () => {
    await fc.assert(
      fc.asyncProperty(value, base, base, async (v, from, to) => {
        const text = naiveFormat(v, from);
        const there = (await runTool('integer-base-convert', { value: text, from_base: from, to_base: to, letter_case: 'upper' })) as V;
        expect(there.value).to.equal(there.value.toUpperCase());
        const back = (await runTool('integer-base-convert', { value: there.value, from_base: to, to_base: from })) as V;
        expect(back.value).to.equal(text);
      }),
      { numRuns: 150 },
    );
  });

  it('a prefix naming from_base changes nothing when allowed, and is refused when not', async () => {
    await fc.assert(
      fc.asyncProperty(value, fc.constantFrom(['x', 16], ['o', 8], ['b', 2]), fc.boolean(), async (v, [letter, b], upper) => {
        const digits = naiveFormat(v < 0n ? -v : v, b);
        const sign = v < 0n ? '-' : '';
        const prefixed = `${sign}0${upper ? letter.toUpperCase() : letter}${digits}`;
        const plain = await runTool('integer-base-convert', { value: sign + digits, from_base: b, to_base: 10 });
        expect(await runTool('integer-base-convert', { value: prefixed, from_base: b, to_base: 10, allow_prefix: true })).to.deep.equal(plain);
        expect(await outcome('integer-base-convert', { value: prefixed, from_base: b, to_base: 10 })).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/value' });
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a digit at or above from_base', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 35 }), base, fc.string({ unit: fc.constantFrom(...'01'), maxLength: 5 }), async (from, to, pad) => {
        const bad = DIGITS[from + Math.floor((36 - from) / 2)]!;
        expect(await outcome('integer-base-convert', { value: `1${pad}${bad}`, from_base: from, to_base: to })).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/value' });
      }),
      { numRuns: 100 },
    );
  });
});
