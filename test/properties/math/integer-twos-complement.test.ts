import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';

type P = { value: string; binary: string; hex: string };
const width = fc.oneof(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 1, max: 4096 }));
/** A width and a value in its signed or unsigned range, often at the range ends. */
const inRange = fc.tuple(width, fc.boolean()).chain(([w, signed]) => {
  const W = BigInt(w);
  const [min, max] = signed ? [-(1n << (W - 1n)), (1n << (W - 1n)) - 1n] : [0n, (1n << W) - 1n];
  return fc.tuple(fc.constant(w), fc.constant(signed), fc.oneof(fc.bigInt({ min, max }), fc.constantFrom(min, max, 0n, min + 1n > max ? min : min + 1n)));
});

describe('integer-twos-complement properties', () => {
  it('encode then decode (binary and hex) gives the value back, and the pattern is value mod 2^width', async () => {
    await fc.assert(
      fc.asyncProperty(inRange, async ([w, signed, v]) => {
        const signedness = signed ? 'signed' : 'unsigned';
        const enc = (await runTool('integer-twos-complement', { direction: 'encode', value: String(v), width: w, signedness })) as P;
        expect(enc.binary).to.have.length(w);
        expect(enc.hex).to.have.length(Math.ceil(w / 4));
        const mod = ((v % (1n << BigInt(w))) + (1n << BigInt(w))) % (1n << BigInt(w));
        expect(BigInt('0b' + enc.binary)).to.equal(mod);
        expect(BigInt('0x' + enc.hex)).to.equal(mod);
        for (const [pattern, pattern_format] of [[enc.binary, 'binary'], [enc.hex.toUpperCase(), 'hex']] as const) {
          const dec = (await runTool('integer-twos-complement', { direction: 'decode', pattern, pattern_format, width: w, signedness })) as P;
          expect(dec).to.deep.equal(enc);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the signed and unsigned readings of one pattern differ by 2^width exactly when the top bit is set', async () => {
    await fc.assert(
      fc.asyncProperty(width.chain((w) => fc.tuple(fc.constant(w), fc.bigInt({ min: 0n, max: (1n << BigInt(w)) - 1n }))), async ([w, p]) => {
        const pattern = p.toString(2).padStart(w, '0');
        const s = (await runTool('integer-twos-complement', { direction: 'decode', pattern, pattern_format: 'binary', width: w, signedness: 'signed' })) as P;
        const u = (await runTool('integer-twos-complement', { direction: 'decode', pattern, pattern_format: 'binary', width: w, signedness: 'unsigned' })) as P;
        expect(BigInt(u.value) - BigInt(s.value)).to.equal(pattern[0] === '1' ? 1n << BigInt(w) : 0n);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses the first value past either end of the range', async () => {
    await fc.assert(
      fc.asyncProperty(width, fc.boolean(), fc.boolean(), async (w, signed, low) => {
        const W = BigInt(w);
        const v = signed ? (low ? -(1n << (W - 1n)) - 1n : 1n << (W - 1n)) : low ? -1n : 1n << W;
        const r = await outcome('integer-twos-complement', { direction: 'encode', value: String(v), width: w, signedness: signed ? 'signed' : 'unsigned' });
        expect(r).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/value' });
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with integer-bitwise: the unsigned pattern is value & (2^width - 1)', async () => {
    await fc.assert(
      // the mask 2^width - 1 is an integer-bitwise operand, so at most 1001 digits: width up to 3300
      fc.asyncProperty(inRange.filter(([w]) => w <= 3300), async ([w, signed, v]) => {
        const enc = (await runTool('integer-twos-complement', { direction: 'encode', value: String(v), width: w, signedness: signed ? 'signed' : 'unsigned' })) as P;
        const masked = (await runTool('integer-bitwise', { operation: 'and', a: String(v), b: String((1n << BigInt(w)) - 1n) })) as { result: string };
        expect(BigInt('0b' + enc.binary)).to.equal(BigInt(masked.result));
      }),
      { numRuns: 100 },
    );
  });
});
