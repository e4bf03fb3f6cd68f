// Hardening headers (issue 14): on every response, errors included; no-store on what answers a key
// and on /v1/me*; HSTS only when the public address is https. Sign-in and executes go through the SDK
// (sdk/); the header walks read raw responses, bodies the SDK's types refuse included.
import { expect } from 'chai';
import { startServer, postJson, type TestServer } from './support/server.js';
import { ok } from './support/sdk.js';

const ADLER = '/v1/tools/adler32/versions/1.0.0/execute';
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

async function get(s: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(s.baseUrl + path, { headers });
  await res.arrayBuffer();
  return res;
}

function expectHardened(headers: Headers, what: string): void {
  expect(headers.get('x-content-type-options'), what).to.equal('nosniff');
  expect(headers.get('x-frame-options'), what).to.equal('DENY');
  expect(headers.get('content-security-policy'), what).to.equal("frame-ancestors 'none'");
  expect(headers.get('referrer-policy'), what).to.equal('no-referrer');
}

describe('hardening headers', () => {
  describe('without PUBLIC_BASE_URL', () => {
    let s: TestServer;
    let key: string;
    before(async () => {
      s = await startServer();
      key = ok(await s.sdk.signIn({ email: 'headers@example.com', consent: true }), 201).api_key;
    });
    after(() => s.close());

    it('every response carries nosniff, DENY, frame-ancestors and no-referrer, and no HSTS', async () => {
      const answers = {
        health: await get(s, '/health'),
        ready: await get(s, '/ready'),
        contract: await get(s, '/v1/tools/adler32/versions/1.0.0'),
        notFound: await get(s, '/nowhere'),
        unauthorized: await get(s, '/v1/me'),
        execute: (await s.sdk.execute('adler32', '1.0.0', { text: 'a' })).response.headers,
        invalid: (await postJson(s.baseUrl, ADLER, { nope: 1 })).headers,
      };
      for (const [what, r] of Object.entries(answers)) {
        const headers = r instanceof Headers ? r : r.headers;
        expectHardened(headers, what);
        expect(headers.get('strict-transport-security'), what).to.equal(null);
      }
    });

    it('Cache-Control: no-store on responses to keyed requests and on /v1/me*, with or without a key', async () => {
      const keyed = {
        me: await get(s, '/v1/me', bearer(key)),
        activity: await get(s, '/v1/me/activity', bearer(key)),
        saved: await get(s, '/v1/me/saved-tools', bearer(key)),
        meWithoutKey: await get(s, '/v1/me/profile'),
        badKey: await get(s, '/v1/me', bearer('dts_nope')),
        savingsTotals: await get(s, '/v1/savings', bearer(key)), // public, max-age for anonymous callers
      };
      for (const [what, r] of Object.entries(keyed)) expect(r.headers.get('cache-control'), what).to.equal('no-store');
      const execute = await s.sdkWith(key).execute('adler32', '1.0.0', { text: 'a' });
      ok(execute);
      expect(execute.response.headers.get('cache-control')).to.equal('no-store');
    });

    it('key-free endpoints ignore a key, and keep their own caching', async () => {
      const anonymous = await get(s, '/v1/savings');
      expect(anonymous.headers.get('cache-control')).to.match(/^public/);
      const contract = await get(s, '/v1/tools/adler32/versions/1.0.0', bearer(key));
      expect(contract.headers.get('cache-control')).to.match(/^public, max-age=/);
    });
  });

  describe('with an https PUBLIC_BASE_URL', () => {
    let s: TestServer;
    before(async () => {
      s = await startServer({ publicBaseUrl: 'https://tools.example.test' });
    });
    after(() => s.close());

    it('adds HSTS to every response', async () => {
      for (const path of ['/health', '/nowhere', '/v1/me']) {
        const r = await get(s, path);
        expectHardened(r.headers, path);
        expect(r.headers.get('strict-transport-security'), path).to.equal('max-age=31536000');
      }
    });
  });
});
