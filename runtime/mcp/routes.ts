// POST /mcp: stateless MCP over Streamable HTTP (JSON-RPC 2.0) on the SDK's server, a fresh server
// and transport per request, no session id. Same rules as REST: the route table has already
// answered 401 for an invalid key and 429 for the per-minute window; a spent daily execution
// allowance is 429 before the message reaches the server.
import type { Context } from 'koa';
import type { ValidateFunction } from 'ajv';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { stringifyOrdered } from '../../impl/lib/ordered-object.js';
import { ApiError } from '../core/errors.js';
import { checkExecutionAllowance } from '../execution/pipeline.js';
import { readBodyText } from '../core/request-body.js';
import { allowedOrigins } from '../core/middleware/cors.js';
import { applyFrontHeaders } from '../core/middleware/reply.js';
import type { Handlers } from '../core/routing.js';
import { toFieldErrors } from '../core/schema-errors.js';
import { failureLogFields, isInternal, problemFrom, problemOf } from '../core/problem.js';
import { mcpTools, McpToolFailure, type McpContext, type McpHooks, type McpTool } from './mcp-tools.js';
import type { FeatureDeps } from '../execution/services.js';

export const MCP_SERVER_INFO = { name: 'deterministic-tool-service', title: 'Deterministic Tool Service', version: '0.2.0' };
const INSTRUCTIONS = 'Exact, repeatable tools. Find one with search_tools, read its contract with get_tool_contract, then run it with execute_tool (or several with execute_batch). Results are exact; errors point at the input fields to fix.';

// Tool argument schemas are small and fixed; each is compiled once, on first use, by an Ajv that
// loads with the first MCP request (like the SDK), not at start-up.
const validators = new Map<string, ValidateFunction>();
let ajv: Promise<{ compile(schema: object): ValidateFunction }> | undefined;
async function validatorFor(tool: McpTool): Promise<ValidateFunction> {
  let v = validators.get(tool.name);
  if (!v) {
    ajv ??= import('ajv/dist/2020.js').then((m) => new m.Ajv2020({ strict: false, allErrors: true, ownProperties: true }));
    validators.set(tool.name, (v = (await ajv).compile(tool.inputSchema)));
  }
  return v;
}

function jsonRpcError(ctx: Context, status: number, code: number, message: string): void {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = { jsonrpc: '2.0', error: { code, message }, id: null };
}

/** Executions a message would start, so the daily allowance can answer 429 before anything runs. */
function executionsRequested(message: unknown): number {
  const list = Array.isArray(message) ? message : [message];
  let n = 0;
  for (const m of list) {
    const msg = m as { method?: unknown; params?: { name?: unknown; arguments?: { operations?: unknown } } };
    if (msg?.method !== 'tools/call') continue;
    if (msg.params?.name === 'execute_tool') n += 1;
    if (msg.params?.name === 'execute_batch' && Array.isArray(msg.params.arguments?.operations)) n += msg.params.arguments.operations.length;
  }
  return n;
}

// The SDK (and its schema library) loads on the first MCP request, not at start-up.
type Sdk = {
  Server: typeof import('@modelcontextprotocol/sdk/server/index.js').Server;
  StreamableHTTPServerTransport: typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
  types: typeof import('@modelcontextprotocol/sdk/types.js');
};
let sdk: Promise<Sdk> | undefined;
function loadSdk(): Promise<Sdk> {
  sdk ??= Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]).then(([server, http, types]) => ({ Server: server.Server, StreamableHTTPServerTransport: http.StreamableHTTPServerTransport, types }));
  return sdk;
}

function buildServer({ Server, types }: Sdk, ctx: McpContext): Server {
  const { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = types;
  const visible = mcpTools.filter((t) => !t.needsKey || ctx.caller.key);
  const server = new Server(MCP_SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: visible.map(({ name, title, description, inputSchema, outputSchema, annotations }) => ({ name, title, description, inputSchema, outputSchema, annotations: { title, ...annotations } })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = visible.find((t) => t.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${JSON.stringify(request.params.name)}`);
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    try {
      const validate = await validatorFor(tool);
      if (!validate(args)) throw new McpToolFailure(problemOf('invalid_request', { detail: 'the arguments do not match the inputSchema', errors: toFieldErrors(validate.errors) }));
      const out = await tool.run(args, ctx);
      // The text keeps the member order tool contracts promise; structuredContent is re-serialized by the SDK, which cannot.
      return { structuredContent: out, content: [{ type: 'text' as const, text: stringifyOrdered(out) }] };
    } catch (err) {
      // The same problem a REST client or a batch item would get; faults of ours are logged here
      // (an execution's own were logged with its execution_ref).
      const problem = err instanceof McpToolFailure ? err.problem : problemFrom(err);
      if (!(err instanceof McpToolFailure) && isInternal(problem)) ctx.log.error({ err, tool: tool.name, ...failureLogFields(err) }, 'mcp tool call failed');
      return { isError: true, content: [{ type: 'text' as const, text: JSON.stringify(problem) }] };
    }
  });
  return server;
}

export function mcpHandlers({ config, services, catalog, log }: FeatureDeps, hooks: McpHooks): Pick<Handlers, 'mcp' | 'mcp_event_stream'> {
  // The same list CORS answers from (core/middleware/cors.ts): an origin a page may call the API from may drive /mcp.
  const origins = allowedOrigins(config);

  return {
    mcp: async (ctx, { caller }) => {
      // DNS-rebinding protection: a browser page from a foreign origin may not drive the endpoint.
      const origin = ctx.get('Origin');
      if (origin && !origins.has(origin)) throw new ApiError('forbidden_origin', `the origin ${JSON.stringify(origin.slice(0, 200))} is not allowed`);
      let text: string;
      try {
        text = await readBodyText(ctx, config.bodyLimitBytes);
      } catch (e) {
        if ((e as { type?: string }).type === 'entity.too.large') throw new ApiError('payload_too_large', `the body may be at most ${config.bodyLimitBytes} bytes`);
        throw e;
      }
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return jsonRpcError(ctx, 400, -32700, 'Parse error: the body is not valid JSON');
      }
      const n = executionsRequested(message);
      if (n > 0) await checkExecutionAllowance(config, services, caller, n);

      const loaded = await loadSdk();
      const server = buildServer(loaded, { config, services, catalog, caller, log, ...hooks });
      const transport = new loaded.StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      ctx.res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      ctx.respond = false; // the transport writes the response, after front's headers
      applyFrontHeaders(ctx);
      await transport.handleRequest(ctx.req, ctx.res, message);
      ctx.status = ctx.res.statusCode;
    },

    // Stateless: no stream of server-sent events to offer (MCP Streamable HTTP lets a server decline it).
    mcp_event_stream: () => {
      throw new ApiError('method_not_allowed', 'GET is not allowed here; see the Allow header', undefined, { Allow: 'POST' });
    },
  };
}
