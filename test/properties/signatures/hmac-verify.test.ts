import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Computed = { hex: string; base64: string; base64url: string; mac_bytes: number };
type Verdict = { valid: boolean; reason: string | null; algorithm: string; matched_encoding: string | null };

// SPEC.md hmac-compute rule 1, written out independently of impl/.
const NATIVE: Record<string, number> = {
  md5: 16,
  sha1: 20,
  ripemd160: 20,
  sha224: 28,
  sha256: 32,
  sha384: 48,
  sha512: 64,
  'sha512-224': 28,
  'sha512-256': 32,
  'sha3-224': 28,
  'sha3-256': 32,
  'sha3-384': 48,
  'sha3-512': 64,
};
const algorithms = fc.constantFrom(...Object.keys(NATIVE));
const keys = fc.string({ maxLength: 40 });
const messages = fc.string({ maxLength: 100 });
const minTruncation = (algorithm: string) => Math.max(10, Math.ceil(NATIVE[algorithm]! / 2));

async function compute(key: string, message: string, algorithm: string): Promise<Computed> {
  return (await runTool('hmac-compute', { key, message, algorithm })) as Computed;
}

async function verify(input: Record<string, unknown>): Promise<Verdict> {
  return (await runTool('hmac-verify', input)) as Verdict;
}

const encode = (bytes: Buffer, encoding: string) =>
  encoding === 'hex' ? bytes.toString('hex') : encoding === 'base64' ? bytes.toString('base64') : bytes.toString('base64url');

// Under auto a text that is valid standard Base64 as well is reported as base64 (it is tried first).
const autoName = (text: string, encoding: string) =>
  encoding === 'base64url' && /^[A-Za-z0-9]*$/.test(text) && text.length % 4 === 0 ? 'base64' : encoding;

describe('hmac-verify properties', () => {
  it('compute -> verify is valid under every encoding, explicit and auto', async () => {
    await fc.assert(
      fc.asyncProperty(algorithms, keys, messages, async (algorithm, key, message) => {
        const mac = await compute(key, message, algorithm);
        for (const encoding of ['hex', 'base64', 'base64url'] as const) {
          const signature = mac[encoding];
          const explicit = await verify({ key, message, algorithm, signature, signature_encoding: encoding });
          expect(explicit).to.deep.equal({ valid: true, reason: null, algorithm, matched_encoding: encoding });
          const auto = await verify({ key, message, algorithm, signature });
          expect(auto).to.deep.equal({ valid: true, reason: null, algorithm, matched_encoding: autoName(signature, encoding) });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('any single-byte change of the signature is a mismatch', async () => {
    await fc.assert(
      fc.asyncProperty(
        algorithms,
        keys,
        messages,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        fc.constantFrom('hex', 'base64', 'base64url'),
        async (algorithm, key, message, position, xor, encoding) => {
          const mac = Buffer.from((await compute(key, message, algorithm)).hex, 'hex');
          mac[position % mac.length]! ^= xor;
          const signature = encode(mac, encoding);
          const result = await verify({ key, message, algorithm, signature, signature_encoding: encoding });
          expect(result).to.deep.equal({ valid: false, reason: 'mismatch', algorithm, matched_encoding: encoding });
          const auto = await verify({ key, message, algorithm, signature });
          expect(auto.valid).to.equal(false);
          expect(auto.reason).to.equal('mismatch');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('truncation: the leftmost L bytes verify for every allowed L; other L are invalid_input', async () => {
    await fc.assert(
      fc.asyncProperty(algorithms, keys, messages, fc.integer({ min: 10, max: 64 }), async (algorithm, key, message, length) => {
        const mac = Buffer.from((await compute(key, message, algorithm)).hex, 'hex');
        const signature = mac.subarray(0, length).toString('hex');
        const input = { key, message, algorithm, signature, truncate_to_bytes: length };
        if (length >= minTruncation(algorithm) && length <= NATIVE[algorithm]!) {
          expect(await verify(input)).to.deep.equal({ valid: true, reason: null, algorithm, matched_encoding: 'hex' });
          // The full MAC is not a valid L-byte tag.
          const full = await verify({ ...input, signature: mac.toString('hex'), signature_encoding: 'hex' });
          expect(full.reason).to.equal(length === mac.length ? null : 'signature_wrong_length');
        } else {
          const err = await toolFailure('hmac-verify', input);
          expect(err.code).to.equal('invalid_input');
          expect(err.details[0]!.pointer).to.equal('/truncate_to_bytes');
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a literal prefix is required when given and removed before decoding', async () => {
    const prefixes = fc.string({ minLength: 1, maxLength: 32 });
    await fc.assert(
      fc.asyncProperty(algorithms, keys, messages, prefixes, async (algorithm, key, message, prefix) => {
        const { hex } = await compute(key, message, algorithm);
        const ok = await verify({ key, message, algorithm, signature: prefix + hex, signature_prefix: prefix });
        expect(ok).to.deep.equal({ valid: true, reason: null, algorithm, matched_encoding: 'hex' });
        if (!hex.startsWith(prefix)) {
          const missing = await verify({ key, message, algorithm, signature: hex, signature_prefix: prefix });
          expect(missing).to.deep.equal({ valid: false, reason: 'prefix_missing', algorithm, matched_encoding: null });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a signature of the wrong length: wrong_length when explicit, not_decodable under auto', async () => {
    await fc.assert(
      fc.asyncProperty(
        algorithms,
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom('hex', 'base64', 'base64url'),
        async (algorithm, bytes, encoding) => {
          fc.pre(bytes.length !== NATIVE[algorithm]);
          const signature = encode(Buffer.from(bytes), encoding);
          fc.pre(signature.length >= 1 && signature.length <= 512);
          const input = { key: 'k', message: 'm', algorithm, signature };
          const explicit = await verify({ ...input, signature_encoding: encoding });
          expect(explicit).to.deep.equal({ valid: false, reason: 'signature_wrong_length', algorithm, matched_encoding: null });
          // Under auto another encoding may still yield L bytes (64 hex digits are 48 bytes as Base64),
          // so only "never valid, never wrong_length" holds in general.
          const auto = await verify(input);
          expect(auto.valid).to.equal(false);
          expect(auto.reason).to.be.oneOf(['signature_not_decodable', 'mismatch']);
          if (auto.reason === 'signature_not_decodable') expect(auto.matched_encoding).to.equal(null);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never returns the key or the MAC', async () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{16,40}$/).map((s) => `Sk!${s}`);
    await fc.assert(
      fc.asyncProperty(algorithms, secret, messages, async (algorithm, key, message) => {
        const mac = await compute(key, message, algorithm);
        const wrong = '00'.repeat(mac.mac_bytes);
        const result = await verify({ key, message, algorithm, signature: wrong });
        const text = JSON.stringify(result);
        for (const hidden of [key, mac.hex, mac.base64, mac.base64url]) expect(text).to.not.include(hidden);
        const err = await toolFailure('hmac-verify', { key, key_encoding: 'base64', message, algorithm, signature: wrong });
        expect(JSON.stringify({ m: err.message, d: err.details })).to.not.include(key);
      }),
      { numRuns: 60 },
    );
  });
});
