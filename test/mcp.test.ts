// The MCP endpoint with the SDK's own client (StreamableHTTPClientTransport) against a running app,
// and raw JSON-RPC edge cases over HTTP.
import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { postJson, startServer, type TestServer } from './support/server.js';
import { testConfig } from '../runtime/core/config.js';
import { randomUUID } from 'node:crypto';

const ACCEPT = { Accept: 'application/json, text/event-stream' };

async function connect(s: TestServer, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${s.baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

type Structured = Record<string, any>;

describe('MCP endpoint', () => {
  let s: TestServer;
  let client: Client;
  before(async () => {
    s = await startServer();
    client = await connect(s);
  });
  after(async () => {
    await client.close();
    await s.close();
  });

  it('initializes with server info and the tools capability', () => {
    expect(client.getServerVersion()).to.deep.include({ name: 'deterministic-tool-service', version: '0.2.0' });
    expect(client.getServerCapabilities()).to.have.property('tools');
    expect(client.getInstructions()).to.contain('search_tools');
  });

  it('lists the anonymous tools with schemas and annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).to.deep.equal(['search_tools', 'get_tool_contract', 'execute_tool', 'execute_batch']);
    for (const t of tools) {
      expect(t.title).to.be.a('string');
      expect(t.inputSchema.type).to.equal('object');
      expect(t.outputSchema?.type).to.equal('object');
      expect(t.annotations).to.deep.include({ readOnlyHint: true, idempotentHint: true, openWorldHint: false });
    }
  });

  it('searches the catalog', async () => {
    const res = await client.callTool({ name: 'search_tools', arguments: { q: 'adler32', limit: 2 } });
    const out = res.structuredContent as Structured;
    expect(out.candidates[0]).to.deep.include({ id: 'adler32', score: 1 });
    expect(JSON.parse((res.content as { text: string }[])[0]!.text)).to.deep.equal(out);
  });

  it('an unusable search query is an isError result naming the parameter', async () => {
    const res = await client.callTool({ name: 'search_tools', arguments: { q: Array.from({ length: 41 }, (_, i) => `w${i}`).join(' ') } });
    expect(res.isError).to.equal(true);
    expect(JSON.parse((res.content as { text: string }[])[0]!.text).code).to.equal('invalid_request');
  });

  it('fetches a contract', async () => {
    const res = await client.callTool({ name: 'get_tool_contract', arguments: { id: 'adler32', version: '1.0.0' } });
    expect((res.structuredContent as Structured).execute_url).to.equal('/v1/tools/adler32/versions/1.0.0/execute');
  });

  it('executes a tool and records it like REST', async () => {
    const res = await client.callTool({ name: 'execute_tool', arguments: { id: 'adler32', version: '1.0.0', input: { text: 'Wikipedia' } } });
    expect(res.isError).to.not.equal(true);
    const out = res.structuredContent as Structured;
    expect(out.result).to.deep.equal({ hex: '11e60398', value: 300286872 });
    await s.services.recorder.flush();
    const row = await s.services.db('executions').where({ execution_ref: out.execution_ref }).first();
    expect(row).to.deep.include({ via: 'mcp', tool_id: 'adler32', status: 200 });
  });

  it('reports a tool failure as an isError result carrying the problem', async () => {
    const res = await client.callTool({ name: 'execute_tool', arguments: { id: 'adler32', version: '1.0.0', input: { text: 5 } } });
    expect(res.isError).to.equal(true);
    const problem = JSON.parse((res.content as { text: string }[])[0]!.text);
    expect(problem).to.deep.include({ code: 'invalid_input', status: 400 });
    expect(problem.errors[0].pointer).to.equal('/text');
    const unknown = await client.callTool({ name: 'get_tool_contract', arguments: { id: 'no-such', version: '1.0.0' } });
    expect(unknown.isError).to.equal(true);
    expect(JSON.parse((unknown.content as { text: string }[])[0]!.text).code).to.equal('tool_not_found');
    const badArgs = await client.callTool({ name: 'execute_tool', arguments: { id: 'adler32' } });
    expect(badArgs.isError).to.equal(true);
    expect(JSON.parse((badArgs.content as { text: string }[])[0]!.text).errors.map((e: { pointer: string }) => e.pointer)).to.include.members(['/version', '/input']);
  });

  it('runs a batch with bindings', async () => {
    const res = await client.callTool({
      name: 'execute_batch',
      arguments: { operations: [{ id: 'array-integer-cumulative-sum', version: '1.0.0', input: { values: ['1', '2'] } }, { id: 'array-integer-sum', version: '1.0.0', input: {}, bindings: [{ key: 'values', from: 0, path: '/values' }] }] },
    });
    const out = res.structuredContent as Structured;
    expect(out.results[1].result).to.deep.equal({ sum: '4' });
    expect(out.summary).to.deep.include({ succeeded: 2, failed: 0 });
  });

  it('with a key, also lists and saves tools', async () => {
    const key = (await postJson(s.baseUrl, '/v1/accounts/email', { email: 'mcp@example.com', consent: true })).json.api_key as string;
    const keyed = await connect(s, { Authorization: `Bearer ${key}` });
    try {
      const names = (await keyed.listTools()).tools.map((t) => t.name);
      expect(names).to.include.members(['list_saved_tools', 'save_tool']);
      const saved = await keyed.callTool({ name: 'save_tool', arguments: { tool: 'crc32', version: '1.0.0', note: 'for zip' } });
      expect(saved.structuredContent).to.deep.include({ tool: 'crc32', note: 'for zip' });
      const list = await keyed.callTool({ name: 'list_saved_tools', arguments: {} });
      expect((list.structuredContent as Structured).tools.map((t: { tool: string }) => t.tool)).to.deep.equal(['crc32']);
      const unknown = await keyed.callTool({ name: 'save_tool', arguments: { tool: 'nope', version: '1.0.0' } });
      expect(unknown.isError).to.equal(true);
    } finally {
      await keyed.close();
    }
  });

  describe('raw JSON-RPC over HTTP', () => {
    const post = (body: unknown, headers: Record<string, string> = ACCEPT) =>
      fetch(`${s.baseUrl}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

    it('answers ping without a session and with no session id header', async () => {
      const res = await post({ jsonrpc: '2.0', id: 1, method: 'ping' });
      expect(res.status).to.equal(200);
      expect(res.headers.get('mcp-session-id')).to.equal(null);
      expect(await res.json()).to.deep.equal({ jsonrpc: '2.0', id: 1, result: {} });
    });
    it('accepts a notification with 202', async () => {
      expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).to.equal(202);
    });
    it('an unknown method is -32601', async () => {
      const body = (await (await post({ jsonrpc: '2.0', id: 2, method: 'no/such' })).json()) as { error: { code: number } };
      expect(body.error.code).to.equal(-32601);
    });
    it('malformed JSON is a JSON-RPC parse error', async () => {
      const res = await post('{"jsonrpc": "2.0", ');
      expect(res.status).to.equal(400);
      expect(((await res.json()) as { error: { code: number } }).error.code).to.equal(-32700);
    });
    it('a wrong Accept header is 406', async () => {
      expect((await post({ jsonrpc: '2.0', id: 3, method: 'ping' }, { Accept: 'text/html' })).status).to.equal(406);
    });
    it('GET and DELETE /mcp are 405', async () => {
      expect((await fetch(`${s.baseUrl}/mcp`, { headers: ACCEPT })).status).to.equal(405);
      expect((await fetch(`${s.baseUrl}/mcp`, { method: 'DELETE' })).status).to.equal(405);
    });
    it('a foreign Origin is 403; no Origin is fine', async () => {
      const res = await post({ jsonrpc: '2.0', id: 4, method: 'ping' }, { ...ACCEPT, Origin: 'https://evil.example' });
      expect(res.status).to.equal(403);
      expect(((await res.json()) as { code: string }).code).to.equal('forbidden_origin');
    });
    it('an invalid key is 401', async () => {
      const res = await post({ jsonrpc: '2.0', id: 5, method: 'ping' }, { ...ACCEPT, Authorization: 'Bearer nope' });
      expect(res.status).to.equal(401);
    });
    it('negotiates the latest protocol and older ones the SDK supports', async () => {
      for (const protocolVersion of ['2025-11-25', '2025-06-18', '2025-03-26']) {
        const res = await post({ jsonrpc: '2.0', id: 7, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '0' } } });
        const body = (await res.json()) as { result: { protocolVersion: string; serverInfo: { name: string } } };
        expect(body.result.protocolVersion).to.equal(protocolVersion);
        expect(body.result.serverInfo.name).to.equal('deterministic-tool-service');
      }
    });
    it('an unknown tool name is a JSON-RPC error', async () => {
      const body = (await (await post({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'list_saved_tools', arguments: {} } })).json()) as { error: { code: number } };
      expect(body.error.code).to.equal(-32602); // keyed-only tools do not exist for anonymous callers
    });
  });
});

describe('MCP allowances', () => {
  it('a spent daily execution allowance is 429 before anything runs', async () => {
    const s = await startServer({ quotas: { ...testConfig().quotas, enabled: true, executionsPerDayAnon: 1 }, clientHashSalt: randomUUID() });
    const client = await connect(s);
    try {
      const first = await client.callTool({ name: 'execute_tool', arguments: { id: 'adler32', version: '1.0.0', input: { text: 'a' } } });
      expect(first.isError).to.not.equal(true);
      const res = await fetch(`${s.baseUrl}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ACCEPT },
        body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'execute_tool', arguments: { id: 'adler32', version: '1.0.0', input: { text: 'b' } } } }),
      });
      expect(res.status).to.equal(429);
      expect(Number(res.headers.get('retry-after'))).to.be.greaterThan(0);
    } finally {
      await client.close();
      await s.close();
    }
  });
});
