import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { alterOne, payloads, secrets } from './webhook-arbitraries.js';

type Computed = { headers: { name: string; value: string }[]; signature: string };
type Verdict = { valid: boolean; reason: string | null; timestamp: number | null; signatures_checked: number };

const verify = async (input: Record<string, unknown>) => (await runTool('webhook-payments-verify', input)) as Verdict;

async function sign(payload: string, secret: string, timestamp: number): Promise<Computed> {
  return (await runTool('webhook-signature-compute', { scheme: 'payments', payload, secret, timestamp })) as Computed;
}

const times = fc.integer({ min: 0, max: 99999999999 - 100000 });

describe('webhook-payments-verify properties', () => {
  it('compute -> verify is valid; one altered payload character is signature_mismatch', async () => {
    await fc.assert(
      fc.asyncProperty(payloads, secrets, times, fc.nat(), fc.integer({ min: 0, max: 300 }), async (payload, secret, t, at, age) => {
        const header = (await sign(payload, secret, t)).headers[0]!.value;
        expect(await verify({ signature_header: header, payload, secret, now: t + age })).to.deep.equal({
          valid: true,
          reason: null,
          timestamp: t,
          signatures_checked: 1,
        });
        const altered = await verify({ signature_header: header, payload: alterOne(payload, at), secret, now: t + age });
        expect(altered.valid).to.equal(false);
        expect(altered.reason).to.equal('signature_mismatch');
      }),
      { numRuns: 150 },
    );
  });

  it('age above the tolerance fails, a future timestamp never does', async () => {
    await fc.assert(
      fc.asyncProperty(times, fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 1, max: 5000 }), async (t, tolerance, extra) => {
        const header = (await sign('{}', 'k', t)).headers[0]!.value;
        const stale = await verify({ signature_header: header, payload: '{}', secret: 'k', now: t + tolerance + extra, tolerance_seconds: tolerance });
        expect(stale.reason).to.equal('timestamp_outside_tolerance');
        const future = await verify({ signature_header: header, payload: '{}', secret: 'k', now: Math.max(0, t - extra), tolerance_seconds: tolerance });
        expect(future.valid).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });

  it('any one of several v1 entries may match, wherever it stands', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.stringMatching(/^[0-9a-f]{64}$/), { maxLength: 5 }), fc.nat(), async (decoys, at) => {
        const good = await sign('body', 'k', 1700000000);
        const list = [...decoys];
        list.splice(at % (list.length + 1), 0, good.signature);
        const header = ['t=1700000000', ...list.map((s) => `v1=${s}`)].join(',');
        const r = await verify({ signature_header: header, payload: 'body', secret: 'k', now: 1700000000 });
        expect(r).to.deep.equal({ valid: true, reason: null, timestamp: 1700000000, signatures_checked: list.length });
      }),
      { numRuns: 100 },
    );
  });

  it('never returns the expected signature or the secret', async () => {
    const good = await sign('body', 'a-long-secret-value-0123456789', 1700000000);
    const r = await verify({ signature_header: 't=1700000000,v1=00', payload: 'body', secret: 'a-long-secret-value-0123456789', now: 1700000000 });
    expect(JSON.stringify(r)).not.to.contain(good.signature).and.not.to.contain('a-long-secret');
  });

  it('a body of 131073 characters but 262146 UTF-8 bytes is limit_exceeded, checked first', async () => {
    const failure = await toolFailure('webhook-payments-verify', { signature_header: 't=1,v1=00', payload: '\u00e9'.repeat(131073), secret: 'k', now: 1 });
    expect(failure.name).to.equal('ToolError');
    expect(failure.code).to.equal('limit_exceeded');
    expect(failure.details[0]!.pointer).to.equal('/payload');
  });
});
