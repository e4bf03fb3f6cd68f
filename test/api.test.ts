// The service endpoints through the SDK (sdk/: its typed layer, and `s.api`, its openapi-fetch client
// of every path). Raw requests where the point is raw HTTP: bodies the SDK's types refuse (wrong
// types, not JSON, too deep, too large, unknown tools), media types, conditional GETs, methods, paths.
import { expect } from 'chai';
import { startServer, postJson, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';
import { loadContracts } from './support/contracts.js';
import { withoutDeadDefs } from '../generator/emit/openapi.js';
import { strongEtag } from '../runtime/core/http-cache.js';
import { readFileSync } from 'node:fs';

const contracts = await loadContracts();
const ADLER = '/v1/tools/adler32/versions/1.0.0/execute';

describe('API', () => {
  let s: TestServer;
  before(async () => {
    s = await startServer({ deployedCommit: 'abc1234' });
  });
  after(() => s.close());

  describe('GET /health', () => {
    it('reports status, the deployed commit and the tool count', async () => {
      const { data, response } = await s.api.GET('/health');
      expect(response.status).to.equal(200);
      expect(data).to.deep.equal({ status: 'ok', commit: 'abc1234', tool_count: contracts.length });
    });
    it('reports a null commit when none is configured', async () => {
      const other = await startServer({ deployedCommit: null });
      try {
        const { data } = await other.api.GET('/health');
        expect(data!.commit).to.equal(null);
      } finally {
        await other.close();
      }
    });
  });

  describe('GET /openapi.json', () => {
    it('serves the committed document with a strong ETag and Cache-Control', async () => {
      // identity: a compressed answer carries the weak form of the ETag (test/http-conventions.test.ts)
      const { data, response } = await s.api.GET('/openapi.json', { headers: { 'accept-encoding': 'identity' } });
      const committed = readFileSync(new URL('../generated/openapi.json', import.meta.url), 'utf8');
      expect(response.status).to.equal(200);
      expect(response.headers.get('etag')).to.equal(strongEtag(committed));
      expect(response.headers.get('etag')).to.match(/^"[A-Za-z0-9_-]+"$/);
      expect(response.headers.get('cache-control')).to.match(/max-age=\d+/);
      expect((data as { info: { version: string } }).info.version).to.equal('0.2.0');
    });
    it('answers 304 with no body to a matching If-None-Match, also in a list or as W/', async () => {
      const first = await fetch(`${s.baseUrl}/openapi.json`, { headers: { 'accept-encoding': 'identity' } });
      const etag = first.headers.get('etag')!;
      for (const header of [etag, `"nope", ${etag}`, `W/${etag}`, '*']) {
        const res = await fetch(`${s.baseUrl}/openapi.json`, { headers: { 'If-None-Match': header } });
        expect(res.status, header).to.equal(304);
        expect(await res.text()).to.equal('');
      }
      const stale = await fetch(`${s.baseUrl}/openapi.json`, { headers: { 'If-None-Match': '"stale"' } });
      expect(stale.status).to.equal(200);
    });
    it('has one typed execute path per tool version', async () => {
      const { data } = await s.api.GET('/openapi.json');
      const doc = data as { paths: Record<string, any>; components: { schemas: Record<string, unknown> } };
      for (const c of contracts) {
        const op = doc.paths[`/v1/tools/${c.id}/versions/${c.version}/execute`];
        expect(op, c.id).to.be.an('object');
        const ref = op.post.requestBody.content['application/json'].schema.$ref as string;
        // A contract's own $defs are inlined where its $refs name them, so openapi.json leaves them out.
        expect(doc.components.schemas[ref.split('/').pop()!]).to.deep.equal(withoutDeadDefs(c.input_schema as Record<string, unknown>));
      }
    });
  });

  describe('GET /v1/tools', () => {
    it('lists every tool in catalog order with its URLs', async () => {
      const data = ok(await s.sdk.listTools());
      expect(data.count).to.equal(contracts.length);
      const adler = data.tools.find((t) => t.id === 'adler32')!;
      expect(adler).to.deep.include({ version: '1.0.0', category: 'encoding', contract_url: '/v1/tools/adler32/versions/1.0.0', execute_url: ADLER });
    });
    it('filters by category, and an empty known category is an empty list', async () => {
      const data = ok(await s.sdk.listTools({ category: 'encoding' }));
      expect(data.tools.length).to.be.greaterThan(0);
      expect(data.tools.every((t) => t.category === 'encoding')).to.equal(true);
      const none = ok(await s.sdk.listTools({ category: 'units' }));
      expect(none.count).to.equal(none.tools.length);
    });
    it('rejects an unknown category with 400 naming the parameter', async () => {
      const error = problem(await s.sdk.listTools({ category: 'nope' as 'units' }), 400, 'invalid_request'); // past the enum type, on purpose
      expect(error.errors![0]!.parameter).to.equal('category');
    });
  });

  describe('GET /v1/tools/{id}/versions/{version}', () => {
    it('serves the contract with exactly the SPEC fields plus category', async () => {
      const answer = await s.sdk.contract('adler32', '1.0.0');
      const data = ok(answer);
      expect(Object.keys(data).sort()).to.deep.equal(
        ['category', 'description', 'errors', 'examples', 'execute_url', 'id', 'input_schema', 'limits', 'output_schema', 'pricing', 'semantics', 'supported_operations', 'unsupported_operations', 'version'],
      );
      expect(data.execute_url).to.equal(ADLER);
      expect(data.pricing).to.deep.equal({ status: 'unpriced', charge_usd: null });
      expect(data).to.not.have.property('cases');
      expect(data.errors.map((e) => e.code)).to.include('invalid_input');
      for (const e of data.errors) expect(e.status).to.equal(400);
      const etag = answer.response.headers.get('etag')!;
      const again = await fetch(`${s.baseUrl}/v1/tools/adler32/versions/1.0.0`, { headers: { 'If-None-Match': etag } });
      expect(again.status).to.equal(304);
    });
    it('answers 404 tool_not_found and version_not_found', async () => {
      problem(await s.sdk.contract('no-such-tool', '1.0.0'), 404, 'tool_not_found');
      const b = problem(await s.sdk.contract('adler32', '9.9.9'), 404, 'version_not_found');
      expect(b.detail).to.contain('1.0.0');
    });
  });

  describe('POST .../execute', () => {
    it('returns {result} typed by the tool', async () => {
      const data = ok(await s.sdk.execute('adler32', '1.0.0', { text: 'Wikipedia' }));
      expect(data.result.hex).to.equal('11e60398');
      expect(data).to.not.have.property('savings');
    });
    it('adds savings (unmeasured) only when Prefer: return=savings is sent', async () => {
      const unmeasured = { input_tokens: null, output_tokens: null, estimated_usd: null, basis: 'unmeasured' };
      const asked = await s.sdk.execute('adler32', '1.0.0', { text: 'a' }, { savings: true });
      expect(ok(asked).savings).to.deep.equal(unmeasured);
      expect(asked.response.headers.get('preference-applied')).to.equal('return=savings');
      const among = await s.sdk.execute('adler32', '1.0.0', { text: 'a' }, { headers: { prefer: 'respond-async, return=savings' } });
      expect(ok(among).savings).to.deep.equal(unmeasured);
      const other = await s.sdk.execute('adler32', '1.0.0', { text: 'a' }, { headers: { prefer: 'return=minimal' } });
      expect(ok(other)).to.not.have.property('savings');
    });
    it('400 lists a JSON Pointer for every fault', async () => {
      const res = await postJson(s.baseUrl, ADLER, { text: 5, extra: true, 'a/b': 1 });
      expect(res.status).to.equal(400);
      expect(res.json.code).to.equal('invalid_input');
      const pointers = res.json.errors.map((e: { pointer: string }) => e.pointer).sort();
      expect(pointers).to.deep.equal(['/a~1b', '/extra', '/text']);
    });
    it('400 for a body that is not an object, and for malformed JSON without echoing it', async () => {
      expect((await postJson(s.baseUrl, ADLER, [1, 2])).json.code).to.equal('invalid_input');
      const res = await postJson(s.baseUrl, ADLER, '{"text": "secret-value"');
      expect(res.status).to.equal(400);
      expect(res.json.code).to.equal('malformed_json');
      expect(JSON.stringify(res.json)).to.not.contain('secret-value');
    });
    it('400 for JSON nested deeper than the service limit', async () => {
      const res = await postJson(s.baseUrl, ADLER, '['.repeat(257) + ']'.repeat(257));
      expect(res.status).to.equal(400);
      expect(res.json.code).to.equal('limit_exceeded');
      const atLimit = await postJson(s.baseUrl, ADLER, '['.repeat(256) + ']'.repeat(256));
      expect(atLimit.json.code).to.equal('invalid_input'); // parsed, then refused by the schema
    });
    it('404 for an unknown tool or version, before reading the body', async () => {
      expect((await postJson(s.baseUrl, '/v1/tools/nope/versions/1.0.0/execute', {})).json.code).to.equal('tool_not_found');
      expect((await postJson(s.baseUrl, '/v1/tools/adler32/versions/2.0.0/execute', {})).json.code).to.equal('version_not_found');
    });
    it('413 for a body over 256 KiB, declared or streamed', async () => {
      const big = JSON.stringify({ text: 'x'.repeat(256 * 1024) });
      const res = await postJson(s.baseUrl, ADLER, big);
      expect(res.status).to.equal(413);
      expect(res.json.code).to.equal('payload_too_large');
      // exactly at the limit is read (and then fails the schema's maxLength, not the size check)
      const atLimit = JSON.stringify({ text: 'x'.repeat(256 * 1024 - 11) });
      expect(Buffer.byteLength(atLimit)).to.equal(256 * 1024);
      expect((await postJson(s.baseUrl, ADLER, atLimit)).json.code).to.equal('invalid_input');
    });
    it('415 for a body that is not JSON', async () => {
      const res = await fetch(s.baseUrl + ADLER, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"text":"a"}' });
      expect(res.status).to.equal(415);
      expect(((await res.json()) as { code: string }).code).to.equal('unsupported_media_type');
      const latin1 = await fetch(s.baseUrl + ADLER, { method: 'POST', headers: { 'content-type': 'application/json; charset=latin1' }, body: '{"text":"a"}' });
      expect(latin1.status).to.equal(415);
      const charsetOk = await fetch(s.baseUrl + ADLER, { method: 'POST', headers: { 'content-type': 'application/json; charset=UTF-8' }, body: '{"text":"a"}' });
      expect(charsetOk.status).to.equal(200);
    });
  });

  describe('errors', () => {
    it('unknown routes are 404 problem+json with a request id', async () => {
      const res = await fetch(`${s.baseUrl}/v2/nothing`, { headers: { 'X-Request-Id': 'trace-42' } });
      expect(res.status).to.equal(404);
      expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
      expect(res.headers.get('x-request-id')).to.equal('trace-42');
      const body = await res.json();
      expect(body).to.deep.include({ type: '/problems/not_found', status: 404, code: 'not_found', instance: 'trace-42' });
    });
    it('a wrong method is 405 with an Allow header', async () => {
      const res = await fetch(`${s.baseUrl}/health`, { method: 'DELETE' });
      expect(res.status).to.equal(405);
      expect(res.headers.get('allow')).to.contain('GET');
      expect(((await res.json()) as { code: string }).code).to.equal('method_not_allowed');
    });
    it('a route answers the same whichever way its path is spelt (case, trailing slash, percent-encoding)', async () => {
      // Exact paths take the route table's fast path (core/routing.ts), other spellings koa-router's.
      const contract = async (path: string) => {
        const res = await fetch(`${s.baseUrl}${path}`);
        return { status: res.status, id: ((await res.json()) as { id?: string }).id };
      };
      const want = { status: 200, id: 'adler32' };
      expect(await contract('/v1/tools/adler32/versions/1.0.0')).to.deep.equal(want);
      expect(await contract('/V1/Tools/adler32/versions/1.0.0')).to.deep.equal(want);
      expect(await contract('/v1/tools/adler32/versions/1.0.0/')).to.deep.equal(want);
      expect(await contract('/v1/tools/%61dler32/versions/1%2E0%2E0')).to.deep.equal(want);
      const bad = await fetch(`${s.baseUrl}/v1/tools/%E0%A4%A/versions/1.0.0`);
      expect(bad.status).to.equal(404); // kept as sent when it does not decode, so outside the id's pattern: names nothing
      expect((await fetch(`${s.baseUrl}/health/`)).status).to.equal(200);
      expect((await fetch(`${s.baseUrl}/HEALTH`)).status).to.equal(200);
      const head = await fetch(`${s.baseUrl}/health`, { method: 'HEAD' });
      expect(head.status).to.equal(200);
      const options = await fetch(`${s.baseUrl}/health`, { method: 'OPTIONS' });
      expect(options.status).to.equal(200);
      expect(options.headers.get('allow')).to.contain('GET');
    });
    it('every problem type is documented at its `type` URL', async () => {
      const { data } = await s.api.GET('/problems/{code}', { params: { path: { code: 'invalid_input' } } });
      expect(data).to.deep.include({ code: 'invalid_input', status: 400 });
      const missing = await fetch(`${s.baseUrl}/problems/no_such_code`);
      expect(missing.status).to.equal(404);
    });
  });
});
