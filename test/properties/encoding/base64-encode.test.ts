import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Encoded = { base64: string; byte_length: number };
type Decoded = { hex: string; text: string | null; byte_length: number };

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** RFC 4648 written from the bit layout, independent of Buffer and of impl/. */
function referenceBase64(bytes: Uint8Array, url: boolean, pad: boolean): string {
  const symbols = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789' + (url ? '-_' : '+/');
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = Math.min(3, bytes.length - i);
    const word = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    for (let k = 0; k <= n; k++) out += symbols[(word >>> (18 - 6 * k)) & 63];
    if (pad) out += '='.repeat(3 - n);
  }
  return out;
}

describe('base64-encode properties', () => {
  it('matches the reference for random bytes under both alphabets and paddings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.boolean(), fc.boolean(), async (bytes, url, pad) => {
        const r = (await runTool('base64-encode', {
          input: hex(bytes),
          input_encoding: 'hex',
          alphabet: url ? 'url' : 'standard',
          padding: pad,
        })) as Encoded;
        expect(r.base64).to.equal(referenceBase64(bytes, url, pad));
        expect(r.byte_length).to.equal(bytes.length);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips through base64-decode for every alphabet and padding setting', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.boolean(), fc.boolean(), async (bytes, url, pad) => {
        const alphabet = url ? 'url' : 'standard';
        const enc = (await runTool('base64-encode', { input: hex(bytes), input_encoding: 'hex', alphabet, padding: pad })) as Encoded;
        const dec = (await runTool('base64-decode', {
          input: enc.base64,
          alphabet,
          padding: pad ? 'required' : 'forbidden',
        })) as Decoded;
        expect(dec.hex).to.equal(hex(bytes));
      }),
      { numRuns: 200 },
    );
  });

  it('wraps into lines of exactly line_width that join back to the unwrapped text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 4, max: 100 }), fc.boolean(), async (bytes, width, crlf) => {
        const eol = crlf ? '\r\n' : '\n';
        const plain = (await runTool('base64-encode', { input: hex(bytes), input_encoding: 'hex' })) as Encoded;
        const wrapped = (await runTool('base64-encode', {
          input: hex(bytes),
          input_encoding: 'hex',
          line_width: width,
          line_ending: crlf ? 'crlf' : 'lf',
        })) as Encoded;
        const lines = wrapped.base64.split(eol);
        expect(lines.join('')).to.equal(plain.base64);
        lines.slice(0, -1).forEach((l) => expect(l.length).to.equal(width));
        expect(lines[lines.length - 1]!.length).to.be.within(plain.base64.length === 0 ? 0 : 1, width);
        if (crlf) expect(wrapped.base64.replace(/\r\n/g, '')).to.not.match(/[\r\n]/);
      }),
      { numRuns: 150 },
    );
  });

  it('encodes text as its UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), async (text) => {
        const r = (await runTool('base64-encode', { input: text })) as Encoded;
        expect(r.base64).to.equal(referenceBase64(new TextEncoder().encode(text), false, true));
      }),
      { numRuns: 150 },
    );
  });

  it('is limit_exceeded above 196608 UTF-8 bytes and fine at exactly 196608', async () => {
    const at = (await runTool('base64-encode', { input: '€'.repeat(65536) })) as Encoded;
    expect(at.byte_length).to.equal(196608);
    expect(at.base64.length).to.equal(262144);
    const e = await toolFailure('base64-encode', { input: '€'.repeat(65537) });
    expect(e.code).to.equal('limit_exceeded');
    expect(e.details[0]!.pointer).to.equal('/input');
  });
});
