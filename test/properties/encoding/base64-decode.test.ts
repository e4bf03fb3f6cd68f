import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Decoded = { hex: string; text: string | null; byte_length: number };

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

async function faultOf(input: Record<string, unknown>): Promise<{ reason: unknown; offset: unknown }> {
  const e = await toolFailure('base64-decode', input);
  expect(e.name).to.equal('ToolError');
  expect(e.code).to.equal('invalid_input');
  return { reason: e.extra?.reason, offset: e.extra?.offset };
}

describe('base64-decode properties', () => {
  it('decodes canonical Buffer encodings back to the bytes, under both alphabets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.boolean(), async (bytes, url) => {
        const text = Buffer.from(bytes).toString(url ? 'base64url' : 'base64');
        const r = (await runTool('base64-decode', { input: text, alphabet: url ? 'url' : 'standard' })) as Decoded;
        expect(r.hex).to.equal(hex(bytes));
        expect(r.byte_length).to.equal(bytes.length);
      }),
      { numRuns: 200 },
    );
  });

  it('gives text exactly when the bytes are well-formed UTF-8', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 40 }), async (bytes) => {
        const r = (await runTool('base64-decode', { input: Buffer.from(bytes).toString('base64') })) as Decoded;
        let expected: string | null;
        try {
          expected = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
        } catch {
          expected = null;
        }
        expect(r.text).to.equal(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('lenient mode ignores whitespace inserted anywhere', async () => {
    const ws = fc.constantFrom(' ', '\t', '\r', '\n', '\r\n');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), fc.array(fc.tuple(fc.nat(), ws), { maxLength: 10 }), async (bytes, inserts) => {
        let text = Buffer.from(bytes).toString('base64');
        for (const [at, w] of inserts) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + w + text.slice(i);
        }
        const r = (await runTool('base64-decode', { input: text, mode: 'lenient' })) as Decoded;
        expect(r.hex).to.equal(hex(bytes));
      }),
      { numRuns: 150 },
    );
  });

  it('rejects every non-canonical last symbol in strict mode and accepts it in lenient mode', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 30 }).filter((b) => b.length % 3 !== 0), fc.integer({ min: 1, max: 15 }), async (bytes, noise) => {
        const canonical = Buffer.from(bytes).toString('base64').replace(/=+$/, '');
        const symbols = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
        const unused = bytes.length % 3 === 1 ? 4 : 2;
        const last = symbols.indexOf(canonical[canonical.length - 1]!);
        const dirty = last | (noise & ((1 << unused) - 1));
        fc.pre(dirty !== last);
        const body = canonical.slice(0, -1) + symbols[dirty];
        const padded = body + '='.repeat((4 - (body.length % 4)) % 4);
        expect(await faultOf({ input: padded })).to.deep.equal({ reason: 'nonzero_trailing_bits', offset: body.length - 1 });
        const r = (await runTool('base64-decode', { input: padded, mode: 'lenient' })) as Decoded;
        expect(r.hex).to.equal(hex(bytes));
      }),
      { numRuns: 150 },
    );
  });

  it('reports the documented reason and offset for each fault', async () => {
    expect(await faultOf({ input: 'Zm9v Yg==' })).to.deep.equal({ reason: 'invalid_character', offset: 4 });
    expect(await faultOf({ input: 'Zm9v*mFy' })).to.deep.equal({ reason: 'invalid_character', offset: 4 });
    expect(await faultOf({ input: 'ab+/-_' })).to.deep.equal({ reason: 'alphabet_mismatch', offset: 4 });
    expect(await faultOf({ input: 'ab-_+/', alphabet: 'url' })).to.deep.equal({ reason: 'alphabet_mismatch', offset: 4 });
    expect(await faultOf({ input: 'Zg==Zg==' })).to.deep.equal({ reason: 'bad_padding', offset: 4 });
    expect(await faultOf({ input: 'Zm9vY' })).to.deep.equal({ reason: 'bad_length', offset: 4 });
    expect(await faultOf({ input: 'Zm8' })).to.deep.equal({ reason: 'bad_padding', offset: 3 });
    expect(await faultOf({ input: 'Zg=' })).to.deep.equal({ reason: 'bad_padding', offset: 2 });
    expect(await faultOf({ input: 'Zg===' })).to.deep.equal({ reason: 'bad_padding', offset: 2 });
    expect(await faultOf({ input: 'Zm9v=' })).to.deep.equal({ reason: 'bad_padding', offset: 4 });
    expect(await faultOf({ input: 'Zm8=', padding: 'forbidden' })).to.deep.equal({ reason: 'bad_padding', offset: 3 });
    expect(await faultOf({ input: 'Zh==' })).to.deep.equal({ reason: 'nonzero_trailing_bits', offset: 1 });
    expect(await faultOf({ input: ' Zh=', mode: 'lenient' })).to.deep.equal({ reason: 'bad_padding', offset: 3 });
  });
});
