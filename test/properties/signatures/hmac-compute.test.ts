import { expect } from 'chai';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Result = { algorithm: string; hex: string; base64: string; base64url: string; mac_bytes: number };

// Written out from FIPS 180-4 / FIPS 202 / RFC 1321 / RIPEMD-160, independently of impl/.
const HASHES: Record<string, { native: number; block: number }> = {
  md5: { native: 16, block: 64 },
  sha1: { native: 20, block: 64 },
  ripemd160: { native: 20, block: 64 },
  sha224: { native: 28, block: 64 },
  sha256: { native: 32, block: 64 },
  sha384: { native: 48, block: 128 },
  sha512: { native: 64, block: 128 },
  'sha512-224': { native: 28, block: 128 },
  'sha512-256': { native: 32, block: 128 },
  'sha3-224': { native: 28, block: 144 },
  'sha3-256': { native: 32, block: 136 },
  'sha3-384': { native: 48, block: 104 },
  'sha3-512': { native: 64, block: 72 },
};
const algorithms = fc.constantFrom(...Object.keys(HASHES));

/** RFC 2104 built from the bare hash, so createHmac inside the tool is checked against it. */
function referenceHmac(algorithm: string, key: Uint8Array, message: Uint8Array): Buffer {
  const { block } = HASHES[algorithm]!;
  const k0 = Buffer.alloc(block);
  Buffer.from(key.length > block ? createHash(algorithm).update(key).digest() : key).copy(k0);
  const pad = (byte: number) => Buffer.from(k0.map((b) => b ^ byte));
  const inner = createHash(algorithm).update(pad(0x36)).update(message).digest();
  return createHash(algorithm).update(pad(0x5c)).update(inner).digest();
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');

async function compute(input: Record<string, unknown>): Promise<Result> {
  return (await runTool('hmac-compute', input)) as Result;
}

describe('hmac-compute properties', () => {
  it('equals RFC 2104 built from the bare hash, for every algorithm, short and long keys', async () => {
    await fc.assert(
      fc.asyncProperty(algorithms, fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 300 }), async (algorithm, key, message) => {
        const out = await compute({ key: hex(key), key_encoding: 'hex', message: hex(message), message_encoding: 'hex', algorithm });
        expect(out.hex).to.equal(referenceHmac(algorithm, key, message).toString('hex'));
      }),
      { numRuns: 150 },
    );
  });

  it('hex, base64 and base64url carry the same native-length bytes', async () => {
    await fc.assert(
      fc.asyncProperty(algorithms, fc.string({ maxLength: 40 }), fc.string({ maxLength: 80 }), async (algorithm, key, message) => {
        const out = await compute({ key, message, algorithm });
        expect(out.algorithm).to.equal(algorithm);
        expect(out.mac_bytes).to.equal(HASHES[algorithm]!.native);
        expect(out.hex).to.match(/^[0-9a-f]+$/);
        const bytes = Buffer.from(out.hex, 'hex');
        expect(bytes.length).to.equal(out.mac_bytes);
        expect(out.base64).to.equal(bytes.toString('base64'));
        expect(out.base64url).to.equal(bytes.toString('base64url'));
        expect(out.base64url).to.not.include('=');
      }),
      { numRuns: 150 },
    );
  });

  it('the encoding of key and message does not change the MAC of the same bytes', async () => {
    const encoders: Record<string, (b: Uint8Array) => string> = { hex, base64: b64, base64url: b64url };
    const encodings = fc.constantFrom('hex', 'base64', 'base64url');
    await fc.assert(
      fc.asyncProperty(
        algorithms,
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 120 }),
        encodings,
        encodings,
        async (algorithm, keyText, messageText, ke, me) => {
          const plain = await compute({ key: keyText, message: messageText, algorithm });
          const key = Buffer.from(keyText, 'utf8');
          const message = Buffer.from(messageText, 'utf8');
          const encoded = await compute({
            key: encoders[ke]!(key),
            key_encoding: ke,
            message: encoders[me]!(message),
            message_encoding: me,
            algorithm,
          });
          expect(encoded).to.deep.equal(plain);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('limits: 4096 key bytes and 65536 message bytes pass, one more is limit_exceeded', async () => {
    const encoders: Record<string, (b: Uint8Array) => string> = { utf8: (b) => Buffer.from(b).toString('latin1'), hex, base64: b64, base64url: b64url };
    for (const encoding of ['utf8', 'hex', 'base64', 'base64url']) {
      const bytes = (n: number) => new Uint8Array(n).fill(0x61); // 'a', one UTF-8 byte each
      await compute({ key: encoders[encoding]!(bytes(4096)), key_encoding: encoding, message: 'm', algorithm: 'sha256' });
      await compute({ key: 'k', message: encoders[encoding]!(bytes(65536)), message_encoding: encoding, algorithm: 'sha256' });
      const keyError = await toolFailure('hmac-compute', { key: encoders[encoding]!(bytes(4097)), key_encoding: encoding, message: 'm', algorithm: 'sha256' });
      expect(keyError.code).to.equal('limit_exceeded');
      expect(keyError.details[0]!.pointer).to.equal('/key');
      const messageError = await toolFailure('hmac-compute', { key: 'k', message: encoders[encoding]!(bytes(65537)), message_encoding: encoding, algorithm: 'sha256' });
      expect(messageError.code).to.equal('limit_exceeded');
      expect(messageError.details[0]!.pointer).to.equal('/message');
    }
    // Multi-byte text: 21846 three-byte characters are 65538 bytes though well under the character bound.
    const wide = await toolFailure('hmac-compute', { key: 'k', message: '\u20ac'.repeat(21846), algorithm: 'md5' });
    expect(wide.code).to.equal('limit_exceeded');
  });

  it('never echoes the key, in results or in errors', async () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{16,40}$/).map((s) => `Sk!${s}`);
    await fc.assert(
      fc.asyncProperty(algorithms, secret, async (algorithm, key) => {
        const out = await compute({ key, message: 'payload', algorithm });
        expect(JSON.stringify(out)).to.not.include(key);
        for (const key_encoding of ['hex', 'base64', 'base64url']) {
          const err = await toolFailure('hmac-compute', { key, key_encoding, message: 'payload', algorithm });
          expect(err.code).to.equal('invalid_input');
          expect(err.details[0]!.pointer).to.equal('/key');
          expect(JSON.stringify({ m: err.message, d: err.details })).to.not.include(key);
        }
        const long = await toolFailure('hmac-compute', { key: key.repeat(Math.ceil(4097 / key.length)), message: 'payload', algorithm });
        expect(long.code).to.equal('limit_exceeded');
        expect(JSON.stringify({ m: long.message, d: long.details })).to.not.include(key);
      }),
      { numRuns: 60 },
    );
  });
});
