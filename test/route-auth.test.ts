// Every operation's auth as its contract says (`security` in openapi.json, read here, not the route
// table): each is called with no key, a bad key and a good key. A public operation ([]) never judges
// a key; an optional one ([{}, bearerAuth]) takes none but refuses a bad one; a required one
// ([bearerAuth]) refuses both. Also: the route table serves exactly the contract's operations.
// The walk is raw HTTP on purpose: it is driven by openapi.json, one request per operation with the
// Authorization header under test; the sign-in that makes the good key goes through the SDK.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable } from '../generated/routes.js';
import { repoRoot } from './support/contracts.js';
import { startServer, type TestServer } from './support/server.js';
import { ok } from './support/sdk.js';

type Obj = Record<string, any>;
const openapi = JSON.parse(readFileSync(join(repoRoot, 'generated', 'openapi.json'), 'utf8')) as Obj;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const isExecute = (path: string) => /^\/v1\/tools\/[^/{}]+\/versions\/[^/{}]+\/execute$/.test(path);
const SAMPLE_EXECUTE = '/v1/tools/adler32/versions/1.0.0/execute';

type Level = 'public' | 'optional' | 'required';
function levelOf(security: unknown): Level {
  const shape = JSON.stringify(security);
  if (shape === '[]') return 'public';
  if (shape === '[{},{"bearerAuth":[]}]') return 'optional';
  if (shape === '[{"bearerAuth":[]}]') return 'required';
  throw new Error(`unexpected security ${shape}`);
}

const operations = Object.entries(openapi.paths as Obj)
  .filter(([path]) => !isExecute(path) || path === SAMPLE_EXECUTE)
  .flatMap(([path, item]) => METHODS.filter((m) => m in item).map((method) => ({ path, method, op: item[method] as Obj })))
  // DELETE /v1/me revokes the good key: last.
  .sort((a, b) => Number(a.op.operationId === 'revoke_me') - Number(b.op.operationId === 'revoke_me'));

/** A request the operation accepts in shape: required query parameters, a JSON body, MCP's Accept. */
function requestFor(path: string, method: string, op: Obj): { url: string; init: RequestInit } {
  let url = path.replace('{code}', 'not_found').replace('{id}', 'adler32').replace('{version}', '1.0.0');
  const required = ((op.parameters ?? []) as Obj[]).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=x`);
  if (required.length) url += `?${required.join('&')}`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const body = op.requestBody ? JSON.stringify(path === '/mcp' ? { jsonrpc: '2.0', id: 1, method: 'ping' } : {}) : undefined;
  return { url, init: { method: method.toUpperCase(), headers, body } };
}

describe('every operation answers for keys as its contract says', () => {
  let s: TestServer;
  let goodKey: string;
  before(async () => {
    s = await startServer();
    goodKey = ok(await s.sdk.signIn({ email: 'auth-walk@example.com', consent: true }), 201).api_key;
  });
  after(() => s.close());

  it('the route table serves every operation of the contracts, and nothing else', () => {
    const fromContract = operations.map(({ op, path }) => (isExecute(path) ? 'execute_tool' : op.operationId as string)).sort();
    expect(Object.keys(routeTable).sort()).to.deep.equal(fromContract);
    for (const { op, path } of operations) {
      const id = isExecute(path) ? 'execute_tool' : (op.operationId as keyof typeof routeTable);
      expect(routeTable[id as keyof typeof routeTable].auth, id).to.equal(levelOf(op.security));
    }
  });

  for (const { path, method, op } of operations) {
    const level = levelOf(op.security);
    it(`${method.toUpperCase()} ${path}: ${level}`, async () => {
      const call = async (authorization?: string) => {
        const { url, init } = requestFor(path, method, op);
        if (authorization) (init.headers as Record<string, string>).authorization = authorization;
        const res = await fetch(s.baseUrl + url, init);
        const text = await res.text();
        return { status: res.status, challenge: res.headers.get('www-authenticate'), text };
      };
      const none = await call();
      const bad = await call('Bearer dts_bad_bad');
      const good = await call(`Bearer ${goodKey}`);
      if (level === 'required') {
        expect(none.status, `no key: ${none.text}`).to.equal(401);
        expect(none.challenge).to.equal('Bearer realm="deterministic-tools"');
      } else {
        expect(none.status, `no key: ${none.text}`).to.not.equal(401);
      }
      if (level === 'public') {
        expect(bad.status, `bad key ignored: ${bad.text}`).to.not.equal(401);
      } else {
        expect(bad.status, `bad key: ${bad.text}`).to.equal(401);
        expect(bad.challenge).to.match(/error="invalid_token"/);
      }
      expect(good.status, `good key: ${good.text}`).to.not.equal(401);
      expect(good.status, `good key: ${good.text}`).to.be.below(500);
    });
  }
});

describe('the route table generator reads security strictly', () => {
  it('knows three shapes and names the operation of any other', async () => {
    const { authOf } = await import('../generator/emit/routes.js');
    expect(authOf([], 'x')).to.equal('public');
    expect(authOf([{}, { bearerAuth: [] }], 'x')).to.equal('optional');
    expect(authOf([{ bearerAuth: [] }], 'x')).to.equal('required');
    // `[{}]` alone would say "anonymous only", which no route means; a missing `security` would inherit the global one silently.
    for (const shape of [[{}], undefined, [{ bearerAuth: [] }, {}], [{ apiKey: [] }]]) {
      expect(() => authOf(shape, 'GET /v1/x'), JSON.stringify(shape)).to.throw(/GET \/v1\/x: security must be/);
    }
  });
});

describe('path parameters outside their schemas', () => {
  let s: TestServer;
  before(async () => (s = await startServer()));
  after(() => s.close());

  // The contracts list 404 (not 400) for these operations: such a path names nothing that exists.
  for (const path of ['/v1/tools/ADLER32/versions/1.0.0', '/v1/tools/adler32/versions/1.0.0%20x', '/problems/NOT_FOUND', `/v1/tools/${'a'.repeat(101)}/versions/1.0.0`]) {
    it(`GET ${path.slice(0, 60)} is 404 not_found naming the parameter`, async () => {
      const res = await fetch(s.baseUrl + path);
      const body = (await res.json()) as { code: string; errors?: { parameter: string }[] };
      expect(res.status).to.equal(404);
      expect(body.code).to.equal('not_found');
      expect(body.errors?.map((e) => e.parameter)).to.have.length(1);
    });
  }
  it('an execute to such a path is 404 before its body is read', async () => {
    const res = await fetch(`${s.baseUrl}/v1/tools/Adler32/versions/1.0.0/execute`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(res.status).to.equal(404);
  });
});

describe('a public route spelt another way is still public', () => {
  let s: TestServer;
  before(async () => (s = await startServer()));
  after(() => s.close());

  it('a key sent to it does not make its answer no-store, whatever the case or a trailing slash', async () => {
    for (const path of ['/v1/tools/adler32/versions/1.0.0', '/V1/Tools/adler32/versions/1.0.0', '/v1/tools/adler32/versions/1.0.0/']) {
      const res = await fetch(s.baseUrl + path, { headers: { Authorization: 'Bearer dts_ignored' } });
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('cache-control'), path).to.equal('public, max-age=300');
    }
  });
});
