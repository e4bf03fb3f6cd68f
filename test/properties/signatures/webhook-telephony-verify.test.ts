import { expect } from 'chai';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Computed = { headers: { name: string; value: string }[]; signature: string };
type Verdict = { valid: boolean; reason: string | null; matched_url_variant: string | null };

const verify = async (input: Record<string, unknown>) => (await runTool('webhook-telephony-verify', input)) as Verdict;
const sign = async (url: string, authToken: string, params?: Record<string, string | string[]>) =>
  ((await runTool('webhook-signature-compute', { scheme: 'telephony', url, auth_token: authToken, ...(params ? { params } : {}) })) as Computed).signature;

function toParams(entries: [string, string | string[]][]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

const tokens = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });
const hosts = fc.constantFrom('example.com', 'api.example.org', '[2001:db8::1]', 'user:pw@example.net', '10.0.0.1');
const paths = fc.constantFrom('', '/', '/hook', '/a/b.php?foo=1&bar=2', '/x#frag');
const paramEntries = fc.uniqueArray(
  fc.tuple(
    fc.string({ unit: 'binary', maxLength: 6 }),
    fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.array(fc.string({ unit: 'binary', maxLength: 4 }), { minLength: 1, maxLength: 4 })),
  ),
  { selector: ([k]) => k, minLength: 1, maxLength: 8 },
);

describe('webhook-telephony-verify properties', () => {
  it('compute -> verify is valid as_given; one altered value is signature_mismatch', async () => {
    await fc.assert(
      fc.asyncProperty(paramEntries, tokens, hosts, paths, fc.nat(), async (entries, token, host, path, at) => {
        const url = `https://${host}${path}`;
        const params = toParams(entries);
        const signature = await sign(url, token, params);
        expect(await verify({ url, signature, auth_token: token, params })).to.deep.equal({ valid: true, reason: null, matched_url_variant: 'as_given' });
        const [k, v] = entries[at % entries.length]!;
        const altered = toParams(entries.map(([k2, v2]) => [k2, k2 === k ? (typeof v === 'string' ? `${v}!` : [...v, '\u0000!']) : v2]));
        expect(await verify({ url, signature, auth_token: token, params: altered })).to.deep.equal({
          valid: false,
          reason: 'signature_mismatch',
          matched_url_variant: null,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('a signature made with the default port or without the port is found by its variant', async () => {
    await fc.assert(
      fc.asyncProperty(tokens, hosts, paths, fc.boolean(), fc.integer({ min: 1, max: 65535 }), async (token, host, path, https, port) => {
        const scheme = https ? 'https' : 'http';
        const bare = `${scheme}://${host}${path}`;
        const withDefault = `${scheme}://${host}:${https ? 443 : 80}${path}`;
        const withOther = `${scheme}://${host}:${port}${path}`;
        const r1 = await verify({ url: bare, signature: await sign(withDefault, token), auth_token: token, params: {} });
        expect(r1).to.deep.equal({ valid: true, reason: null, matched_url_variant: 'with_default_port' });
        const r2 = await verify({ url: withOther, signature: await sign(bare, token), auth_token: token, params: {} });
        expect(r2).to.deep.equal({ valid: true, reason: null, matched_url_variant: 'without_port' });
      }),
      { numRuns: 100 },
    );
  });

  it('JSON body: compute over the bodySHA256 url -> verify is valid; one altered body character is body_hash_mismatch', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }), tokens, fc.nat(), async (body, token, at) => {
        const url = `https://example.com/hook?bodySHA256=${createHash('sha256').update(Buffer.from(body, 'utf8')).digest('hex')}`;
        const signature = await sign(url, token);
        expect(await verify({ url, signature, auth_token: token, body })).to.deep.equal({ valid: true, reason: null, matched_url_variant: 'as_given' });
        const cps = Array.from(body);
        cps[at % cps.length] = cps[at % cps.length] === 'a' ? 'b' : 'a';
        expect(await verify({ url, signature, auth_token: token, body: cps.join('') })).to.deep.equal({
          valid: false,
          reason: 'body_hash_mismatch',
          matched_url_variant: null,
        });
      }),
      { numRuns: 100 },
    );
  });

  it('a body over 262144 UTF-8 bytes is limit_exceeded', async () => {
    const e = await toolFailure('webhook-telephony-verify', { url: 'https://e.com/?bodySHA256=00', signature: 'x', auth_token: 't', body: '\u20ac'.repeat(87382) });
    expect(e.code).to.equal('limit_exceeded');
    expect(e.details[0]!.pointer).to.equal('/body');
  });
});
