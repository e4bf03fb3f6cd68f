// The SDK's own behaviour, over real HTTP: the opt-in 429 retry (off by default, bounded by attempts
// and total wait, Retry-After first, else the problem's retry_after, the body sent again), the error
// union (a problem, or `unexpected_response` for a body that is not one) and the client options;
// and the catalog calls of the typed layer against a live server.
import { expect } from 'chai';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../sdk/src/index.js';
import { retryAfterMs } from '../sdk/src/retry.js';
import { startServer, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';

type Seen = { method: string; url: string; body: string; headers: IncomingMessage['headers'] };
type Answer = { status: number; headers?: Record<string, string>; body?: string };

const problemBody = (status: number, code: string, extra: object = {}) =>
  JSON.stringify({ type: `/problems/${code}`, title: code, status, code, ...extra });
const tooMany = (headers: Record<string, string>, retryAfter?: number): Answer => ({
  status: 429, headers: { 'content-type': 'application/problem+json', ...headers }, body: problemBody(429, 'rate_limited', retryAfter === undefined ? {} : { retry_after: retryAfter }),
});
const okAnswer: Answer = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"candidates":[],"count":0}' };

/** A server that answers from a script, one answer per request (the last repeats), and records what it got. */
async function scripted(answers: Answer[]): Promise<{ baseUrl: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, headers: req.headers });
      const a = answers[Math.min(seen.length - 1, answers.length - 1)]!;
      res.writeHead(a.status, a.headers ?? {}).end(a.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { baseUrl, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('SDK client', () => {
  let srv: Awaited<ReturnType<typeof scripted>> | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  describe('429 retry', () => {
    it('is off by default: the 429 comes back after one request, its problem typed', async () => {
      srv = await scripted([tooMany({ 'retry-after': '0' }, 0), okAnswer]);
      const r = await createClient({ baseUrl: srv.baseUrl }).search({ q: 'csv' });
      expect(srv.seen).to.have.length(1);
      expect(r.response.status).to.equal(429);
      expect(r.error?.code).to.equal('rate_limited');
    });

    it('waits as Retry-After says and tries again, then answers the success', async () => {
      srv = await scripted([tooMany({ 'retry-after': '1' }), tooMany({ 'retry-after': '0' }), okAnswer]);
      const started = Date.now();
      const r = await createClient({ baseUrl: srv.baseUrl, retry: { maxAttempts: 3, maxWaitMs: 5000 } }).search({ q: 'csv' });
      expect(Date.now() - started).to.be.at.least(950);
      expect(srv.seen).to.have.length(3);
      expect(r.error).to.equal(undefined);
      expect(r.data?.count).to.equal(0);
    });

    it('stops at maxAttempts and answers the last 429', async () => {
      srv = await scripted([tooMany({ 'retry-after': '0' })]);
      const r = await createClient({ baseUrl: srv.baseUrl, retry: { maxAttempts: 4, maxWaitMs: 1000 } }).search({ q: 'csv' });
      expect(srv.seen).to.have.length(4);
      expect(r.error?.code).to.equal('rate_limited');
    });

    it('does not wait past maxWaitMs: a longer Retry-After is answered at once', async () => {
      srv = await scripted([tooMany({ 'retry-after': '30' }), okAnswer]);
      const started = Date.now();
      const r = await createClient({ baseUrl: srv.baseUrl, retry: { maxAttempts: 5, maxWaitMs: 10_000 } }).search({ q: 'csv' });
      expect(Date.now() - started).to.be.below(5000);
      expect(srv.seen).to.have.length(1);
      expect(r.error?.code).to.equal('rate_limited');
    });

    it('without Retry-After, uses the problem\'s retry_after; with neither, does not retry', async () => {
      srv = await scripted([tooMany({}, 0), okAnswer]);
      const r = await createClient({ baseUrl: srv.baseUrl, retry: { maxAttempts: 2, maxWaitMs: 1000 } }).search({ q: 'csv' });
      expect(srv.seen).to.have.length(2);
      expect(r.data?.count).to.equal(0);
      await srv.close();
      srv = await scripted([tooMany({}), okAnswer]);
      const none = await createClient({ baseUrl: srv.baseUrl, retry: { maxAttempts: 2, maxWaitMs: 1000 } }).search({ q: 'csv' });
      expect(srv.seen).to.have.length(1);
      expect(none.error?.code).to.equal('rate_limited');
    });

    it('sends the same body and headers again on each attempt', async () => {
      srv = await scripted([tooMany({ 'retry-after': '0' }), { status: 200, headers: { 'content-type': 'application/json' }, body: '{"result":{"hex":"00620062","value":6422626}}' }]);
      const dts = createClient({ baseUrl: srv.baseUrl, apiKey: 'dts_test', retry: { maxAttempts: 2, maxWaitMs: 100 } });
      const r = await dts.execute('adler32', '1.0.0', { text: 'a' }, { model: 'm-1' });
      expect(r.data?.result.value).to.equal(6422626);
      expect(srv.seen.map((s) => s.body)).to.deep.equal(['{"text":"a"}', '{"text":"a"}']);
      for (const s of srv.seen) {
        expect(s.method).to.equal('POST');
        expect(s.url).to.equal('/v1/tools/adler32/versions/1.0.0/execute');
        expect(s.headers.authorization).to.equal('Bearer dts_test');
        expect(s.headers['x-service-model']).to.equal('m-1');
      }
    });

    it('never retries other failures (503 with Retry-After included)', async () => {
      srv = await scripted([{ status: 503, headers: { 'content-type': 'application/problem+json', 'retry-after': '0' }, body: problemBody(503, 'tool_queue_full', { retry_after: 0 }) }, okAnswer]);
      const r = await createClient({ baseUrl: srv.baseUrl, retry: { maxAttempts: 3, maxWaitMs: 100 } }).search({ q: 'csv' });
      expect(srv.seen).to.have.length(1);
      expect(r.error?.code).to.equal('tool_queue_full');
    });

    it('refuses unbounded or nonsense settings', () => {
      for (const retry of [{ maxAttempts: 0, maxWaitMs: 1 }, { maxAttempts: 11, maxWaitMs: 1 }, { maxAttempts: 1.5, maxWaitMs: 1 }, { maxAttempts: 2, maxWaitMs: -1 }, { maxAttempts: 2, maxWaitMs: Infinity }]) {
        expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', retry }), JSON.stringify(retry)).to.throw(RangeError);
      }
    });

    it('reads Retry-After as seconds or an HTTP date, never as anything else', async () => {
      const at = (value: string) => retryAfterMs(new Response('', { status: 429, headers: { 'retry-after': value } }), () => Date.parse('Wed, 25 Nov 2026 10:00:00 GMT'));
      expect(await at('7')).to.equal(7000);
      expect(await at('Wed, 25 Nov 2026 10:00:03 GMT')).to.equal(3000);
      expect(await at('Wed, 25 Nov 2026 09:00:00 GMT')).to.equal(0);
      expect(await at('-1')).to.equal(null);
      expect(await at('soon')).to.equal(null);
    });
  });

  describe('errors', () => {
    it('a body that is not a problem is unexpected_response, with the status and the text', async () => {
      srv = await scripted([{ status: 502, headers: { 'content-type': 'text/html' }, body: '<h1>Bad gateway</h1>' }]);
      const r = await createClient({ baseUrl: srv.baseUrl }).stats();
      expect(r.error).to.deep.equal({ code: 'unexpected_response', status: 502, body: '<h1>Bad gateway</h1>' });
    });

    it('an empty error body is unexpected_response too', async () => {
      srv = await scripted([{ status: 408, headers: { 'content-length': '0' } }]);
      const r = await createClient({ baseUrl: srv.baseUrl }).stats();
      expect(r.error).to.deep.equal({ code: 'unexpected_response', status: 408, body: 'null' });
    });
  });

  describe('options', () => {
    it('a trailing slash of baseUrl is dropped, and client headers go with every call', async () => {
      srv = await scripted([okAnswer]);
      await createClient({ baseUrl: `${srv.baseUrl}/`, headers: { 'x-trace': 't1' } }).search({ q: 'csv', limit: 2 });
      expect(srv.seen[0]!.url).to.equal('/v1/tools/search?q=csv&limit=2');
      expect(srv.seen[0]!.headers['x-trace']).to.equal('t1');
    });

    it('a baseUrl that is not an absolute http(s) URL is refused when the client is made', () => {
      for (const baseUrl of ['', 'localhost:8080', '/v1', 'ftp://example.com', 'http://example.com/?a=1', 'http://example.com/#top']) {
        expect(() => createClient({ baseUrl }), baseUrl).to.throw(TypeError, /baseUrl/);
      }
      expect(() => createClient({ baseUrl: 'https://tools.example.com/base/' })).to.not.throw();
    });

    it('tool ids and versions are percent-encoded into the path', async () => {
      srv = await scripted([okAnswer]);
      const dts = createClient({ baseUrl: srv.baseUrl });
      // A runtime string a client did not type-check (from JSON, say) still cannot leave the path.
      const id = JSON.parse('"a/../b"') as 'adler32';
      await dts.execute(id, '1.0.0', { text: '' });
      expect(srv.seen[0]!.url).to.equal('/v1/tools/a%2F..%2Fb/versions/1.0.0/execute');
    });
  });

  describe('catalog calls against a live server', () => {
    let live: TestServer;
    before(async () => {
      live = await startServer();
    });
    after(() => live.close());

    it('categories and listTools agree, and tool() lists the versions whose contracts contract() serves', async () => {
      const { categories } = ok(await live.sdk.categories());
      const encoding = categories.find((c) => c.slug === 'encoding')!;
      expect(ok(await live.sdk.listTools({ category: 'encoding' })).count).to.equal(encoding.tool_count);
      const tool = ok(await live.sdk.tool('adler32'));
      expect(tool.versions.map((v) => v.version)).to.include(tool.latest_version);
      const contract = ok(await live.sdk.contract('adler32', tool.latest_version));
      expect(contract.execute_url).to.equal(tool.versions.at(-1)!.execute_url);
      problem(await live.sdk.tool('no-such-tool'), 404, 'tool_not_found');
    });
  });
});
