import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { alterOne, payloads as bodies, secrets } from './webhook-arbitraries.js';

type Computed = { headers: { name: string; value: string }[]; signature: string };
type Verdict = { valid: boolean; reason: string | null };

const verify = async (input: Record<string, unknown>) => (await runTool('webhook-chat-verify', input)) as Verdict;

async function sign(body: string, signingSecret: string, timestamp: number): Promise<Computed> {
  return (await runTool('webhook-signature-compute', { scheme: 'chat', body, signing_secret: signingSecret, timestamp })) as Computed;
}

const times = fc.integer({ min: 100000, max: 99999999999 - 100000 });

describe('webhook-chat-verify properties', () => {
  it('compute -> verify with the computed headers is valid; one altered body character is signature_mismatch', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, secrets, times, fc.nat(), fc.integer({ min: -300, max: 300 }), async (body, secret, t, at, skew) => {
        const signed = await sign(body, secret, t);
        const signature = signed.headers.find((h) => h.name === 'X-Chat-Signature')!.value;
        const timestamp = signed.headers.find((h) => h.name === 'X-Chat-Request-Timestamp')!.value;
        const input = { timestamp, signature, body, signing_secret: secret, now: t + skew };
        expect(await verify(input)).to.deep.equal({ valid: true, reason: null });
        expect(await verify({ ...input, body: alterOne(body, at) })).to.deep.equal({ valid: false, reason: 'signature_mismatch' });
      }),
      { numRuns: 150 },
    );
  });

  it('the window is symmetric: beyond the tolerance either way fails', async () => {
    await fc.assert(
      fc.asyncProperty(times, fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 1, max: 50000 }), fc.boolean(), async (t, tolerance, extra, ahead) => {
        const signed = await sign('x', 'k', t);
        const now = ahead ? t - tolerance - extra : t + tolerance + extra;
        const r = await verify({ timestamp: String(t), signature: signed.signature, body: 'x', signing_secret: 'k', now, tolerance_seconds: tolerance });
        expect(r).to.deep.equal({ valid: false, reason: 'timestamp_outside_tolerance' });
        const edge = ahead ? t - tolerance : t + tolerance;
        const ok = await verify({ timestamp: String(t), signature: signed.signature, body: 'x', signing_secret: 'k', now: edge, tolerance_seconds: tolerance });
        expect(ok.valid).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });

  it('a body of 131073 characters but 262146 UTF-8 bytes is limit_exceeded, checked first', async () => {
    const failure = await toolFailure('webhook-chat-verify', { timestamp: '1', signature: 'v0=00', body: '\u00e9'.repeat(131073), signing_secret: 'k', now: 1 });
    expect(failure.name).to.equal('ToolError');
    expect(failure.code).to.equal('limit_exceeded');
    expect(failure.details[0]!.pointer).to.equal('/body');
  });
});
