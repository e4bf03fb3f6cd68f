// CORS (runtime/core/middleware/cors.ts) as a browser meets it: preflights, a credentialed call
// from an allowed origin, a refused origin, the public read-only routes open to any origin, and
// /mcp from a browser page. One list decides both CORS and /mcp's Origin check.
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { loadConfig } from '../runtime/core/config.js';
import { startServer, type TestServer } from './support/server.js';
import { ok } from './support/sdk.js';

const APP = 'https://app.example.com';
const LEGACY = 'https://agent.example.com';
const FOREIGN = 'https://evil.example';
const EXECUTE = '/v1/tools/adler32/versions/1.0.0/execute';
const MCP_ACCEPT = 'application/json, text/event-stream';

function preflight(s: TestServer, path: string, origin: string, method: string, headers = 'authorization, content-type'): Promise<Response> {
  return fetch(`${s.baseUrl}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  });
}

const listOf = (value: string | null) => (value ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);

function expectNoCors(res: Response): void {
  for (const name of ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-allow-methods', 'access-control-expose-headers']) {
    expect(res.headers.get(name), name).to.equal(null);
  }
}

describe('CORS_ORIGINS at start-up', () => {
  it('reads exact origins, normalized and without repeats, MCP_ALLOWED_ORIGINS into the same list', () => {
    const config = loadConfig({ CORS_ORIGINS: ' https://App.example.com ,http://localhost:5173,https://app.example.com', MCP_ALLOWED_ORIGINS: LEGACY });
    expect(config.corsOrigins).to.deep.equal([APP, 'http://localhost:5173', LEGACY]);
    expect(loadConfig({}).corsOrigins).to.deep.equal([]);
  });
  for (const bad of ['*', 'null', 'app.example.com', 'https://app.example.com/', 'https://app.example.com/path', 'ftp://files.example.com', 'https://user@app.example.com', 'https://app.example.com:443']) {
    it(`refuses ${JSON.stringify(bad)} with one line naming the variable and the entry`, () => {
      expect(() => loadConfig({ CORS_ORIGINS: `${APP},${bad}` })).to.throw(/^CORS_ORIGINS must list origins such as https:\/\/app\.example\.com.*got "/);
    });
  }
  it('refuses a malformed MCP_ALLOWED_ORIGINS by its own name', () => {
    expect(() => loadConfig({ MCP_ALLOWED_ORIGINS: 'agent.example.com' })).to.throw(/^MCP_ALLOWED_ORIGINS must list origins/);
  });
});

describe('CORS', () => {
  let s: TestServer;
  let key: string;
  before(async () => {
    s = await startServer({ corsOrigins: loadConfig({ CORS_ORIGINS: APP, MCP_ALLOWED_ORIGINS: LEGACY }).corsOrigins });
    key = ok(await s.sdk.signIn({ email: 'cors@example.com', consent: true }), 201).api_key;
  });
  after(() => s.close());

  describe('an allowed origin', () => {
    it('a preflight of execute with Authorization is 204 with the methods, headers and max age', async () => {
      const res = await preflight(s, EXECUTE, APP, 'POST', 'authorization, content-type, prefer, x-request-id');
      expect(res.status).to.equal(204);
      expect(res.headers.get('access-control-allow-origin')).to.equal(APP);
      expect(res.headers.get('access-control-allow-credentials')).to.equal('true');
      expect(listOf(res.headers.get('access-control-allow-methods'))).to.deep.equal(['post']);
      expect(listOf(res.headers.get('access-control-allow-headers'))).to.include.members(['authorization', 'content-type', 'prefer', 'x-request-id']);
      expect(res.headers.get('access-control-max-age')).to.equal('7200');
      expect(listOf(res.headers.get('vary'))).to.include('origin');
      expect(await res.text()).to.equal('');
    });
    it('a credentialed execute (Authorization from the page) answers with the origin and exposes X-Execution-Ref', async () => {
      const res = await fetch(`${s.baseUrl}${EXECUTE}`, {
        method: 'POST',
        headers: { Origin: APP, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Wikipedia' }),
      });
      expect(res.status).to.equal(200);
      expect(res.headers.get('access-control-allow-origin')).to.equal(APP);
      expect(res.headers.get('access-control-allow-credentials')).to.equal('true');
      const exposed = listOf(res.headers.get('access-control-expose-headers'));
      expect(exposed).to.include.members(['x-execution-ref', 'x-request-id', 'retry-after', 'ratelimit', 'ratelimit-policy']);
      expect(res.headers.get('x-execution-ref')).to.be.a('string');
      // The execute handler sets Vary: Prefer; Origin is kept beside it.
      expect(listOf(res.headers.get('vary'))).to.include.members(['origin', 'prefer']);
      expect(((await res.json()) as { result: unknown }).result).to.not.equal(undefined);
    });
    it('errors carry the CORS headers too, so the page can read the problem', async () => {
      const res = await fetch(`${s.baseUrl}/v1/tools/no-such-tool/versions/1.0.0/execute`, {
        method: 'POST', headers: { Origin: APP, 'Content-Type': 'application/json' }, body: '{}',
      });
      expect(res.status).to.equal(404);
      expect(res.headers.get('access-control-allow-origin')).to.equal(APP);
      const unauthorized = await fetch(`${s.baseUrl}/v1/me`, { headers: { Origin: APP } });
      expect(unauthorized.status).to.equal(401);
      expect(unauthorized.headers.get('access-control-allow-origin')).to.equal(APP);
      expect(listOf(unauthorized.headers.get('access-control-expose-headers'))).to.include('www-authenticate');
    });
    it('a key-only route from the page: preflight lists every method of the path', async () => {
      const res = await preflight(s, '/v1/me/saved-tools', APP, 'PUT');
      expect(res.status).to.equal(204);
      expect(listOf(res.headers.get('access-control-allow-methods'))).to.have.members(['get', 'head', 'put', 'delete']);
    });
  });

  describe('an origin not listed', () => {
    it('a preflight of execute gets no CORS headers (the browser then refuses the call)', async () => {
      const res = await preflight(s, EXECUTE, FOREIGN, 'POST');
      expectNoCors(res);
      expect(res.status).to.not.equal(204);
    });
    it('its calls are answered without CORS headers', async () => {
      const res = await fetch(`${s.baseUrl}${EXECUTE}`, { method: 'POST', headers: { Origin: FOREIGN, 'Content-Type': 'application/json' }, body: JSON.stringify({ text: 'a' }) });
      expectNoCors(res);
      expect(listOf(res.headers.get('vary'))).to.include('origin');
      const me = await fetch(`${s.baseUrl}/v1/me`, { headers: { Origin: FOREIGN, Authorization: `Bearer ${key}` } });
      expectNoCors(me);
    });
    it('the public read-only routes answer any origin with *, without credentials', async () => {
      for (const path of ['/v1/tools', '/v1/tools/adler32', '/v1/categories', '/v1/tools/adler32/versions/1.0.0', '/v1/tools/search?q=adler32', '/v1/discover?q=checksum', '/openapi.json', '/health']) {
        const res = await fetch(`${s.baseUrl}${path}`, { headers: { Origin: FOREIGN } });
        expect(res.status, path).to.equal(200);
        expect(res.headers.get('access-control-allow-origin'), path).to.equal('*');
        expect(res.headers.get('access-control-allow-credentials'), path).to.equal(null);
        expect(listOf(res.headers.get('access-control-expose-headers')), path).to.include('etag');
        await res.arrayBuffer();
      }
      const pre = await preflight(s, '/v1/tools/search', FOREIGN, 'GET', 'authorization');
      expect(pre.status).to.equal(204);
      expect(pre.headers.get('access-control-allow-origin')).to.equal('*');
      expect(listOf(pre.headers.get('access-control-allow-headers'))).to.include('authorization');
    });
    it('* is for reading only: a POST preflight on the same paths, and other GET routes, get nothing', async () => {
      expectNoCors(await preflight(s, EXECUTE, FOREIGN, 'POST'));
      expectNoCors(await fetch(`${s.baseUrl}/v1/stats`, { headers: { Origin: FOREIGN } }));
    });
  });

  it('a request without Origin gets no CORS headers at all', async () => {
    const res = await fetch(`${s.baseUrl}/health`);
    expectNoCors(res);
    expect(listOf(res.headers.get('vary'))).to.not.include('origin');
  });
  it('what a shared cache may keep says Vary: Origin even without Origin, so no page gets a copy without its CORS headers', async () => {
    for (const path of ['/v1/tools', '/v1/tools/adler32', '/v1/categories', '/v1/tools/adler32/versions/1.0.0', '/openapi.json', '/v1/stats', '/v1/savings']) {
      const res = await fetch(`${s.baseUrl}${path}`);
      expect(res.headers.get('cache-control'), path).to.match(/^public, max-age=\d+$/);
      expect(listOf(res.headers.get('vary')), path).to.include('origin');
      expectNoCors(res);
      await res.arrayBuffer();
    }
  });
  it('a preflight for a path or method that does not exist is not answered as CORS', async () => {
    expectNoCors(await preflight(s, '/v1/nothing-here', APP, 'GET'));
    expectNoCors(await preflight(s, '/v1/tools', APP, 'DELETE'));
  });

  describe('/mcp from a browser page', () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'page', version: '0' } } };
    const post = (origin: string) => fetch(`${s.baseUrl}/mcp`, {
      method: 'POST', headers: { Origin: origin, Accept: MCP_ACCEPT, 'Content-Type': 'application/json' }, body: JSON.stringify(initialize),
    });
    it('the preflight allows the transport headers', async () => {
      const res = await preflight(s, '/mcp', APP, 'POST', 'content-type, mcp-protocol-version, authorization');
      expect(res.status).to.equal(204);
      expect(res.headers.get('access-control-allow-origin')).to.equal(APP);
      expect(listOf(res.headers.get('access-control-allow-headers'))).to.include.members(['mcp-session-id', 'mcp-protocol-version', 'authorization', 'content-type']);
    });
    it('an allowed origin initializes and can read the answer', async () => {
      const res = await post(APP);
      expect(res.status).to.equal(200);
      expect(res.headers.get('access-control-allow-origin')).to.equal(APP);
      expect(listOf(res.headers.get('access-control-expose-headers'))).to.include('mcp-session-id');
      expect(((await res.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).to.equal('deterministic-tool-service');
    });
    it('an origin from MCP_ALLOWED_ORIGINS is admitted as before, now with CORS', async () => {
      const res = await post(LEGACY);
      expect(res.status).to.equal(200);
      expect(res.headers.get('access-control-allow-origin')).to.equal(LEGACY);
      await res.arrayBuffer();
    });
    it('a foreign origin is 403 forbidden_origin, with no CORS headers', async () => {
      const res = await post(FOREIGN);
      expect(res.status).to.equal(403);
      expectNoCors(res);
      expect(((await res.json()) as { code: string }).code).to.equal('forbidden_origin');
      expectNoCors(await preflight(s, '/mcp', FOREIGN, 'POST'));
    });
  });
});

describe('CORS with PUBLIC_BASE_URL', () => {
  it('the service\'s own origin is allowed without listing it', async () => {
    const s = await startServer({ publicBaseUrl: 'https://tools.example.com' });
    try {
      const res = await preflight(s, EXECUTE, 'https://tools.example.com', 'POST');
      expect(res.status).to.equal(204);
      expect(res.headers.get('access-control-allow-origin')).to.equal('https://tools.example.com');
      expectNoCors(await preflight(s, EXECUTE, APP, 'POST'));
    } finally {
      await s.close();
    }
  });
});

/** A page server on its own port: its origin is not the API's, as a web app's would be. */
async function pageServer(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>app</title><p>app</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

// In headless Chromium (Debian's chromium through playwright-core, as test/docs-page.test.ts): the
// browser itself sends the preflights and enforces the answers, so this is what a web app meets.
describe('CORS in a real browser', () => {
  let app: { origin: string; server: Server };
  let other: { origin: string; server: Server };
  let s: TestServer;
  let browser: Browser;
  let key: string;
  before(async () => {
    app = await pageServer();
    other = await pageServer();
    s = await startServer({ corsOrigins: [app.origin] });
    key = ok(await s.sdk.signIn({ email: 'browser@example.com', consent: true }), 201).api_key;
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  });
  after(async () => {
    await browser?.close();
    await s?.close();
    app?.server.close();
    other?.server.close();
  });

  /** Runs `calls` in a page of `origin`: each is fetched from the page, giving status and headers read by script, or the error. */
  async function fromPage(origin: string, calls: { path: string; init: RequestInit; read: string[] }[]) {
    const page = await browser.newPage();
    try {
      await page.goto(origin);
      return await page.evaluate(async ({ api, calls }) => Promise.all(calls.map(async ({ path, init, read }) => {
        try {
          const res = await fetch(api + path, init);
          const headers = Object.fromEntries(read.map((h) => [h, res.headers.get(h)]));
          return { status: res.status, headers, body: await res.json() as unknown };
        } catch (e) {
          return { error: String(e) };
        }
      })), { api: s.baseUrl, calls });
    } finally {
      await page.close();
    }
  }

  it('an allowed origin executes with its key (credentials included) and calls /mcp; the page reads the exposed headers', async () => {
    const [exec, mcp] = await fromPage(app.origin, [
      {
        path: EXECUTE,
        init: { method: 'POST', credentials: 'include', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=savings' }, body: JSON.stringify({ text: 'Wikipedia' }) },
        read: ['x-execution-ref', 'x-request-id', 'preference-applied'],
      },
      {
        path: '/mcp',
        init: {
          method: 'POST', headers: { Accept: MCP_ACCEPT, 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-11-25', Authorization: `Bearer ${key}` },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'execute_tool', arguments: { id: 'adler32', version: '1.0.0', input: { text: 'Wikipedia' } } } }),
        },
        read: [],
      },
    ]);
    expect(exec, JSON.stringify(exec)).to.deep.include({ status: 200 });
    expect((exec as { headers: Record<string, string | null> }).headers['x-execution-ref']).to.be.a('string');
    expect((exec as { headers: Record<string, string | null> }).headers['preference-applied']).to.equal('return=savings');
    expect((exec as { body: { result: unknown } }).body.result).to.not.equal(undefined);
    expect(mcp, JSON.stringify(mcp)).to.deep.include({ status: 200 });
    expect(JSON.stringify((mcp as { body: unknown }).body)).to.contain('structuredContent');
  });

  it('another origin may read the catalog but is kept from execute and /mcp', async () => {
    const [tools, exec, mcp] = await fromPage(other.origin, [
      { path: '/v1/tools/adler32', init: {}, read: ['etag'] },
      { path: EXECUTE, init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: 'a' }) }, read: [] },
      { path: '/mcp', init: { method: 'POST', headers: { Accept: MCP_ACCEPT, 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) }, read: [] },
    ]);
    expect(tools, JSON.stringify(tools)).to.deep.include({ status: 200 });
    expect((tools as { headers: Record<string, string | null> }).headers.etag).to.be.a('string');
    expect(exec).to.have.property('error').that.matches(/Failed to fetch/);
    expect(mcp).to.have.property('error').that.matches(/Failed to fetch/);
  });
});
