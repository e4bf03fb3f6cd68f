// Issue 21, item 2: one mapping from a failure to its RFC 9457 problem (runtime/core/problem.ts
// problemFrom), used by REST, batch items and MCP alike, and by the execution record. The same
// failure must read the same on every surface; before, batch items had their own internal_error
// detail, MCP turned faults of ours and an unavailable database into JSON-RPC errors, and REST alone
// answered an unavailable database with 503. Test-only tools (test/support/pool-tools.ts) fail on demand;
// their REST calls are raw (they are not in the SDK's tool map), sign-in and saved tools use the SDK.
import { expect } from 'chai';
import Database from 'better-sqlite3';
import { buildCatalog, type Catalog } from '../runtime/execution/catalog.js';
import { ApiError } from '../runtime/core/errors.js';
import { ToolError } from '../impl/lib/tool-error.js';
import { problemFrom, RETRY_AFTER_S } from '../runtime/core/problem.js';
import { ToolPool } from '../runtime/execution/tool-pool.js';
import poolTools, { type PoolTestData } from './support/pool-tools.js';
import { postJson, startServer, type TestServer } from './support/server.js';
import { ok, problem as restProblemOf } from './support/sdk.js';
import { testDatabase, type TestDatabase } from './support/databases.js';

const TEST_TOOLS = new URL('./support/pool-tools.ts', import.meta.url).href;
const execute = (id: string) => `/v1/tools/${id}/versions/1.0.0/execute`;
const MCP_HEADERS = { accept: 'application/json, text/event-stream' };

function testCatalog(): Catalog {
  const catalog = buildCatalog();
  for (const [key, tool] of Object.entries(poolTools)) {
    const [id, version] = key.split('@') as [string, string];
    catalog.addUnlisted(
      { id, version, category: 'encoding', description: 'a test tool', execute_url: execute(id) },
      { key, id, version, category: 'encoding', execution: id.endsWith('-inline') ? 'inline' : 'worker', load: async () => tool },
    );
  }
  return catalog;
}

/** The problem an MCP execute_tool (or other tool) call returned as its isError result. */
async function mcpProblem(s: TestServer, name: string, args: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await postJson(s.baseUrl, '/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }, { ...MCP_HEADERS, ...headers });
  expect(res.status, res.text).to.equal(200);
  expect(res.json.error, 'a tool failure is a tool result, not a JSON-RPC error').to.equal(undefined);
  expect(res.json.result.isError).to.equal(true);
  return JSON.parse(res.json.result.content[0].text as string) as Record<string, unknown>;
}

describe('problemFrom: one mapping from a failure to its problem', () => {
  it('maps each kind of failure once', () => {
    expect(problemFrom(new ApiError('tool_timeout', 'stopped', undefined, undefined, 1), 'req-1')).to.deep.equal({
      type: '/problems/tool_timeout', title: 'Tool time limit exceeded', status: 503, code: 'tool_timeout', detail: 'stopped', instance: 'req-1', retry_after: 1,
    });
    expect(problemFrom(new ToolError('invalid_input', 'bad', [{ pointer: '/a', message: 'bad' }], { why: 'x' }))).to.deep.equal({
      type: '/problems/invalid_input', title: 'Invalid input', status: 400, code: 'invalid_input', detail: 'bad', errors: [{ pointer: '/a', message: 'bad' }], context: { why: 'x' },
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(problemFrom(refused)).to.deep.include({ status: 503, code: 'database_unavailable', retry_after: RETRY_AFTER_S });
    const bug = problemFrom(new TypeError('secret internals'));
    expect(bug).to.deep.include({ status: 500, code: 'internal_error' });
    expect(JSON.stringify(bug)).to.not.contain('secret internals');
  });
});

describe('the same failure reads the same over REST, in a batch item and over MCP', () => {
  const data: PoolTestData = { gate: new SharedArrayBuffer(4) };
  const pool = new ToolPool({ size: 1, timeLimitMs: 60_000, queueMax: 4, testModules: [TEST_TOOLS], testData: data });
  let s: TestServer;
  before(async () => {
    s = await startServer({ catalog: testCatalog(), serviceOptions: { toolPool: pool } });
  });
  after(async () => {
    await s.close();
    await pool.close();
  });

  const cases: [string, string, unknown, number, string][] = [
    ['a schema fault', 'adler32', { text: 5 }, 400, 'invalid_input'],
    ['a listed tool code with pointers and context', 'test-listed', {}, 400, 'division_by_zero'],
    ['a tool code its contract does not list', 'test-unlisted', {}, 500, 'internal_error'],
    ['an output outside its schema', 'test-bad-output', {}, 500, 'internal_error'],
    ['a bug in the tool', 'test-throw', {}, 500, 'internal_error'],
  ];
  for (const [what, id, input, status, code] of cases) {
    it(`${what}: ${status} ${code}, and the record says the same`, async () => {
      const rest = await postJson(s.baseUrl, execute(id), input);
      expect([rest.status, rest.json.code]).to.deep.equal([status, code]);
      expect(rest.json.instance, 'REST names the request').to.be.a('string');
      const { instance: _requestId, ...restProblem } = rest.json as Record<string, unknown>;

      const batch = await postJson(s.baseUrl, '/v1/execute-batch', { operations: [{ id, version: '1.0.0', input }] });
      expect(batch.status).to.equal(200);
      const item = batch.json.results[0];
      expect(item.status).to.equal(status);
      expect(item.error).to.deep.equal(restProblem);

      expect(await mcpProblem(s, 'execute_tool', { id, version: '1.0.0', input })).to.deep.equal(restProblem);

      await s.services.recorder.flush();
      const refs = [rest.headers.get('x-execution-ref'), item.execution_ref];
      const rows = await s.services.db('executions').whereIn('execution_ref', refs).select('status', 'error_code');
      expect(rows).to.deep.equal([{ status, error_code: code }, { status, error_code: code }]);
    });
  }
});

describe('an unavailable database reads the same on MCP as on REST', () => {
  let database: TestDatabase;
  let s: TestServer;
  let locker: Database.Database;
  before(async () => {
    database = await testDatabase('sqlite');
    s = await startServer({ database });
    locker = new Database(database.url.slice('sqlite:'.length));
  });
  after(async () => {
    if (locker.inTransaction) locker.exec('ROLLBACK');
    locker.close();
    await s.close();
    await database.drop();
  });

  it("MCP save_tool while another process holds SQLite's write lock: 503 database_unavailable with retry_after, as a tool result", async () => {
    const key = ok(await s.sdk.signIn({ email: 'ada@example.com', consent: true }), 201).api_key;
    locker.exec('BEGIN IMMEDIATE');
    const problem = await mcpProblem(s, 'save_tool', { tool: 'adler32', version: '1.0.0' }, { Authorization: `Bearer ${key}` });
    const rest = await s.sdkWith(key).saveTool({ tool: 'adler32', version: '1.0.0' });
    locker.exec('ROLLBACK');
    expect(problem).to.deep.include({ status: 503, code: 'database_unavailable', retry_after: RETRY_AFTER_S });
    const { instance: _requestId, ...restProblem } = restProblemOf(rest, 503, 'database_unavailable');
    expect(problem).to.deep.equal(restProblem);
  });
});
