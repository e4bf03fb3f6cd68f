import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type CodePoint = { offset: number; length: number; value: number; code_point: string };
type Result = {
  valid: boolean;
  byte_length: number;
  code_point_count: number;
  code_points: CodePoint[];
  truncated: boolean;
  first_invalid_offset: number | null;
  reason: string | null;
  has_bom: boolean;
  text: string | null;
};

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

function decodesStrictly(bytes: Uint8Array): boolean {
  try {
    fatal.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

// Bytes biased towards the interesting region: lead bytes, continuation bytes and ASCII.
const byte = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0x80, max: 0xbf }), fc.constantFrom(0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff));
const byteArrays = fc.array(byte, { maxLength: 24 }).map((a) => Uint8Array.from(a));

describe('utf8-inspect properties', () => {
  it('says valid exactly when a fatal TextDecoder succeeds', async () => {
    await fc.assert(
      fc.asyncProperty(byteArrays, async (bytes) => {
        const r = (await runTool('utf8-inspect', { input: hex(bytes) })) as Result;
        expect(r.valid).to.equal(decodesStrictly(bytes));
        expect(r.reason === null).to.equal(r.valid);
      }),
      { numRuns: 200 },
    );
  });

  it('the prefix before the first invalid offset is valid, and nothing longer starting there is', async () => {
    await fc.assert(
      fc.asyncProperty(byteArrays, async (bytes) => {
        const r = (await runTool('utf8-inspect', { input: hex(bytes) })) as Result;
        if (r.valid) return;
        const at = r.first_invalid_offset!;
        expect(decodesStrictly(bytes.slice(0, at))).to.equal(true);
        for (let end = at + 1; end <= Math.min(bytes.length, at + 4); end++) {
          expect(decodesStrictly(bytes.slice(at, end))).to.equal(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('lists the code points of valid text in order with their byte offsets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (text) => {
        const bytes = new TextEncoder().encode(text);
        const r = (await runTool('utf8-inspect', { input: hex(bytes) })) as Result;
        const expected = Array.from(text).map((c) => c.codePointAt(0)!);
        expect(r.valid).to.equal(true);
        expect(r.text).to.equal(text);
        expect(r.code_points.map((c) => c.value)).to.deep.equal(expected);
        let offset = 0;
        for (const c of r.code_points) {
          expect(c.offset).to.equal(offset);
          expect(c.length).to.equal(new TextEncoder().encode(String.fromCodePoint(c.value)).length);
          expect(c.code_point).to.equal('U+' + c.value.toString(16).toUpperCase().padStart(4, '0'));
          offset += c.length;
        }
        expect(offset).to.equal(bytes.length);
      }),
      { numRuns: 150 },
    );
  });

  it('max_code_points truncates the list but not the count', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.integer({ min: 0, max: 40 }), async (text, max) => {
        const r = (await runTool('utf8-inspect', { input: Buffer.from(text).toString('base64'), input_encoding: 'base64', max_code_points: max })) as Result;
        const n = Array.from(text).length;
        expect(r.code_point_count).to.equal(n);
        expect(r.code_points.length).to.equal(Math.min(n, max));
        expect(r.truncated).to.equal(n > max);
      }),
      { numRuns: 150 },
    );
  });

  it('classifies every encoded surrogate and every value above U+10FFFF', async () => {
    for (let cp = 0xd800; cp <= 0xdfff; cp += 0x3f) {
      const bytes = [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
      const r = (await runTool('utf8-inspect', { input: hex(Uint8Array.from(bytes)) })) as Result;
      expect([r.reason, r.first_invalid_offset]).to.deep.equal(['surrogate', 0]);
    }
    for (const cp of [0x110000, 0x13ffff, 0x1fffff]) {
      const bytes = [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
      const r = (await runTool('utf8-inspect', { input: hex(Uint8Array.from(bytes)) })) as Result;
      expect(r.reason).to.equal('above_max_code_point');
    }
  });
});
