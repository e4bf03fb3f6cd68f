import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { alterOne, payloads } from './webhook-arbitraries.js';

type Computed = { headers: { name: string; value: string }[]; signature: string };
type Verdict = { valid: boolean; reason: string | null; signatures_checked: number };

const verify = async (input: Record<string, unknown>) => (await runTool('webhook-standard-verify', input)) as Verdict;

const keyBytes = fc.uint8Array({ minLength: 1, maxLength: 64 });
const ids = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 });
const times = fc.integer({ min: 100000, max: 99999999999 - 100000 });

describe('webhook-standard-verify properties', () => {
  it('compute -> verify with the computed headers is valid; one altered payload character is signature_mismatch', async () => {
    await fc.assert(
      fc.asyncProperty(payloads, keyBytes, ids, times, fc.nat(), fc.integer({ min: -300, max: 300 }), async (payload, key, id, t, at, skew) => {
        const secret = `whsec_${Buffer.from(key).toString('base64')}`;
        const signed = (await runTool('webhook-signature-compute', {
          scheme: 'standard',
          payload,
          webhook_id: id,
          webhook_timestamp: String(t),
          secret,
        })) as Computed;
        const h = (name: string) => signed.headers.find((x) => x.name === name)!.value;
        const input = { webhook_id: h('webhook-id'), webhook_timestamp: h('webhook-timestamp'), webhook_signature: h('webhook-signature'), payload, secret, now: t + skew };
        expect(await verify(input)).to.deep.equal({ valid: true, reason: null, signatures_checked: 1 });
        expect(await verify({ ...input, payload: alterOne(payload, at) })).to.deep.equal({ valid: false, reason: 'signature_mismatch', signatures_checked: 1 });
      }),
      { numRuns: 150 },
    );
  });

  it('during rotation any v1 entry may match; v1a and other versions are not counted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(keyBytes, { maxLength: 4 }), fc.nat(), fc.nat({ max: 3 }), async (otherKeys, at, ignored) => {
        const secret = 'whsec_dGVzdC1rZXk=';
        const sign = async (s: string) =>
          ((await runTool('webhook-signature-compute', { scheme: 'standard', payload: '{}', webhook_id: 'msg_1', webhook_timestamp: '1700000000', secret: s })) as Computed).signature;
        const entries = await Promise.all(otherKeys.map((k) => sign(Buffer.from(k).toString('base64'))));
        entries.splice(at % (entries.length + 1), 0, await sign(secret));
        const noise = Array.from({ length: ignored }, (_, i) => (i % 2 ? 'v1a,AAAA' : 'v2,AAAA'));
        const header = [...noise, ...entries].join(' ');
        const r = await verify({ webhook_id: 'msg_1', webhook_timestamp: '1700000000', webhook_signature: header, payload: '{}', secret, now: 1700000000 });
        expect(r).to.deep.equal({ valid: true, reason: null, signatures_checked: entries.length });
      }),
      { numRuns: 100 },
    );
  });

  it('the window is symmetric and is checked before the signature', async () => {
    await fc.assert(
      fc.asyncProperty(times, fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 1, max: 50000 }), fc.boolean(), async (t, tolerance, extra, ahead) => {
        const now = ahead ? t - tolerance - extra : t + tolerance + extra;
        const r = await verify({ webhook_id: 'm', webhook_timestamp: String(t), webhook_signature: 'v1,AAAA', payload: '', secret: 'AAAA', now, tolerance_seconds: tolerance });
        expect(r).to.deep.equal({ valid: false, reason: 'timestamp_outside_tolerance', signatures_checked: 0 });
      }),
      { numRuns: 100 },
    );
  });

  it('a body of 131073 characters but 262146 UTF-8 bytes is limit_exceeded, checked first', async () => {
    const failure = await toolFailure('webhook-standard-verify', {
      webhook_id: 'm',
      webhook_timestamp: '1',
      webhook_signature: 'v1,AA==',
      payload: '\u00e9'.repeat(131073),
      secret: 'AAAA',
      now: 1,
    });
    expect(failure.name).to.equal('ToolError');
    expect(failure.code).to.equal('limit_exceeded');
    expect(failure.details[0]!.pointer).to.equal('/payload');
  });
});
