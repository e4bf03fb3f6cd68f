// The tools the MCP endpoint exposes: the catalog search, contracts, execution and batches, and
// with a key the saved-tool library. Each has a JSON Schema input and output, annotations, and
// answers with structuredContent plus the same JSON as text. A tool's own failure (bad input, a
// limit, an unknown tool) is an isError result carrying the problem, so a model can correct itself.
import { execute_batchBody as batchValidator, save_toolBody as saveValidator } from '../../generated/api-validators.js';
import type { Validator as BodyValidator } from '../../generated/routes.js';
import { problemOf, type Problem } from '../core/problem.js';
import { toFieldErrors } from '../core/schema-errors.js';
import { runBatch, type BatchRequest } from '../execution/batch.js';
import { checkExecutionAllowance, executeRecorded } from '../execution/pipeline.js';
import { iso } from '../core/clock.js';
import type { Catalog } from '../execution/catalog.js';
import type { Config } from '../core/config.js';
import type { Caller } from '../core/middleware/caller.js';
import type { Services } from '../execution/services.js';
import type { Logger } from '../core/logger.js';

export type SearchFn = (q: string, limit: number) => unknown;
/** The account's saved tools, from the accounts feature (wired in runtime/app.ts). */
export type SavedTools = {
  list(accountId: string): Promise<{ tool: string; version: string; note: string | null; saved_at: number }[]>;
  save(accountId: string, tool: string, version: string, note: string | undefined, now: number): Promise<{ tool: string; version: string; note: string | null; saved_at: number }>;
};
export type McpHooks = { search: SearchFn; savedTools: SavedTools };
export type McpContext = { config: Config; services: Services; catalog: Catalog; caller: Caller; log: Logger } & McpHooks;

type JsonSchema = Record<string, unknown>;
export type McpTool = {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  annotations: { readOnlyHint: boolean; idempotentHint: boolean; destructiveHint: boolean; openWorldHint: boolean };
  needsKey: boolean;
  run(args: Record<string, unknown>, ctx: McpContext): Promise<Record<string, unknown>>;
};

/** A failure the calling model should see and correct (isError), as opposed to a protocol error. */
export class McpToolFailure extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

const readOnly = { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false };
const TOOL_ID = { type: 'string', pattern: '^[a-z0-9_-]+$', minLength: 1, maxLength: 100 };
const VERSION = { type: 'string', pattern: '^[a-zA-Z0-9.+_-]+$', minLength: 1, maxLength: 100 };

// The generated validators are untyped: said once here, what each one proves of its argument.
const execute_batchBody = batchValidator as unknown as ((data: unknown) => data is BatchRequest) & { errors?: unknown };
const save_toolBody = saveValidator as unknown as BodyValidator;

function invalidArguments(errors: ReturnType<typeof toFieldErrors>): McpToolFailure {
  return new McpToolFailure(problemOf('invalid_request', { detail: 'the arguments do not match the tool inputSchema', errors }));
}

function findTool(ctx: McpContext, id: string, version: string) {
  const tool = ctx.catalog.get(id, version);
  if (!tool) {
    const code = ctx.catalog.versionsOf(id) ? 'version_not_found' : 'tool_not_found';
    const versions = ctx.catalog.versionsOf(id);
    throw new McpToolFailure(problemOf(code, { detail: versions ? `${id} has versions ${versions.join(', ')}` : `no tool has the id ${JSON.stringify(id)}; use search_tools` }));
  }
  return tool;
}

export const mcpTools: McpTool[] = [
  {
    name: 'search_tools',
    title: 'Search the tool catalog',
    description: 'Finds deterministic tools for a task described in plain English. Returns up to `limit` candidates with a score from 0 to 1 (1 = exact id or operation phrase); an empty list means no confident match.',
    inputSchema: {
      type: 'object', additionalProperties: false, required: ['q'],
      properties: { q: { type: 'string', minLength: 1, maxLength: 256 }, limit: { type: 'integer', minimum: 1, maximum: 5, default: 3 } },
    },
    outputSchema: { type: 'object', required: ['candidates'], properties: { candidates: { type: 'array', items: { type: 'object' } } } },
    annotations: readOnly,
    needsKey: false,
    async run(args, ctx) {
      const limit = typeof args.limit === 'number' ? args.limit : 3;
      return ctx.search(String(args.q), limit) as Record<string, unknown>;
    },
  },
  {
    name: 'get_tool_contract',
    title: 'Read a tool contract',
    description: "The versioned contract of one tool: its rules (semantics), limits, input and output JSON Schemas and examples. Read it before execute_tool.",
    inputSchema: { type: 'object', additionalProperties: false, required: ['id', 'version'], properties: { id: TOOL_ID, version: VERSION } },
    outputSchema: { type: 'object', required: ['id', 'version', 'input_schema', 'output_schema', 'semantics'], properties: {} },
    annotations: readOnly,
    needsKey: false,
    async run(args, ctx) {
      return findTool(ctx, String(args.id), String(args.version)).contract;
    },
  },
  {
    name: 'execute_tool',
    title: 'Execute a tool',
    description: "Runs one tool version on an input that matches its contract's input_schema and returns the exact result. Failures (invalid input, limits) come back as an error result with JSON Pointers to each fault.",
    inputSchema: { type: 'object', additionalProperties: false, required: ['id', 'version', 'input'], properties: { id: TOOL_ID, version: VERSION, input: { type: 'object' } } },
    outputSchema: { type: 'object', required: ['result', 'execution_ref'], properties: { result: {}, execution_ref: { type: 'string' } } },
    annotations: readOnly,
    needsKey: false,
    async run(args, ctx) {
      const tool = findTool(ctx, String(args.id), String(args.version));
      await checkExecutionAllowance(ctx.config, ctx.services, ctx.caller);
      const input = args.input;
      const done = await executeRecorded({
        services: ctx.services, catalog: ctx.catalog, log: ctx.log, caller: ctx.caller, via: 'mcp', tool, input, inputBytes: Buffer.byteLength(JSON.stringify(input)),
      });
      if (!done.ok) throw new McpToolFailure(done.problem);
      return { result: done.result, execution_ref: done.ref };
    },
  },
  {
    name: 'execute_batch',
    title: 'Execute up to 20 tools with bindings',
    description: 'The batch endpoint: `operations` of {id, version, input, include_result?, bindings?: [{key, from, path}]} run in order; a binding fills an input key from an earlier result by JSON Pointer. Item failures are reported per item.',
    inputSchema: {
      type: 'object', additionalProperties: false, required: ['operations'],
      properties: { operations: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'object' } } },
    },
    outputSchema: { type: 'object', required: ['results', 'summary'], properties: { results: { type: 'array' }, summary: { type: 'object' } } },
    annotations: readOnly,
    needsKey: false,
    async run(args, ctx) {
      if (!execute_batchBody(args)) throw invalidArguments(toFieldErrors(execute_batchBody.errors as never));
      return runBatch(ctx.config, ctx.services, ctx.catalog, ctx.caller, args.operations, ctx.log);
    },
  },
  {
    name: 'list_saved_tools',
    title: 'List saved tools',
    description: "The tool versions saved to this key's account, oldest first.",
    inputSchema: { type: 'object', additionalProperties: false, properties: {} },
    outputSchema: { type: 'object', required: ['tools'], properties: { tools: { type: 'array' } } },
    annotations: readOnly,
    needsKey: true,
    async run(_args, ctx) {
      const tools = await ctx.savedTools.list(ctx.caller.key!.accountId);
      return { tools: tools.map((t) => ({ ...t, saved_at: iso(t.saved_at) })) };
    },
  },
  {
    name: 'save_tool',
    title: 'Save a tool version',
    description: "Saves a tool version (and an optional note) to this key's account; saving again is harmless.",
    inputSchema: { type: 'object', additionalProperties: false, required: ['tool', 'version'], properties: { tool: TOOL_ID, version: VERSION, note: { type: 'string', maxLength: 200 } } },
    outputSchema: { type: 'object', required: ['tool', 'version', 'note', 'saved_at'], properties: {} },
    annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
    needsKey: true,
    async run(args, ctx) {
      if (!save_toolBody(args)) throw invalidArguments(toFieldErrors(save_toolBody.errors as never));
      findTool(ctx, String(args.tool), String(args.version));
      const saved = await ctx.savedTools.save(ctx.caller.key!.accountId, String(args.tool), String(args.version), args.note as string | undefined, ctx.services.clock.now());
      return { ...saved, saved_at: iso(saved.saved_at) };
    },
  },
];
