// A tool call that runs past its budget cannot take the service down (issue 14): tool calls run in
// worker threads (runtime/execution/tool-pool.ts) under a per-call time limit. Test-only tools
// (test/support/pool-tools.ts) are loaded into pools built here and routed by a test catalog, never
// served. Every assertion is on outcomes and their order, none on elapsed time. Their calls are raw
// requests: the test-only tools are not in the SDK's tool map.
import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildCatalog, type Catalog } from '../runtime/execution/catalog.js';
import type { ApiError } from '../runtime/core/errors.js';
import { testConfig } from '../runtime/core/config.js';
import { executeTool, OutputContractViolation, UnlistedToolError } from '../runtime/execution/execute-tool.js';
import { memberOrdersOf, restoreMemberOrders } from '../runtime/execution/member-orders.js';
import { ToolPool, type ToolPoolOptions } from '../runtime/execution/tool-pool.js';
import { ToolError } from '../impl/lib/tool-error.js';
import { memberOrder, orderedObject, stringifyOrdered } from '../impl/lib/ordered-object.js';
import poolTools, { type PoolTestData } from './support/pool-tools.js';
import { postJson, startServer, type JsonResponse, type TestServer } from './support/server.js';

const TEST_TOOLS = new URL('./support/pool-tools.ts', import.meta.url).href;
const execute = (id: string) => `/v1/tools/${id}/versions/1.0.0/execute`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The build's catalog plus the test tools, unlisted; `*-inline` tools say `execution: inline`. */
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

/** A pool with the test tools and a gate that holds test-gate@1.0.0 spinning until opened. */
function testPool(options: Partial<ToolPoolOptions>) {
  const data: PoolTestData = { gate: new SharedArrayBuffer(4) };
  const gate = new Int32Array(data.gate);
  const pool = new ToolPool({ size: 1, timeLimitMs: 60_000, queueMax: 1, resourceLimits: { maxOldGenerationSizeMb: 64 }, testModules: [TEST_TOOLS], testData: data, ...options });
  return { pool, close: () => Atomics.store(gate, 0, 0), open: () => Atomics.store(gate, 0, 1) };
}

async function until(what: string, condition: () => boolean): Promise<void> {
  for (let i = 0; !condition(); i++) {
    if (i > 6000) throw new Error(`never happened: ${what}`);
    await sleep(5);
  }
}

async function recordOf(s: TestServer, res: JsonResponse) {
  await s.services.recorder.flush();
  return s.services.db('executions').where({ execution_ref: res.headers.get('x-execution-ref')! }).first();
}

async function mcpClient(s: TestServer): Promise<Client> {
  const client = new Client({ name: 'tool-pool-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${s.baseUrl}/mcp`)));
  return client;
}

describe('tool pool: the per-call time limit (TOOL_TIME_LIMIT_MS 200 ms)', () => {
  const { pool } = testPool({ timeLimitMs: 200, queueMax: 4 });
  let s: TestServer;
  before(async () => {
    // One successful execution a day: a call that used the allowance would leave none for the next.
    const quotas = { ...testConfig().quotas, enabled: true, executionsPerDayAnon: 1 };
    s = await startServer({ catalog: testCatalog(), quotas, serviceOptions: { toolPool: pool } });
  });
  after(async () => {
    await s.close();
    await pool.close();
  });

  it('a call that never finishes answers 503 tool_timeout with Retry-After, uses no allowance, and is recorded as such', async () => {
    const res = await postJson(s.baseUrl, execute('test-spin'), {});
    expect([res.status, res.json.code]).to.deep.equal([503, 'tool_timeout']);
    expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
    expect(res.headers.get('retry-after')).to.equal('1');
    expect(res.json.retry_after).to.equal(1);
    expect(await recordOf(s, res)).to.deep.include({ tool_id: 'test-spin', status: 503, error_code: 'tool_timeout', output_bytes: 0 });
  });

  it('the worker is replaced: the next call succeeds in a new worker (and uses the one execution of the day)', async () => {
    const res = await postJson(s.baseUrl, execute('test-where'), {});
    expect([res.status, res.json]).to.deep.equal([200, { result: { main_thread: false } }]);
    const over = await postJson(s.baseUrl, execute('test-where'), {});
    expect([over.status, over.json.code]).to.deep.equal([429, 'rate_limited']);
    expect(pool.stats()).to.deep.include({ workers: 1, busy: 0, queued: 0 });
  });

  it('in a batch the timed-out item fails alone, and over MCP it is an error result carrying the problem', async () => {
    const unlimited = await startServer({ catalog: testCatalog(), serviceOptions: { toolPool: pool } }); // the same pool, no allowance
    try {
      const batch = await postJson(unlimited.baseUrl, '/v1/execute-batch', {
        operations: [{ id: 'test-spin', version: '1.0.0', input: {} }, { id: 'test-where', version: '1.0.0', input: {} }],
      });
      expect(batch.status).to.equal(200);
      expect(batch.json.results.map((r: { status: number; error?: { code: string } }) => [r.status, r.error?.code])).to.deep.equal([[503, 'tool_timeout'], [200, undefined]]);
      expect(batch.json.summary).to.deep.include({ succeeded: 1, failed: 1 });
      const client = await mcpClient(unlimited);
      const res = await client.callTool({ name: 'execute_tool', arguments: { id: 'test-spin', version: '1.0.0', input: {} } });
      await client.close();
      expect(res.isError).to.equal(true);
      expect(JSON.parse((res.content as { text: string }[])[0]!.text)).to.deep.include({ status: 503, code: 'tool_timeout', retry_after: 1 });
    } finally {
      await unlimited.close();
    }
  });
});

describe('tool pool: the time limit counts from when the worker starts the call', () => {
  it('a call that waited longer than the limit behind one that timed out, then loaded its module in the new worker, still runs', async () => {
    const { pool } = testPool({ timeLimitMs: 200, queueMax: 4 });
    try {
      const spin = pool.run('test-spin@1.0.0', {}).then(() => 'ran', (e: ApiError) => e.code);
      await until('the spinning call runs', () => pool.stats().busy === 1);
      const waited = pool.run('adler32@1.0.0', { text: 'Wikipedia' }); // queued at least 200 ms
      expect(await spin).to.equal('tool_timeout');
      expect(JSON.parse((await waited).json)).to.deep.equal({ hex: '11e60398', value: 300286872 });
    } finally {
      await pool.close();
    }
  });
});

describe('tool pool: the service stays up around a busy worker (1 worker, 1 waiting call)', () => {
  const gated = testPool({ size: 1, queueMax: 1 });
  const { pool } = gated;
  let s: TestServer;
  before(async () => {
    s = await startServer({ catalog: testCatalog(), serviceOptions: { toolPool: pool } });
  });
  beforeEach(() => gated.close());
  after(async () => {
    gated.open();
    await s.close();
    await pool.close();
  });

  it('/health answers while a call spins in the worker, before that call does', async () => {
    const order: string[] = [];
    const spinning = postJson(s.baseUrl, execute('test-gate'), {}).then((r) => (order.push('spinning call'), r));
    await until('the call runs in the worker', () => pool.stats().busy === 1);
    const health = await fetch(`${s.baseUrl}/health`).then((r) => (order.push('health'), r));
    gated.open(); // only now may the spinning call finish
    const done = await spinning;
    expect(health.status).to.equal(200);
    expect(done.status).to.equal(200);
    expect(order).to.deep.equal(['health', 'spinning call']);
  });

  it('past TOOL_QUEUE_MAX a call answers 503 tool_queue_full with Retry-After; the waiting one runs once the worker is free', async () => {
    const running = postJson(s.baseUrl, execute('test-gate'), {});
    await until('the first call runs', () => pool.stats().busy === 1);
    const waiting = postJson(s.baseUrl, execute('test-where'), {});
    await until('the second call waits', () => pool.stats().queued === 1);
    const refused = await postJson(s.baseUrl, execute('test-where'), {});
    expect([refused.status, refused.json.code, refused.headers.get('retry-after')]).to.deep.equal([503, 'tool_queue_full', '1']);
    gated.open();
    expect((await running).json).to.deep.equal({ result: { released: true } });
    expect((await waiting).json).to.deep.equal({ result: { main_thread: false } });
  });

  it('a worker that runs out of memory (resourceLimits) or exits during a call answers 500 internal_error and is replaced', async () => {
    for (const id of ['test-oom', 'test-exit']) {
      const res = await postJson(s.baseUrl, execute(id), {});
      expect([res.status, res.json.code], id).to.deep.equal([500, 'internal_error']);
      expect(res.json.detail).to.not.match(/worker|heap|exit/i); // nothing of the fault leaks
      expect(await recordOf(s, res)).to.deep.include({ status: 500, error_code: 'internal_error' });
      const next = await postJson(s.baseUrl, execute('test-where'), {});
      expect([next.status, next.json], `after ${id}`).to.deep.equal([200, { result: { main_thread: false } }]);
    }
  });

  it('a tool whose contract says execution: inline runs on the event loop; every other tool in a worker', async () => {
    expect((await postJson(s.baseUrl, execute('test-where-inline'), {})).json).to.deep.equal({ result: { main_thread: true } });
    expect((await postJson(s.baseUrl, execute('test-where'), {})).json).to.deep.equal({ result: { main_thread: false } });
  });

  it('ToolError, unlisted codes, output violations and bugs arrive as the same classes with the same data as on the main thread', async () => {
    const cases: [string, (e: unknown) => unknown][] = [
      ['test-listed', (e) => ({ code: (e as ToolError).code, details: (e as ToolError).details, extra: (e as ToolError).extra })],
      ['test-unlisted', (e) => ({ code: (e as UnlistedToolError).thrown.code, details: (e as UnlistedToolError).thrown.details })],
      ['test-bad-output', (e) => (e as OutputContractViolation).fieldErrors],
      ['test-throw', (e) => (e as Error).name],
    ];
    for (const [id, data] of cases) {
      const key = `${id}@1.0.0`;
      let here: unknown;
      try {
        executeTool(key, poolTools[key]!, {});
      } catch (e) {
        here = e;
      }
      const there = await pool.run(key, {}).then(() => undefined, (e: unknown) => e);
      expect(there, id).to.be.an('error');
      expect((there as Error).constructor, id).to.equal((here as Error).constructor);
      expect((there as Error).message, id).to.equal((here as Error).message);
      expect(data(there), id).to.deep.equal(data(here));
    }
  });

  it('over HTTP those outcomes answer as before: the listed code with its pointers and context, the others 500', async () => {
    const listed = await postJson(s.baseUrl, execute('test-listed'), {});
    expect(listed.status).to.equal(400);
    expect(listed.json).to.deep.include({ code: 'division_by_zero', detail: 'the denominator is zero', errors: [{ pointer: '/d', message: 'is zero' }], context: { reason: 'zero', at: [1, 2] } });
    for (const id of ['test-unlisted', 'test-bad-output', 'test-throw']) {
      const res = await postJson(s.baseUrl, execute(id), {});
      expect([res.status, res.json.code], id).to.deep.equal([500, 'internal_error']);
    }
    const surrogate = await postJson(s.baseUrl, execute('test-echo'), '{"s":"\\ud800"}');
    expect([surrogate.status, surrogate.json.errors]).to.deep.equal([400, [{ pointer: '/s', message: 'holds a lone UTF-16 surrogate, which has no UTF-8 form' }]]);
  });

  it('member orders cross the thread both ways: REST text, a batch binding into the next input, MCP text', async () => {
    const ordered = '{"row":{"b":1,"10":2,"2":3},"list":[{"z":0,"1":1}]}';
    expect((await postJson(s.baseUrl, execute('test-ordered'), {})).text).to.equal(`{"result":${ordered}}`);
    const batch = await postJson(s.baseUrl, '/v1/execute-batch', {
      operations: [
        { id: 'test-ordered', version: '1.0.0', input: {} },
        { id: 'test-echo', version: '1.0.0', input: {}, bindings: [{ key: 'row', from: 0, path: '/row' }] },
      ],
    });
    expect(batch.text).to.contain(`"result":${ordered}`).and.to.contain('"result":{"row":{"b":1,"10":2,"2":3}}');
    const client = await mcpClient(s);
    const res = await client.callTool({ name: 'execute_tool', arguments: { id: 'test-ordered', version: '1.0.0', input: {} } });
    await client.close();
    expect((res.content as { text: string }[])[0]!.text).to.contain(`"result":${ordered}`);
  });

  it('close() lets the running and the waiting call finish, then stops the workers; later calls are refused', async () => {
    const own = testPool({ size: 1, queueMax: 1 });
    const running = own.pool.run('test-gate@1.0.0', {});
    await until('the call runs', () => own.pool.stats().busy === 1);
    const waiting = own.pool.run('test-where@1.0.0', {});
    const events: string[] = [];
    const closing = own.pool.close().then(() => events.push('closed'));
    own.open();
    expect(JSON.parse((await running).json)).to.deep.equal({ released: true });
    events.push('first done');
    expect(JSON.parse((await waiting).json)).to.deep.equal({ main_thread: false });
    events.push('second done');
    await closing;
    expect(events).to.deep.equal(['first done', 'second done', 'closed']);
    expect(own.pool.stats()).to.deep.equal({ workers: 0, busy: 0, queued: 0 });
    const after = await own.pool.run('test-where@1.0.0', {}).then(() => 'ran', (e: Error) => e.message);
    expect(after).to.equal('the tool pool is closed');
  });
});

describe('tool pool: the one a service makes from its config', () => {
  it('runs the calls, and services.close() (graceful shutdown) stops its workers', async () => {
    // A tool of the build that runs in the worker pool (its contract does not say inline), with its first example.
    const tool = buildCatalog().tools.find((t) => t.entry.execution === 'worker')!;
    const example = (tool.contract.examples as { input: unknown; output: unknown }[])[0]!;
    const s = await startServer({ toolWorkers: 1, toolQueueMax: 8 }); // other settings than the shared test pool's
    const res = await postJson(s.baseUrl, execute(tool.contract.id).replace('1.0.0', tool.contract.version), example.input);
    expect(res.json).to.deep.equal({ result: example.output });
    expect(s.services.tools.stats()).to.deep.equal({ workers: 1, busy: 0, queued: 0 });
    await s.close();
    expect(s.services.tools.stats()).to.deep.equal({ workers: 0, busy: 0, queued: 0 });
    expect(await s.services.tools.run('adler32@1.0.0', { text: 'a' }).then(() => 'ran', (e: Error) => e.message)).to.equal('the tool pool is closed');
  });
});

describe('member orders across threads', () => {
  it('memberOrdersOf and restoreMemberOrders rebuild every recorded order in a structured clone and in parsed text', () => {
    const value = { a: [orderedObject<unknown>([['b', 1], ['10', { n: orderedObject([['x', 1], ['0', 2]]) }]])], top: orderedObject([['__proto__', 1], ['3', 2]]) };
    const orders = memberOrdersOf(value);
    expect(orders).to.have.length(3);
    const text = stringifyOrdered(value);
    for (const copy of [structuredClone(value), JSON.parse(text)]) {
      const back = restoreMemberOrders(copy, orders) as typeof value;
      expect(stringifyOrdered(back)).to.equal(text);
      expect(back).to.deep.equal(JSON.parse(text));
      expect(memberOrder(back.top)).to.deep.equal(['__proto__', '3']);
    }
    const root = orderedObject([['b', 1], ['1', 2]]);
    expect(stringifyOrdered(restoreMemberOrders(JSON.parse(stringifyOrdered(root)), memberOrdersOf(root)))).to.equal('{"b":1,"1":2}');
    expect(memberOrdersOf({ plain: [1, { a: 2 }] })).to.equal(undefined);
  });
});
