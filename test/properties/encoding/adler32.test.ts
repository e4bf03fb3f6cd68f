import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Result = { hex: string; value: number };

/** RFC 1950 section 8.2 straight from the definition, one modulo per byte, in BigInt. */
function referenceAdler32(bytes: Uint8Array): bigint {
  let a = 1n;
  let b = 0n;
  for (const byte of bytes) {
    a = (a + BigInt(byte)) % 65521n;
    b = (b + a) % 65521n;
  }
  return b * 65536n + a;
}

async function check(text: string): Promise<void> {
  const r = (await runTool('adler32', { text })) as Result;
  const expected = referenceAdler32(new TextEncoder().encode(text));
  expect(BigInt(r.value)).to.equal(expected);
  expect(r.hex).to.equal(expected.toString(16).padStart(8, '0'));
}

describe('adler32 properties', () => {
  it('matches a per-byte BigInt reference on random texts', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), check), { numRuns: 150 });
  });

  it('matches the reference on long texts crossing the 5552-byte chunk boundary', async () => {
    // 0xFF-heavy text (C3 BF pairs) maximises the sums, which is where a deferred modulo overflows first.
    const lengths = fc.integer({ min: 5540, max: 12000 });
    const fill = fc.constantFrom('ÿ', '\u{10FFFF}', 'a', '\u07FF');
    await fc.assert(fc.asyncProperty(lengths, fill, async (n, ch) => check(ch.repeat(Math.ceil(n / ch.length)))), {
      numRuns: 25,
    });
  });

  it('gives the right value at and around multiples of the 5552-byte chunk (bytes of 0x7F)', async () => {
    for (const n of [5551, 5552, 5553, 11104, 11105]) await check('\u007F'.repeat(n));
  });
});
