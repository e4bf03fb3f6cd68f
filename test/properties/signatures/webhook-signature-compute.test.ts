import { expect } from 'chai';
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Computed = { scheme: string; headers: { name: string; value: string }[]; signature: string };

const compute = async (input: Record<string, unknown>) => (await runTool('webhook-signature-compute', input)) as Computed;

const mac = (alg: string, key: string | Buffer, data: string) =>
  createHmac(alg, typeof key === 'string' ? Buffer.from(key, 'utf8') : key).update(Buffer.from(data, 'utf8')).digest();

// Reference order: arrays of code points compared lexicographically (no UTF-16 shortcut).
const byCodePoints = (a: string, b: string) => {
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
};

function referenceTelephony(token: string, url: string, params: Record<string, string | string[]>): string {
  let s = url;
  for (const k of Object.keys(params).sort(byCodePoints)) {
    const v = params[k]!;
    for (const x of typeof v === 'string' ? [v] : [...new Set(v)].sort(byCodePoints)) s += k + x;
  }
  return mac('sha1', token, s).toString('base64');
}

// Params built with defineProperty so a `__proto__` key stays an own key, as JSON.parse makes it.
function toParams(entries: [string, string | string[]][]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

const text = fc.string({ unit: 'binary', maxLength: 60 });
const secret = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });
const unix = fc.integer({ min: 0, max: 99999999999 });
const paramEntries = fc.uniqueArray(
  fc.tuple(
    fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', '\uff61', '\u{1F600}')),
    fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.array(fc.string({ unit: 'binary', maxLength: 4 }), { minLength: 1, maxLength: 4 })),
  ),
  { selector: ([k]) => k, maxLength: 8 },
);

describe('webhook-signature-compute properties', () => {
  it('payments, chat, codehost and shop equal an independent HMAC-SHA256 and fill their headers', async () => {
    await fc.assert(
      fc.asyncProperty(text, secret, unix, async (payload, key, t) => {
        const p = await compute({ scheme: 'payments', payload, secret: key, timestamp: t });
        const pHex = mac('sha256', key, `${t}.${payload}`).toString('hex');
        expect(p.signature).to.equal(pHex);
        expect(p.headers).to.deep.equal([{ name: 'Payments-Signature', value: `t=${t},v1=${pHex}` }]);

        const c = await compute({ scheme: 'chat', body: payload, signing_secret: key, timestamp: t });
        expect(c.signature).to.equal(`v0=${mac('sha256', key, `v0:${t}:${payload}`).toString('hex')}`);
        expect(c.headers[1]).to.deep.equal({ name: 'X-Chat-Request-Timestamp', value: String(t) });

        const g = await compute({ scheme: 'codehost', payload, secret: key });
        expect(g.signature).to.equal(`sha256=${mac('sha256', key, payload).toString('hex')}`);
        const s = await compute({ scheme: 'shop', payload, secret: key });
        expect(s.signature).to.equal(mac('sha256', key, payload).toString('base64'));
      }),
      { numRuns: 100 },
    );
  });

  it('standard decodes whsec_ + Base64 with or without padding and prefix', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 40 }), text, fc.boolean(), fc.boolean(), async (keyBytes, payload, prefix, pad) => {
        const b64 = Buffer.from(keyBytes).toString('base64');
        const secretText = (prefix ? 'whsec_' : '') + (pad ? b64 : b64.replace(/=+$/, ''));
        const r = await compute({ scheme: 'standard', payload, webhook_id: 'msg_1', webhook_timestamp: '1700000000', secret: secretText });
        const expected = `v1,${mac('sha256', Buffer.from(keyBytes), `msg_1.1700000000.${payload}`).toString('base64')}`;
        expect(r.signature).to.equal(expected);
        expect(r.headers.map((h) => h.name)).to.deep.equal(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      }),
      { numRuns: 100 },
    );
  });

  it('telephony equals a code-point-sorted reference and ignores key order and duplicate values', async () => {
    await fc.assert(
      fc.asyncProperty(paramEntries, secret, async (entries, token) => {
        const url = 'https://example.com/hook?x=1';
        const r = await compute({ scheme: 'telephony', url, auth_token: token, params: toParams(entries) });
        expect(r.signature).to.equal(referenceTelephony(token, url, toParams(entries)));
        const shuffled = [...entries].reverse().map(([k, v]): [string, string | string[]] => [k, typeof v === 'string' ? v : [...v, ...v].reverse()]);
        const again = await compute({ scheme: 'telephony', url, auth_token: token, params: toParams(shuffled) });
        expect(again.signature).to.equal(r.signature);
      }),
      { numRuns: 150 },
    );
  });

  it('never echoes a secret', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme-ascii', minLength: 24, maxLength: 40 }), async (key) => {
        for (const input of [
          { scheme: 'payments', payload: 'x', secret: key, timestamp: 1 },
          { scheme: 'chat', body: 'x', signing_secret: key, timestamp: 1 },
          { scheme: 'telephony', url: 'https://e.com/', auth_token: key },
          { scheme: 'shop', payload: 'x', secret: key },
        ]) {
          expect(JSON.stringify(await compute(input))).not.to.contain(key);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a payload over 262144 UTF-8 bytes is limit_exceeded before hashing', async () => {
    const payload = '\u00e9'.repeat(131073); // 131073 characters, 262146 bytes
    const e = await toolFailure('webhook-signature-compute', { scheme: 'shop', payload, secret: 's' });
    expect(e.code).to.equal('limit_exceeded');
    expect(e.details[0]!.pointer).to.equal('/payload');
    const ok = await compute({ scheme: 'shop', payload: '\u00e9'.repeat(131072), secret: 's' });
    expect(ok.signature).to.equal(mac('sha256', 's', '\u00e9'.repeat(131072)).toString('base64'));
  });

  it('a bad standard secret error carries no part of the secret', async () => {
    const e = await toolFailure('webhook-signature-compute', { scheme: 'standard', payload: 'x', webhook_id: 'm', webhook_timestamp: '1', secret: 'whsec_SECRETPART!' });
    expect(e.code).to.equal('invalid_input');
    expect(JSON.stringify(e)).not.to.contain('SECRETPART');
  });
});
