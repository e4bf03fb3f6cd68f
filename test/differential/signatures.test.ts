// Differential tests, signatures category: each tool against the signing scheme's own library where
// one is published, else against @noble/hashes (an audited HMAC and hash implementation that shares
// no code with node:crypto, which the tools use) and a reference of the contract's rules.
//
// Oracles per tool:
//   hmac-compute               @noble/hashes hmac with md5, sha1, ripemd160, SHA-2, SHA-512/t, SHA-3;
//                              the input encodings decoded by @scure/base (strict RFC 4648)
//   hmac-verify                @noble/hashes for the MAC; rules 2-8 (prefix, auto detection, truncation)
//                              written as a reference here: no package verifies a signature in several
//                              encodings with RFC 2104 section 5 truncation
//   webhook-payments-verify    the payments provider's SDK (`stripe`, signature.verifyHeader with its
//                              receivedAt clock argument), on headers both parsers read alike
//   webhook-standard-verify    the Standard Webhooks reference library (`standardwebhooks`, Webhook.verify,
//                              with Date.now fixed to `now`)
//   webhook-telephony-verify   the telephony provider's SDK (`twilio` webhooks validateRequest and
//                              validateRequestWithBody)
//   webhook-chat-verify        no verifier ships apart from a whole app framework; held against the
//                              platform's published algorithm (v0:timestamp:body, HMAC-SHA256, hex) computed
//                              with @noble/hashes, whose published example is among the contract's examples
//   webhook-signature-compute  stripe generateTestHeaderString (payments), standardwebhooks sign (standard),
//                              twilio getExpectedTwilioSignature (telephony), @octokit/webhooks-methods sign
//                              (codehost); chat and shop from their published algorithms with @noble/hashes
//   checksum-manifest-verify   GNU coreutils `cksum --check` (9.x: untagged lines with -a, tagged lines of
//                              every algorithm without it) on files written to a temporary directory
import { hmac } from '@noble/hashes/hmac.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512, sha512_224, sha512_256 } from '@noble/hashes/sha2.js';
import { sha3_224, sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { sign as codehostSign } from '@octokit/webhooks-methods';
import { base64, base64nopad, base64url, base64urlnopad, hex as scureHex } from '@scure/base';
import { expect } from 'chai';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import * as telephony from 'twilio/lib/webhooks/webhooks.js';
import { outcome, runTool } from '../support/direct.js';

const RUNS = 200;

/** No lone UTF-16 surrogate (String.prototype.isWellFormed is ES2024, beyond this project's lib). */
const wellFormed = (s: string) => !/\p{Cs}/u.test(s);

const utf8 = (s: string) => new TextEncoder().encode(s);
const hexOf = (b: Uint8Array) => scureHex.encode(b);

const HASHES = {
  md5, sha1, ripemd160, sha224, sha256, sha384, sha512, 'sha512-224': sha512_224, 'sha512-256': sha512_256,
  'sha3-224': sha3_224, 'sha3-256': sha3_256, 'sha3-384': sha3_384, 'sha3-512': sha3_512,
} as const;
type Algorithm = keyof typeof HASHES;
const algorithmArb = fc.constantFrom(...(Object.keys(HASHES) as Algorithm[]));
const mac = (alg: Algorithm, key: Uint8Array, msg: Uint8Array) => hmac(HASHES[alg], key, msg);

/** Texts with astral characters, controls and, now and then, a lone surrogate. */
const textArb = fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('', '{"id":1}', 'a\r\nb', '😀', '\ufeff'));

type Encoding = 'utf8' | 'hex' | 'base64' | 'base64url';
/** A byte string written in one of the four encodings, sometimes malformed for it. */
const encodedArb = fc.oneof(
  textArb.map((text) => ({ text, encoding: 'utf8' as Encoding })),
  fc.tuple(fc.uint8Array({ maxLength: 150 }), fc.constantFrom<Encoding>('hex', 'base64', 'base64url'), fc.boolean()).map(([b, encoding, alt]) => ({
    text: encoding === 'hex' ? (alt ? hexOf(b).toUpperCase() : hexOf(b)) : encoding === 'base64' ? base64.encode(b) : alt ? base64url.encode(b) : base64urlnopad.encode(b),
    encoding,
  })),
  fc.constantFrom<{ text: string; encoding: Encoding }>(
    { text: 'abc', encoding: 'hex' }, { text: '0x00', encoding: 'hex' }, { text: 'Zh==', encoding: 'base64' }, { text: 'Zg', encoding: 'base64' },
    { text: 'Zm9v\n', encoding: 'base64' }, { text: '-_8=', encoding: 'base64' }, { text: '+/8', encoding: 'base64url' }, { text: 'Zg=', encoding: 'base64url' },
  ),
);

/** The bytes under rule 1 of hmac-compute, decoded by @scure/base; null when malformed (or not UTF-8). */
function decodeBytes({ text, encoding }: { text: string; encoding: Encoding }): Uint8Array | null {
  try {
    if (encoding === 'utf8') return wellFormed(text) ? utf8(text) : null;
    if (encoding === 'hex') return scureHex.decode(text.toLowerCase());
    if (encoding === 'base64') return base64.decode(text);
    return text.includes('=') ? base64url.decode(text) : base64urlnopad.decode(text);
  } catch {
    return null;
  }
}

describe('differential: hmac-compute against @noble/hashes (RFC 2104, FIPS 198-1)', () => {
  it('the same MAC in hex, Base64 and base64url, and the same refusals', async () => {
    await fc.assert(
      fc.asyncProperty(encodedArb, encodedArb, algorithmArb, async (key, message, algorithm) => {
        const r = await outcome('hmac-compute', { key: key.text, key_encoding: key.encoding, message: message.text, message_encoding: message.encoding, algorithm });
        const k = decodeBytes(key);
        const m = decodeBytes(message);
        if (k === null || m === null) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        const tag = mac(algorithm, k, m);
        expect(r).to.deep.equal({ ok: true, value: { algorithm, hex: hexOf(tag), base64: base64.encode(tag), base64url: base64urlnopad.encode(tag), mac_bytes: tag.length } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: hmac-verify against @noble/hashes and a reference of rules 2-8', () => {
  type Verdict = { valid: boolean; reason: string | null; matched_encoding: string | null };
  const fail = (reason: string): Verdict => ({ valid: false, reason, matched_encoding: null });

  function verifyReference(tag: Uint8Array, signature: string, prefix: string | undefined, encoding: string | undefined, length: number): Verdict {
    if (prefix !== undefined && !signature.startsWith(prefix)) return fail('prefix_missing');
    const body = prefix === undefined ? signature : signature.slice(prefix.length);
    const read = (enc: string): Uint8Array | null => decodeBytes({ text: body, encoding: enc as Encoding });
    const compare = (bytes: Uint8Array, enc: string): Verdict => {
      const same = bytes.every((b, i) => b === tag[i]);
      return { valid: same, reason: same ? null : 'mismatch', matched_encoding: enc };
    };
    if (encoding === undefined || encoding === 'auto') {
      for (const enc of ['hex', 'base64', 'base64url']) {
        const bytes = read(enc);
        if (bytes !== null && bytes.length === length) return compare(bytes, enc);
      }
      return fail('signature_not_decodable');
    }
    const bytes = read(encoding);
    if (bytes === null) return fail('signature_not_decodable');
    if (bytes.length !== length) return fail('signature_wrong_length');
    return compare(bytes, encoding);
  }

  it('reads, truncates and compares the signature as the reference does', async () => {
    const arb = fc.record({
      key: fc.uint8Array({ maxLength: 80 }),
      message: fc.string({ unit: 'grapheme', maxLength: 30 }),
      algorithm: algorithmArb,
      truncate: fc.option(fc.integer({ min: 8, max: 66 }), { nil: undefined }),
      form: fc.constantFrom('hex', 'HEX', 'base64', 'base64nopad', 'base64url', 'base64urlpad'),
      tamper: fc.constantFrom('none', 'none', 'flip', 'short', 'long', 'empty', 'space'),
      prefix: fc.option(fc.constantFrom('sha256=', 'v1=', 'X'), { nil: undefined }),
      sendPrefix: fc.constantFrom('given', 'given', 'none', 'other'),
      encoding: fc.option(fc.constantFrom('auto', 'hex', 'base64', 'base64url'), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const full = mac(c.algorithm, c.key, utf8(c.message));
        const native = full.length;
        const input: Record<string, unknown> = {
          key: hexOf(c.key), key_encoding: 'hex', message: c.message, algorithm: c.algorithm,
          ...(c.truncate !== undefined && { truncate_to_bytes: c.truncate }),
          ...(c.prefix !== undefined && { signature_prefix: c.prefix }),
          ...(c.encoding !== undefined && { signature_encoding: c.encoding }),
        };
        const length = c.truncate ?? native;
        let bytes = full.slice(0, Math.min(length, native));
        if (c.tamper === 'flip' && bytes.length > 0) bytes[bytes.length - 1]! ^= 1;
        if (c.tamper === 'short') bytes = bytes.slice(0, -1);
        if (c.tamper === 'long') bytes = Uint8Array.from([...bytes, 0]);
        if (c.tamper === 'empty') bytes = new Uint8Array();
        const codec = { hex: hexOf, HEX: (b: Uint8Array) => hexOf(b).toUpperCase(), base64: base64.encode, base64nopad: base64nopad.encode, base64url: base64urlnopad.encode, base64urlpad: base64url.encode }[c.form];
        let text = codec(bytes);
        if (c.tamper === 'space') text = ` ${text}`;
        const sent = c.sendPrefix === 'given' && c.prefix !== undefined ? c.prefix + text : c.sendPrefix === 'other' ? 'sha1=' + text : text;
        input.signature = sent;
        const r = await outcome('hmac-verify', input);
        if (sent.length === 0) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        if (c.truncate !== undefined && (c.truncate < Math.max(10, Math.ceil(native / 2)) || c.truncate > native)) {
          return void expect(r).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/truncate_to_bytes' });
        }
        expect(r).to.deep.equal({ ok: true, value: { ...verifyReference(full, sent, c.prefix, c.encoding, length), algorithm: c.algorithm } });
      }),
      { numRuns: 300 },
    );
  });
});

const secretArb = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }), fc.constantFrom('whsec_test_payments', ' s ', '😀'));
const nowArb = fc.integer({ min: 1_000_000, max: 99_999_999_999 });

describe('differential: webhook-payments-verify against the provider SDK (stripe)', () => {
  const stripeVerdict = (payload: string, header: string, secret: string, tolerance: number, now: number): string | null => {
    try {
      Stripe.webhooks.signature!.verifyHeader(payload, header, secret, tolerance, undefined, now * 1000);
      return null;
    } catch (e) {
      const m = (e as Error).message;
      if (m.includes('Unable to extract timestamp')) return 'header_malformed';
      if (m.includes('No signatures found with expected scheme')) return 'no_signature';
      if (m.includes('No signatures found matching')) return 'signature_mismatch';
      if (m.includes('Timestamp outside the tolerance zone')) return 'timestamp_outside_tolerance';
      throw e;
    }
  };

  it('agrees on validity and reason for headers both read alike', async () => {
    // The SDK keeps the last of several "t" elements, does not trim spaces, cuts a value at a second
    // "=" and skips the age check at tolerance 0; rule 2 refuses a repeated "t", trims, and rule 5
    // bounds the age at tolerance 0 too. Headers here have one "t" or none, no spaces and no second
    // "=", and tolerances from 1.
    const arb = fc.record({
      // The SDK refuses an empty payload before reading the header ("No webhook payload was provided").
      payload: textArb.filter((t) => wellFormed(t) && t !== ''),
      secret: secretArb,
      signer: fc.constantFrom('same', 'same', 'other'),
      now: nowArb,
      age: fc.oneof(fc.integer({ min: -400, max: 400 }), fc.constantFrom(0, 300, 301, -100_000)),
      tolerance: fc.option(fc.integer({ min: 1, max: 600 }), { nil: undefined }),
      shape: fc.constantFrom('plain', 'two', 'v0', 'no-v1', 'no-t', 'zeros', 'bad-sig'),
    });
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        // Rule 2 bounds t by 99999999999, which the SDK does not; t stays within it here.
        const t = Math.min(99_999_999_999, Math.max(0, c.now - c.age));
        const secret = c.signer === 'same' ? c.secret : c.secret + 'x';
        const signed = Stripe.webhooks.generateTestHeaderString({ payload: c.payload, secret, timestamp: t });
        const v1 = signed.split(',v1=')[1]!;
        const header = {
          plain: `t=${t},v1=${v1}`,
          two: `t=${t},v1=${'0'.repeat(64)},v1=${v1}`,
          v0: `t=${t},v0=${v1},v1=${v1}`,
          'no-v1': `t=${t},v0=${v1}`,
          'no-t': `v1=${v1}`,
          zeros: `t=000${t},v1=${v1}`,
          'bad-sig': `t=${t},v1=${v1.toUpperCase()}`,
        }[c.shape];
        const input = { signature_header: header, payload: c.payload, secret: c.secret, now: c.now, ...(c.tolerance !== undefined && { tolerance_seconds: c.tolerance }) };
        const out = (await runTool('webhook-payments-verify', input)) as { valid: boolean; reason: string | null; timestamp: number | null };
        const reason = stripeVerdict(c.payload, header, c.secret, c.tolerance ?? 300, c.now);
        expect({ valid: out.valid, reason: out.reason }).to.deep.equal({ valid: reason === null, reason });
        expect(out.timestamp).to.equal(reason === 'header_malformed' ? null : t);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: webhook-standard-verify against the Standard Webhooks reference library', () => {
  function libraryVerdict(secret: string, id: string, timestamp: string, signature: string, payload: string, now: number): string | null {
    const realNow = Date.now;
    Date.now = () => now * 1000;
    try {
      new Webhook(secret).verify(payload, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature }, { jsonParse: false } as never);
      return null;
    } catch (e) {
      const m = (e as Error).message;
      if (m === 'Missing required headers' || m === 'Invalid Signature Headers') return 'header_malformed';
      if (m.startsWith('Message timestamp too')) return 'timestamp_outside_tolerance';
      if (m === 'No matching signature found') return 'no_signature_or_mismatch';
      throw e;
    } finally {
      Date.now = realNow;
    }
  }

  it('agrees on validity and reason (default tolerance 300, as the library fixes it)', async () => {
    // The library signs the timestamp as parsed (leading zeros dropped) and reads a candidate only up
    // to a second comma; rule 6 signs the header text verbatim and splits at the first comma. Timestamps
    // here have no leading zeros and candidates no second comma.
    const arb = fc.record({
      key: fc.uint8Array({ minLength: 1, maxLength: 40 }),
      prefix: fc.boolean(),
      id: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom('msg_p5jXN8AQM9LWM0D4loKWxJek', '')),
      payload: textArb.filter((t) => wellFormed(t)),
      now: fc.integer({ min: 1_000_000, max: 9_999_999_999 }),
      age: fc.oneof(fc.integer({ min: -400, max: 400 }), fc.constantFrom(300, 301, -300, -301)),
      shape: fc.constantFrom('plain', 'many', 'v1a', 'no-comma', 'wrong', 'empty-ts', 'letters-ts'),
    });
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const secret = (c.prefix ? 'whsec_' : '') + base64.encode(c.key);
        const t = String(c.now - c.age);
        const good = c.id === '' ? 'v1,AAAA' : new Webhook(secret).sign(c.id, new Date(Number(t) * 1000), c.payload);
        const sig = { plain: good, many: `v1,${'A'.repeat(43)}= v2,xyz ${good}`, v1a: `v1a,${good.slice(3)}`, 'no-comma': 'v1', wrong: 'v1,' + base64.encode(new Uint8Array(32)), 'empty-ts': good, 'letters-ts': good }[c.shape];
        const ts = c.shape === 'empty-ts' ? '' : c.shape === 'letters-ts' ? 'abc' : t;
        const out = (await runTool('webhook-standard-verify', { webhook_id: c.id, webhook_timestamp: ts, webhook_signature: sig, payload: c.payload, secret, now: c.now })) as { valid: boolean; reason: string | null };
        const lib = libraryVerdict(secret, c.id, ts, sig, c.payload, c.now);
        // The library reports "no candidate" and "no match" alike; rule 5 tells them apart.
        if (lib === 'no_signature_or_mismatch') expect(out.reason).to.be.oneOf(['no_signature', 'signature_mismatch']);
        else expect(out).to.deep.include({ valid: lib === null, reason: lib });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: webhook-chat-verify against the published v0 algorithm', () => {
  it('agrees with HMAC-SHA256 over v0:timestamp:body and the symmetric window', async () => {
    const arb = fc.record({
      secret: secretArb, body: textArb.filter((t) => wellFormed(t)), now: nowArb,
      age: fc.oneof(fc.integer({ min: -400, max: 400 }), fc.constantFrom(300, 301, -300, -301)),
      tolerance: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }),
      shape: fc.constantFrom('good', 'good', 'upper', 'no-prefix', 'other-secret', 'zeros', 'ts-bad'),
    });
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const t = Math.max(0, c.now - c.age);
        const ts = c.shape === 'zeros' ? `00${t}` : c.shape === 'ts-bad' ? `${t}.0` : String(t);
        const key = c.shape === 'other-secret' ? c.secret + '!' : c.secret;
        const digest = hexOf(hmac(sha256, utf8(key), utf8(`v0:${ts}:${c.body}`)));
        const signature = c.shape === 'upper' ? `v0=${digest.toUpperCase()}` : c.shape === 'no-prefix' ? digest : `v0=${digest}`;
        const out = await runTool('webhook-chat-verify', { timestamp: ts, signature, body: c.body, signing_secret: c.secret, now: c.now, ...(c.tolerance !== undefined && { tolerance_seconds: c.tolerance }) });
        const reason = !/^[0-9]{1,16}$/.test(ts) ? 'header_malformed'
          : Math.abs(c.now - Number(ts)) > (c.tolerance ?? 300) ? 'timestamp_outside_tolerance'
            : !signature.startsWith('v0=') ? 'no_signature'
              : ['upper', 'other-secret'].includes(c.shape) && digest !== digest.toUpperCase() ? 'signature_mismatch' : null;
        expect(out).to.deep.equal({ valid: reason === null, reason });
      }),
      { numRuns: RUNS },
    );
  });
});

/** Code point order, which rule 2 of the telephony tools promises; the SDK sorts UTF-16 code units. */
const codePointLess = (a: string, b: string) => {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
};
const sortsAlike = (xs: string[]) => JSON.stringify([...xs].sort()) === JSON.stringify([...xs].sort(codePointLess));

const paramKey = fc.oneof(fc.constantFrom('CallSid', 'From', 'To', 'Digits', '__proto__', 'constructor', 'valueOf', '2', '10', '', 'a b', '😀', '\uffff'), fc.string({ unit: 'grapheme', maxLength: 5 }));
const paramValue = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), fc.array(fc.constantFrom('a', 'b', 'A', '', '😀', '\uffff'), { minLength: 1, maxLength: 4 }));
const paramsArb = fc.uniqueArray(fc.tuple(paramKey, paramValue), { selector: (e) => e[0], maxLength: 5 }).map((es) => Object.fromEntries(es) as Record<string, string | string[]>);
const paramsSortAlike = (p: Record<string, string | string[]>) => sortsAlike(Object.keys(p)) && Object.values(p).every((v) => !Array.isArray(v) || sortsAlike(v));

const urlArb = fc.oneof(
  fc.tuple(fc.constantFrom('https://', 'http://', 'HTTPS://'), fc.constantFrom('example.com', 'mycompany.com', 'user@h.io', '[::1]'), fc.constantFrom('', ':443', ':80', ':8443', ':'), fc.constantFrom('', '/', '/myapp.php', '/a?foo=1&bar=2', '/p?x=1#frag?y', '?q=:1'))
    .map(([s, h, p, r]) => s + h + p + r),
  fc.constantFrom('ftp://example.com/x', 'example.com/x', 'https://mycompany.com/myapp.php?foo=1&bar=2'),
);

describe('differential: webhook-telephony-verify against the provider SDK (twilio)', () => {
  /** Rule 3's url forms, in their order. */
  function urlForms(url: string): [string, string][] {
    const m = /^(https?:\/\/)((?:[^/?#@]*@)?)(\[[^\]]*\]|[^:/?#]*)(:[0-9]*)?(.*)$/i.exec(url);
    if (!m || m[3] === '' || (m[4] !== undefined && m[4] !== '' && !/^:[0-9]*$/.test(m[4]))) return [['as_given', url]];
    const [, scheme, user, host, port, rest] = m;
    const withPort = port === undefined ? `${scheme}${user}${host}${scheme!.toLowerCase() === 'https://' ? ':443' : ':80'}${rest}` : url;
    return [['as_given', url], ['with_default_port', withPort], ['without_port', `${scheme}${user}${host}${rest}`]];
  }

  it('form requests: valid exactly when the SDK validates, on the first matching url form', async () => {
    const arb = fc.record({ url: urlArb, token: secretArb, params: paramsArb, signer: fc.constantFrom(0, 1, 2, 3) });
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        fc.pre(paramsSortAlike(c.params));
        const forms = urlForms(c.url);
        const signedUrl = c.signer < forms.length ? forms[c.signer]![1] : c.url + '/other';
        const signature = telephony.getExpectedTwilioSignature(c.token, signedUrl, c.params);
        const out = await runTool('webhook-telephony-verify', { url: c.url, signature, auth_token: c.token, params: c.params });
        let sdk: boolean;
        try {
          sdk = telephony.validateRequest(c.token, signature, c.url, c.params);
        } catch {
          sdk = false; // the SDK's WHATWG URL fallback throws on a url without a scheme, after the raw forms failed
        }
        const matched = forms.find(([, u]) => telephony.getExpectedTwilioSignature(c.token, u, c.params) === signature)?.[0] ?? null;
        // The SDK also accepts the url as WHATWG URL re-serializes it, which rule 3 does not try; the
        // signatures here are made over rule 3's forms or a foreign url, never over that one.
        expect(out).to.deep.equal({ valid: matched !== null, reason: matched === null ? 'signature_mismatch' : null, matched_url_variant: matched });
        if (matched !== null) expect(sdk).to.equal(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('JSON bodies: the bodySHA256 check and the url-only signature agree with validateRequestWithBody', async () => {
    const arb = fc.record({ body: textArb.filter((t) => wellFormed(t)), token: secretArb, tamper: fc.constantFrom('none', 'none', 'hash', 'sig') });
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const hash = telephony.getExpectedBodyHash(c.tamper === 'hash' ? c.body + ' ' : c.body);
        const url = `https://example.com/myapp?bodySHA256=${hash}`;
        const signature = telephony.getExpectedTwilioSignature(c.token, c.tamper === 'sig' ? url + 'x' : url, {});
        const out = (await runTool('webhook-telephony-verify', { url, signature, auth_token: c.token, body: c.body })) as { valid: boolean; reason: string | null };
        expect(out.valid).to.equal(telephony.validateRequestWithBody(c.token, signature, url, c.body));
        if (c.tamper === 'hash') expect(out.reason).to.equal('body_hash_mismatch');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: webhook-signature-compute against each scheme\'s library', () => {
  it('payments, chat, standard, telephony, codehost and shop signatures and headers', async () => {
    const arb = fc.record({
      scheme: fc.constantFrom('payments', 'chat', 'standard', 'telephony', 'codehost', 'shop'),
      payload: textArb.filter((t) => wellFormed(t)), secret: secretArb, key: fc.uint8Array({ minLength: 1, maxLength: 40 }),
      timestamp: fc.integer({ min: 1, max: 99_999_999_999 }), id: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
      url: urlArb, params: fc.option(paramsArb, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        if (c.scheme === 'payments') {
          const header = Stripe.webhooks.generateTestHeaderString({ payload: c.payload, secret: c.secret, timestamp: c.timestamp });
          const out = await runTool('webhook-signature-compute', { scheme: c.scheme, payload: c.payload, secret: c.secret, timestamp: c.timestamp });
          expect(out).to.deep.equal({ scheme: c.scheme, headers: [{ name: 'Payments-Signature', value: header }], signature: header.split(',v1=')[1] });
        } else if (c.scheme === 'chat') {
          const signature = 'v0=' + hexOf(hmac(sha256, utf8(c.secret), utf8(`v0:${c.timestamp}:${c.payload}`)));
          const out = await runTool('webhook-signature-compute', { scheme: c.scheme, body: c.payload, signing_secret: c.secret, timestamp: c.timestamp });
          expect(out).to.deep.equal({ scheme: c.scheme, headers: [{ name: 'X-Chat-Signature', value: signature }, { name: 'X-Chat-Request-Timestamp', value: String(c.timestamp) }], signature });
        } else if (c.scheme === 'standard') {
          const secret = 'whsec_' + base64.encode(c.key);
          const ts = String(c.timestamp % 10_000_000_000);
          const signature = new Webhook(secret).sign(c.id, new Date(Number(ts) * 1000), c.payload);
          const out = await runTool('webhook-signature-compute', { scheme: c.scheme, payload: c.payload, webhook_id: c.id, webhook_timestamp: ts, secret });
          expect(out).to.deep.equal({ scheme: c.scheme, headers: [{ name: 'webhook-id', value: c.id }, { name: 'webhook-timestamp', value: ts }, { name: 'webhook-signature', value: signature }], signature });
        } else if (c.scheme === 'telephony') {
          fc.pre(c.params === undefined || paramsSortAlike(c.params));
          const signature = telephony.getExpectedTwilioSignature(c.secret, c.url, c.params ?? {});
          const out = await runTool('webhook-signature-compute', { scheme: c.scheme, url: c.url, auth_token: c.secret, ...(c.params !== undefined && { params: c.params }) });
          expect(out).to.deep.equal({ scheme: c.scheme, headers: [{ name: 'X-Telephony-Signature', value: signature }], signature });
        } else {
          fc.pre(c.payload !== ''); // @octokit/webhooks-methods refuses an empty payload
          const signature = c.scheme === 'codehost' ? await codehostSign(c.secret, c.payload) : base64.encode(hmac(sha256, utf8(c.secret), utf8(c.payload)));
          const name = c.scheme === 'codehost' ? 'X-Codehost-Signature-256' : 'X-Shop-Hmac-Sha256';
          const out = await runTool('webhook-signature-compute', { scheme: c.scheme, payload: c.payload, secret: c.secret });
          expect(out).to.deep.equal({ scheme: c.scheme, headers: [{ name, value: signature }], signature });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('every signature tool refuses a lone surrogate in any text field', async () => {
    const lone = fc.tuple(fc.string({ maxLength: 3 }), fc.constantFrom('\ud800', '\udfff', '\udbff'), fc.string({ maxLength: 3 })).map(([a, s, b]) => a + s + b);
    const cases = (s: string) => [
      ['hmac-compute', { key: s, message: 'm', algorithm: 'sha256' }],
      ['hmac-verify', { key: 'k', message: s, algorithm: 'sha256', signature: '00' }],
      ['webhook-payments-verify', { signature_header: 't=1,v1=00', payload: s, secret: 's', now: 1 }],
      ['webhook-chat-verify', { timestamp: '1', signature: s, body: '', signing_secret: 's', now: 1 }],
      ['webhook-standard-verify', { webhook_id: s, webhook_timestamp: '1', webhook_signature: 'v1,a', payload: '', secret: 'whsec_AAAA', now: 1 }],
      ['webhook-telephony-verify', { url: 'https://a.b/', signature: 'x', auth_token: 't', params: { [s]: 'v' } }],
      ['webhook-signature-compute', { scheme: 'codehost', payload: s, secret: 's' }],
      ['checksum-manifest-verify', { manifest: '', files: [{ name: s, content: 'x' }] }],
    ] as const;
    await fc.assert(
      fc.asyncProperty(lone, fc.nat({ max: 7 }), async (s, k) => {
        const [id, input] = cases(s)[k]!;
        expect(await outcome(id, input)).to.deep.include({ ok: false, code: 'invalid_input' });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: checksum-manifest-verify against GNU coreutils cksum --check', () => {
  const DIGESTS = { md5, sha1, sha224, sha256, sha384, sha512, 'blake2b-512': blake2b } as const;
  type Alg = keyof typeof DIGESTS;
  const TAG: Record<Alg, string> = { md5: 'MD5', sha1: 'SHA1', sha224: 'SHA224', sha256: 'SHA256', sha384: 'SHA384', sha512: 'SHA512', 'blake2b-512': 'BLAKE2b' };
  const CKSUM_NAME: Record<Alg, string> = { md5: 'md5', sha1: 'sha1', sha224: 'sha224', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', 'blake2b-512': 'blake2b' };

  // Names a file system can hold (no "/", NUL, "." or ".."), with spaces, parentheses, ") = ",
  // backslashes and line breaks that force the escaped form.
  const nameArb = fc.constantFrom('a', 'b.txt', 'a b', 'x (1)', 'p) = q', 'c\\d', 'e\nf', 'r\rs', '😀', 'é', '#n', ' lead', 'trail ');
  type Line = { text: string; name?: string };

  function escape(name: string): { escaped: boolean; text: string } {
    if (!/[\\\n\r]/.test(name)) return { escaped: false, text: name };
    return { escaped: true, text: name.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r') };
  }

  /** One manifest line as sha256sum / cksum -a writes it (or a broken one), and what it names. */
  const lineArb = (alg: Alg | undefined, contents: Map<string, Uint8Array>) =>
    fc.tuple(nameArb, fc.constantFrom('right', 'right', 'wrong', 'upper'), fc.constantFrom('untagged', 'binary', 'tagged'), fc.constantFrom('ok', 'ok', 'ok', 'short', 'garbage', 'blank')).map(([name, digestKind, form, fault]): Line => {
      if (fault === 'garbage') return { text: 'not a checksum line' };
      if (fault === 'blank') return { text: '' };
      const lineAlg: Alg = form === 'tagged' || alg === undefined ? (alg ?? 'sha256') : alg;
      const data = contents.get(name) ?? utf8('absent');
      let digest = hexOf(DIGESTS[lineAlg](digestKind === 'wrong' ? utf8('other') : data));
      if (digestKind === 'upper') digest = digest.toUpperCase();
      // One digit short, so odd: cksum reads an even-length untagged BLAKE2b digest as a shorter
      // BLAKE2b (b2sum -l), where rule 4 fixes blake2b-512 at 128 digits.
      if (fault === 'short') digest = digest.slice(0, -1);
      const { escaped, text } = escape(name);
      const body = form === 'tagged' ? `${TAG[lineAlg]} (${text}) = ${digest}` : `${digest} ${form === 'binary' ? '*' : ' '}${text}`;
      return { text: (escaped ? '\\' : '') + body, name };
    });

  const caseArb = fc
    .tuple(fc.option(fc.constantFrom<Alg>('md5', 'sha1', 'sha256', 'sha512', 'blake2b-512', 'sha224', 'sha384'), { nil: undefined }), fc.uniqueArray(fc.tuple(nameArb, fc.string({ unit: 'grapheme', maxLength: 8 })), { selector: (e) => e[0], maxLength: 5 }))
    .chain(([alg, files]) => {
      const contents = new Map(files.map(([n, c]) => [n, utf8(c)]));
      return fc.tuple(fc.constant(alg), fc.constant(files), fc.array(lineArb(alg, contents), { maxLength: 7 }), fc.constantFrom('\n', '\r\n'), fc.boolean());
    });

  it('reports the same malformed lines and, for each first listing of a name, the same status', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ([alg, files, lines, eol, finalEol]) => {
        const manifest = lines.map((l) => l.text).join(eol) + (finalEol && lines.length > 0 ? eol : '');
        const out = (await runTool('checksum-manifest-verify', { manifest, ...(alg !== undefined && { algorithm: alg }), files: files.map(([name, content]) => ({ name, content })) })) as {
          results: { name: string; status: string }[]; bad_lines: { line: number; reason: string }[]; unlisted_files: string[];
        };
        const dir = mkdtempSync(join(tmpdir(), 'cksum-'));
        try {
          for (const [name, content] of files) writeFileSync(join(dir, name), content);
          writeFileSync(join(dir, '.manifest'), manifest);
          const run = spawnSync('cksum', [...(alg !== undefined ? ['-a', CKSUM_NAME[alg]] : []), '--check', '--warn', '.manifest'], { cwd: dir, encoding: 'utf8' });
          const improper = new Set([...run.stderr.matchAll(/\.manifest: (\d+): improperly formatted/g)].map((m) => Number(m[1])));
          const statuses = run.stdout.split('\n').filter((s) => s !== '').map((s) => (s.endsWith(': OK') ? 'ok' : s.endsWith(': FAILED open or read') ? 'missing' : 'mismatch'));
          // cksum skips an empty line silently, as rule 1 does; every other line it either checks or calls improperly formatted.
          const checked = lines.map((l, i) => ({ ...l, line: i + 1 })).filter((l) => l.text !== '' && !improper.has(l.line));
          expect(statuses).to.have.length(checked.length);
          const expected = new Map<string, string>();
          checked.forEach((l, k) => { if (!expected.has(l.name!)) expected.set(l.name!, statuses[k]!); });
          expect(out.results).to.deep.equal([...expected].map(([name, status]) => ({ name, status })));
          expect(out.bad_lines.filter((b) => b.reason !== 'duplicate_filename').map((b) => b.line)).to.deep.equal([...improper].sort((a, b) => a - b));
          expect(out.unlisted_files).to.deep.equal(files.map(([n]) => n).filter((n) => !expected.has(n)));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: RUNS },
    );
  });
});
