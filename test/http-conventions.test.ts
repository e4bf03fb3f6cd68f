// HTTP conventions: compression by Accept-Encoding (runtime/core/middleware/compression.ts), ETag
// and Cache-Control on the listings, RateLimit-Policy/RateLimit (the IETF httpapi draft) on every
// limited route, and the two catalog listings GET /v1/tools/{id} and GET /v1/categories.
import { expect } from 'chai';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseCoding, MIN_COMPRESS_BYTES } from '../runtime/core/middleware/compression.js';
import { MemoryMinuteWindow } from '../runtime/core/quotas/minute-window.js';
import { testConfig } from '../runtime/core/config.js';
import { strongEtag } from '../runtime/core/http-cache.js';
import { repoRoot } from './support/contracts.js';
import { startServer, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request whose body comes back as sent (fetch would decode it), with only the headers given. */
function raw(s: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${s.baseUrl}${path}`, { method, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(r: Raw): string {
  const coding = r.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(r.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(r.body).toString('utf8');
  expect(coding).to.equal(undefined);
  return r.body.toString('utf8');
}

const varyOf = (r: Raw) => String(r.headers.vary ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
const openapiText = () => readFileSync(join(repoRoot, 'generated', 'openapi.json'), 'utf8');

describe('HTTP conventions', () => {
  describe('choosing a content coding from Accept-Encoding', () => {
    const cases: [string, string][] = [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'], // a tie goes to brotli, the smaller
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0.2, gzip;q=0.8', 'gzip'],
      ['BR;Q=0.9, GZIP;q=0.1', 'br'],
      ['x-gzip', 'gzip'],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['identity', 'identity'],
      ['deflate, zstd', 'identity'],
      ['*;q=0', 'identity'],
      ['gzip;q=nonsense', 'identity'],
      ['gzip;q=2', 'identity'],
      ['', 'identity'],
      [' , ;, ;q=1', 'identity'],
    ];
    for (const [header, want] of cases) {
      it(`${JSON.stringify(header)} -> ${want}`, () => expect(chooseCoding(header)).to.equal(want));
    }
    it('reads a header of 100,000 items in linear time', () => {
      const start = process.hrtime.bigint();
      expect(chooseCoding(`${'a;q=0.1,'.repeat(100_000)}gzip`)).to.equal('gzip');
      expect(Number(process.hrtime.bigint() - start) / 1e6).to.be.below(2000);
    });
  });

  describe('compression', () => {
    let s: TestServer;
    before(async () => {
      s = await startServer();
    });
    after(() => s.close());

    for (const coding of ['br', 'gzip'] as const) {
      it(`openapi.json as ${coding}: the same text, Vary: Accept-Encoding, the ETag weak, If-None-Match still 304`, async () => {
        const r = await raw(s, '/openapi.json', { 'accept-encoding': coding });
        expect(r.status).to.equal(200);
        expect(r.headers['content-encoding']).to.equal(coding);
        expect(varyOf(r)).to.include('accept-encoding');
        expect(Number(r.headers['content-length'])).to.equal(r.body.length);
        const text = openapiText();
        expect(r.body.length).to.be.below(Buffer.byteLength(text) / 5);
        expect(decoded(r)).to.equal(text);
        expect(r.headers.etag).to.equal(`W/${strongEtag(text)}`);
        // Served again from the kept bytes: identical.
        const again = await raw(s, '/openapi.json', { 'accept-encoding': coding });
        expect(again.body.equals(r.body)).to.equal(true);
        const cached = await raw(s, '/openapi.json', { 'accept-encoding': coding, 'if-none-match': String(r.headers.etag) });
        expect(cached.status).to.equal(304);
        expect(cached.headers.etag).to.equal(r.headers.etag);
        expect(varyOf(cached)).to.include('accept-encoding');
        expect(cached.body.length).to.equal(0);
      });
    }
    it('a burst of first requests for a new document shares one compression, every answer whole', async () => {
      const fresh = await startServer();
      try {
        const answers = await Promise.all(Array.from({ length: 6 }, () => raw(fresh, '/v1/tools?category=text', { 'accept-encoding': 'br' })));
        const text = decoded(answers[0]!);
        expect(JSON.parse(text).count).to.equal(34);
        for (const a of answers) expect(a.body.equals(answers[0]!.body)).to.equal(true);
      } finally {
        await fresh.close();
      }
    });
    it('without Accept-Encoding: identity, the strong ETag, no Vary: Accept-Encoding', async () => {
      const r = await raw(s, '/openapi.json');
      expect(r.headers['content-encoding']).to.equal(undefined);
      expect(r.headers.etag).to.equal(strongEtag(openapiText()));
      expect(varyOf(r)).to.not.include('accept-encoding');
      expect(r.body.toString('utf8')).to.equal(openapiText());
    });
    it('codings the client refuses give identity, with Vary', async () => {
      for (const header of ['br;q=0, gzip;q=0', 'identity', 'deflate']) {
        const r = await raw(s, '/openapi.json', { 'accept-encoding': header });
        expect(r.headers['content-encoding'], header).to.equal(undefined);
        expect(varyOf(r), header).to.include('accept-encoding');
        expect(r.body.toString('utf8')).to.equal(openapiText());
      }
    });
    it('contracts and listings are compressed (JSON bodies Koa would serialize too)', async () => {
      for (const path of ['/v1/tools/csv-join/versions/1.0.0', '/v1/tools', '/v1/categories', '/v1/discover?q=checksum&limit=5']) {
        const r = await raw(s, path, { 'accept-encoding': 'gzip' });
        expect(r.status, path).to.equal(200);
        expect(r.headers['content-encoding'], path).to.equal('gzip');
        expect(JSON.parse(decoded(r)), path).to.be.an('object');
      }
    });
    it('bodies under 1 KiB go as they are: the execute answer, health, problems', async () => {
      const exec = await raw(s, '/v1/tools/adler32/versions/1.0.0/execute', { 'accept-encoding': 'br, gzip' }, 'POST', JSON.stringify({ text: 'Wikipedia' }));
      expect(exec.status).to.equal(200);
      expect(exec.headers['content-encoding']).to.equal(undefined);
      expect(varyOf(exec)).to.not.include('accept-encoding');
      expect(exec.body.length).to.be.below(MIN_COMPRESS_BYTES);
      for (const path of ['/health', '/v1/tools/nope']) {
        const r = await raw(s, path, { 'accept-encoding': 'gzip' });
        expect(r.headers['content-encoding'], path).to.equal(undefined);
        expect(r.body.length).to.be.below(MIN_COMPRESS_BYTES);
      }
    });
    it('a large execute answer is compressed', async () => {
      const array = Array.from({ length: 200 }, (_, i) => i % 7);
      const r = await raw(s, '/v1/tools/json-array-dedupe/versions/1.0.0/execute', { 'accept-encoding': 'gzip' }, 'POST', JSON.stringify({ array: array.map((n, i) => `item-${i}-${n}`) }));
      expect(r.status, r.body.toString()).to.equal(200);
      expect(r.headers['content-encoding']).to.equal('gzip');
      expect(varyOf(r)).to.include.members(['prefer', 'accept-encoding']);
      expect(JSON.parse(decoded(r))).to.have.property('result');
    });
    it('HEAD gets the headers GET would, without a body', async () => {
      const r = await raw(s, '/v1/tools', { 'accept-encoding': 'gzip' }, 'HEAD');
      expect(r.status).to.equal(200);
      expect(r.headers['content-encoding']).to.equal('gzip');
      expect(r.body.length).to.equal(0);
    });
  });

  describe('catalog listings', () => {
    let s: TestServer;
    before(async () => {
      s = await startServer();
    });
    after(() => s.close());

    it('GET /v1/tools: strong ETag, Cache-Control, 304 on If-None-Match; each category its own ETag', async () => {
      const all = await raw(s, '/v1/tools');
      expect(all.status).to.equal(200);
      expect(all.headers['cache-control']).to.equal('public, max-age=300');
      const etag = String(all.headers.etag);
      expect(etag).to.equal(strongEtag(all.body.toString('utf8')));
      const body = JSON.parse(all.body.toString('utf8')) as { count: number; tools: { id: string }[] };
      expect(body.count).to.equal(body.tools.length).and.to.equal(358);
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await raw(s, '/v1/tools', { 'if-none-match': header });
        expect(again.status, header).to.equal(304);
        expect(again.headers.etag).to.equal(etag);
        expect(again.body.length).to.equal(0);
      }
      const csv = await raw(s, '/v1/tools?category=csv', { 'if-none-match': etag });
      expect(csv.status).to.equal(200);
      expect(csv.headers.etag).to.not.equal(etag);
      expect((await raw(s, '/v1/tools?category=nope')).status).to.equal(400);
    });
    it('GET /v1/tools/{id}: the tool and its versions, ETag and 304', async () => {
      const tool = ok(await s.sdk.tool('adler32'));
      expect(tool).to.deep.equal({
        id: 'adler32', category: 'encoding', latest_version: '1.0.0',
        versions: [{
          version: '1.0.0', description: tool.versions[0]!.description,
          contract_url: '/v1/tools/adler32/versions/1.0.0', execute_url: '/v1/tools/adler32/versions/1.0.0/execute',
        }],
      });
      expect(tool.versions[0]!.description).to.be.a('string').and.not.equal('');
      const r = await raw(s, '/v1/tools/adler32');
      expect(JSON.parse(r.body.toString('utf8'))).to.deep.equal(tool);
      expect(r.headers['cache-control']).to.equal('public, max-age=300');
      expect(r.headers.etag).to.equal(strongEtag(r.body.toString('utf8')));
      expect((await raw(s, '/v1/tools/adler32', { 'if-none-match': String(r.headers.etag) })).status).to.equal(304);
    });
    it('GET /v1/tools/{id}: an unknown id is 404 tool_not_found, one outside the pattern 404 not_found', async () => {
      problem(await s.sdk.tool('no-such-tool'), 404, 'tool_not_found');
      problem(await s.sdk.tool('Bad.Id'), 404, 'not_found');
    });
    it('/v1/tools/search is still search, in every spelling (fixed paths win over /v1/tools/{id})', async () => {
      for (const path of ['/v1/tools/search?q=adler32', '/V1/Tools/Search?q=adler32', '/v1/tools/search/?q=adler32']) {
        const r = await raw(s, path);
        expect(r.status, path).to.equal(200);
        expect(JSON.parse(r.body.toString('utf8')).candidates[0].id, path).to.equal('adler32');
      }
      for (const path of ['/V1/TOOLS/adler32', '/v1/tools/adler32/']) {
        expect(JSON.parse((await raw(s, path)).body.toString('utf8')).id, path).to.equal('adler32');
      }
    });
    it('GET /v1/categories: every category in catalog order, counts that match /v1/tools?category=', async () => {
      const body = ok(await s.sdk.categories());
      expect(body.count).to.equal(16).and.equal(body.categories.length);
      expect(body.categories[0]).to.deep.equal({ slug: 'csv', title: 'CSV & tables', tool_count: 29, tools_url: '/v1/tools?category=csv' });
      expect(body.categories.reduce((n, c) => n + c.tool_count, 0)).to.equal(358);
      for (const c of body.categories) {
        const listed = ok(await s.sdk.listTools({ category: c.slug }));
        expect(listed.count, c.slug).to.equal(c.tool_count);
        expect(new Set(listed.tools.map((t) => t.category)), c.slug).to.deep.equal(new Set(c.tool_count ? [c.slug] : []));
      }
      const r = await raw(s, '/v1/categories');
      expect(r.headers['cache-control']).to.equal('public, max-age=300');
      expect((await raw(s, '/v1/categories', { 'if-none-match': String(r.headers.etag) })).status).to.equal(304);
    });
  });

  describe('RateLimit-Policy and RateLimit', () => {
    it('the memory window reports remaining requests and seconds to the window\'s end', async () => {
      let now = Date.UTC(2026, 0, 1, 0, 0, 15, 500); // 15.5 s into a minute
      const window = new MemoryMinuteWindow({ now: () => now });
      expect(await window.hit('c', 2)).to.deep.equal({ ok: true, remaining: 1, resetSeconds: 45 });
      expect(await window.hit('c', 2)).to.deep.equal({ ok: true, remaining: 0, resetSeconds: 45 });
      now += 44_000;
      expect(await window.hit('c', 2)).to.deep.equal({ ok: false, remaining: 0, resetSeconds: 1 });
      now += 1000; // the next window
      expect(await window.hit('c', 2)).to.deep.equal({ ok: true, remaining: 1, resetSeconds: 60 });
    });

    let s: TestServer;
    before(async () => {
      s = await startServer({ quotas: { ...testConfig().quotas, enabled: true, requestsPerMinute: 3 }, clientHashSalt: `rl-${process.pid}-${Date.now()}` });
    });
    after(() => s.close());

    it('every limited answer says where the caller stands, before the 429, which says it too', async () => {
      const states: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await raw(s, '/v1/tools/search?q=adler32');
        expect(r.status).to.equal(200);
        expect(r.headers['ratelimit-policy']).to.equal('"minute";q=3;w=60');
        states.push(String(r.headers.ratelimit));
      }
      const parsed = states.map((v) => /^"minute";r=(\d+);t=(\d+)$/.exec(v));
      expect(parsed.map((m) => m && Number(m[1]))).to.deep.equal([2, 1, 0]);
      for (const m of parsed) expect(Number(m![2])).to.be.within(1, 60);
      const refused = await raw(s, '/v1/tools/search?q=adler32');
      expect(refused.status).to.equal(429);
      expect(refused.headers['ratelimit-policy']).to.equal('"minute";q=3;w=60');
      const last = /^"minute";r=0;t=(\d+)$/.exec(String(refused.headers.ratelimit));
      expect(last).to.not.equal(null);
      expect(refused.headers['retry-after']).to.equal(last![1]);
    });
    it('a failure after the allowance still carries the headers; public routes carry none', async () => {
      const own = await startServer({ quotas: { ...testConfig().quotas, enabled: true, requestsPerMinute: 3 }, clientHashSalt: `rl2-${process.pid}-${Date.now()}` });
      try {
        const keyed = await own.sdk.signIn({ email: 'rl@example.com', consent: true });
        const key = ok(keyed, 201).api_key; // a key is its own scope: a fresh window
        expect(keyed.response.headers.get('ratelimit-policy')).to.equal('"minute";q=3;w=60');
        const bad = await raw(own, '/v1/tools/search?q=adler32&nope=1', { authorization: `Bearer ${key}` });
        expect(bad.status).to.equal(400);
        expect(String(bad.headers.ratelimit)).to.match(/^"minute";r=2;t=\d+$/);
        const pub = await raw(own, '/v1/tools');
        expect(pub.headers['ratelimit-policy']).to.equal(undefined);
        expect(pub.headers.ratelimit).to.equal(undefined);
      } finally {
        await own.close();
      }
    });
    it('a 429 from a daily allowance names the daily policy that refused', async () => {
      const own = await startServer({ quotas: { ...testConfig().quotas, enabled: true, executionsPerDayAnon: 1 }, clientHashSalt: `rl3-${process.pid}-${Date.now()}` });
      try {
        const call = () => raw(own, '/v1/tools/adler32/versions/1.0.0/execute', {}, 'POST', JSON.stringify({ text: 'a' }));
        const first = await call();
        expect(first.status).to.equal(200);
        expect(first.headers['ratelimit-policy']).to.equal('"minute";q=120;w=60, "day";q=1;w=86400');
        // The day as the request arrived: one left, until the next UTC midnight.
        const state = /^"minute";r=119;t=\d+, "day";r=1;t=(\d+)$/.exec(String(first.headers.ratelimit));
        expect(state, String(first.headers.ratelimit)).to.not.equal(null);
        expect(Number(state![1])).to.be.within(1, 86_400);
        const refused = await call();
        expect(refused.status).to.equal(429);
        expect(refused.headers['ratelimit-policy']).to.equal('"day";q=1;w=86400');
        expect(refused.headers.ratelimit).to.equal(`"day";r=0;t=${String(refused.headers['retry-after'])}`);
      } finally {
        await own.close();
      }
    });
    it('the routes that execute announce the daily allowance too, as each request arrives', async () => {
      const clock = { now: () => Date.UTC(2026, 10, 21, 12, 0, 30) }; // 30 s to the minute's end, 43,170 s to midnight
      const own = await startServer({
        quotas: { ...testConfig().quotas, enabled: true, requestsPerMinute: 100, executionsPerDayAnon: 5 },
        clientHashSalt: `rl4-${process.pid}-${Date.now()}`, serviceOptions: { clock },
      });
      try {
        const seen: string[] = [];
        for (let i = 0; i < 2; i++) {
          const r = await raw(own, '/v1/tools/adler32/versions/1.0.0/execute', {}, 'POST', JSON.stringify({ text: 'a' }));
          expect(r.headers['ratelimit-policy']).to.equal('"minute";q=100;w=60, "day";q=5;w=86400');
          seen.push(String(r.headers.ratelimit));
        }
        const batch = await raw(own, '/v1/execute-batch', {}, 'POST', JSON.stringify({ operations: [{ id: 'adler32', version: '1.0.0', input: { text: 'b' } }] }));
        expect(batch.status, batch.body.toString()).to.equal(200);
        seen.push(String(batch.headers.ratelimit));
        const mcp = await raw(own, '/mcp', { accept: 'application/json, text/event-stream' }, 'POST', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }));
        expect(mcp.status).to.equal(200);
        seen.push(String(mcp.headers.ratelimit));
        expect(seen).to.deep.equal([
          '"minute";r=99;t=30, "day";r=5;t=43170',
          '"minute";r=98;t=30, "day";r=4;t=43170',
          '"minute";r=97;t=30, "day";r=3;t=43170',
          '"minute";r=96;t=30, "day";r=2;t=43170',
        ]);
        // Other limited routes carry only the per-minute policy.
        const search = await raw(own, '/v1/tools/search?q=adler32');
        expect(search.headers['ratelimit-policy']).to.equal('"minute";q=100;w=60');
      } finally {
        await own.close();
      }
    });
    it('no headers while quotas are off', async () => {
      const off = await startServer();
      try {
        const r = await raw(off, '/v1/tools/search?q=adler32');
        expect(r.status).to.equal(200);
        expect(r.headers['ratelimit-policy']).to.equal(undefined);
      } finally {
        await off.close();
      }
    });
  });
});
