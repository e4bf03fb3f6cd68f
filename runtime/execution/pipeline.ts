// One recorded execution: run the tool through the shared pipeline, charge the daily allowance on
// success, and queue the record (with an execution_ref) whatever the outcome. REST, batch and MCP
// all come through here, so quotas and activity are the same on every surface. Tools run in the
// worker pool (runtime/tool-pool.ts) under the per-call time limit, except those whose contract
// says `execution: inline`, which run here on the event loop.
import { uuidv7 } from '../core/ids.js';
import { ToolError } from '../../impl/lib/tool-error.js';
import { stringifyOrdered } from '../../impl/lib/ordered-object.js';
import { failureLogFields, isInternal, problemFrom, type Problem } from '../core/problem.js';
import type { Logger } from '../core/logger.js';
import { executeTool } from './execute-tool.js';
import { restoreMemberOrders, type MemberOrders } from './member-orders.js';
import type { Catalog, CatalogTool } from './catalog.js';
import type { ToolModule } from '../../generated/registry.js';
import type { Caller } from '../core/middleware/caller.js';
import type { Services } from './services.js';
import type { Config } from '../core/config.js';
import type { ExecutionRecord } from './record-protocol.js';
import { dailyLimited } from '../core/middleware/caller.js';

export type Via = ExecutionRecord['via'];

/** A result larger than this fails with limit_exceeded and uses no allowance (SPEC.md, batch rule 4). */
export const MAX_RESULT_BYTES = 256 * 1024;

export function executionScope(caller: Caller): string {
  return `executions:${caller.client}`;
}

export function dailyExecutionLimit(config: Config, caller: Caller): number {
  return caller.key ? config.quotas.executionsPerDayKey : config.quotas.executionsPerDayAnon;
}

/**
 * 429 unless `n` more executions fit in the caller's daily allowance. Takes nothing. The caller's
 * first check of the day on this instance waits for the shared count; every later one decides from
 * memory, at once (no promise).
 */
export function checkExecutionAllowance(config: Config, services: Services, caller: Caller, n = 1): void | Promise<void> {
  if (!config.quotas.enabled) return;
  const scope = executionScope(caller);
  const decide = () => {
    const limit = dailyExecutionLimit(config, caller);
    const verdict = services.executions.check(scope, limit, n);
    if (!verdict.ok) throw dailyLimited('execution', limit, verdict.retryAfter);
  };
  const loading = services.executions.ready(scope);
  return loading ? loading.then(decide) : decide();
}

/**
 * An execution's one outcome. On success `resultJson` is the result serialized once, for the
 * response and for the record's byte count, with every member order a contract promises
 * (impl/lib/ordered-object.ts); `result` is the value, for the surfaces that need it (batch
 * bindings and results, MCP); a result that came from a worker is parsed from its text on first
 * read, its member orders restored. On failure `problem` is problemFrom's, as every surface shows it.
 */
export type Executed = { readonly ok: true; readonly ref: string; readonly result: unknown; readonly resultJson: string };
export type ExecutionFailure = { readonly ok: false; readonly ref: string; readonly problem: Problem };
export type ExecutionOutcome = Executed | ExecutionFailure;

export type ExecutionOptions = {
  services: Services;
  catalog: Catalog;
  /** Where a fault of ours (internal_error) is logged, with the execution_ref. */
  log: Logger;
  caller: Caller;
  via: Via;
  tool: CatalogTool;
  input: unknown;
  inputBytes: number;
  /** false when the allowance was reserved up front (passkey-profile batches); default true. */
  charge?: boolean;
  /** The request id, as the problem's `instance` (REST). */
  requestId?: string;
};

function fromWorker(ref: string, resultJson: string, orders: MemberOrders | undefined): Executed {
  let parsed: { value: unknown } | undefined;
  return {
    ok: true,
    ref,
    resultJson,
    get result() {
      parsed ??= { value: restoreMemberOrders(JSON.parse(resultJson), orders) };
      return parsed.value;
    },
  };
}

/**
 * Inline tools' modules once loaded, so that their executions run synchronously: an awaited
 * load per call cost a batch item several microtask turns (a tenth of a batch's time).
 */
const inlineModules = new WeakMap<CatalogTool, ToolModule>();

function inlineExecuted(tool: CatalogTool, module: ToolModule, input: unknown, ref: string): Executed {
  const result = executeTool(tool.key, module, input);
  return checkedSize({ ok: true, ref, result, resultJson: stringifyOrdered(result) });
}

function checkedSize(executed: Executed): Executed {
  const bytes = Buffer.byteLength(executed.resultJson);
  if (bytes > MAX_RESULT_BYTES) throw new ToolError('limit_exceeded', `the result would exceed ${MAX_RESULT_BYTES} bytes; send a smaller input`);
  return executed;
}

async function run(o: ExecutionOptions, ref: string): Promise<Executed> {
  const { tool, input, services } = o;
  if (tool.entry.execution === 'inline') {
    const module = await o.catalog.load(tool);
    inlineModules.set(tool, module);
    return inlineExecuted(tool, module, input, ref);
  }
  const done = await services.tools.run(tool.key, input);
  return checkedSize(fromWorker(ref, done.json, done.orders));
}

/**
 * Runs the tool, charges the allowance on success, and queues the record whatever the outcome;
 * never throws. An inline tool whose module is loaded runs synchronously and its outcome is
 * returned as it is, not in a promise (`await` takes either; a batch skips the turn).
 */
export function executeRecorded(o: ExecutionOptions): ExecutionOutcome | Promise<ExecutionOutcome> {
  const ref = uuidv7(o.services.clock.now());
  const started = process.hrtime.bigint();
  const module = o.tool.entry.execution === 'inline' ? inlineModules.get(o.tool) : undefined;
  if (module === undefined) return executeAsync(o, ref, started);
  let outcome: ExecutionOutcome;
  try {
    outcome = inlineExecuted(o.tool, module, o.input, ref);
    if (o.charge !== false) o.services.executions.add(executionScope(o.caller));
  } catch (err) {
    outcome = failed(o, ref, err);
  }
  return recorded(o, started, outcome);
}

async function executeAsync(o: ExecutionOptions, ref: string, started: bigint): Promise<ExecutionOutcome> {
  let outcome: ExecutionOutcome;
  try {
    outcome = await run(o, ref);
    if (o.charge !== false) o.services.executions.add(executionScope(o.caller));
  } catch (err) {
    outcome = failed(o, ref, err);
  }
  return recorded(o, started, outcome);
}

function failed(o: ExecutionOptions, ref: string, err: unknown): ExecutionFailure {
  const problem = problemFrom(err, o.requestId);
  if (isInternal(problem)) o.log.error({ err, execution_ref: ref, tool: o.tool.key, via: o.via, ...failureLogFields(err) }, 'execution failed');
  return { ok: false, ref, problem };
}

/** Queues the execution's record and returns its outcome. */
function recorded(o: ExecutionOptions, started: bigint, outcome: ExecutionOutcome): ExecutionOutcome {
  const { services, caller, tool } = o;
  const now = services.clock.now();
  const key = caller.key;
  services.recorder.record(
    {
      execution_ref: outcome.ref, created_at: now, tool_id: tool.summary.id, tool_version: tool.summary.version, via: o.via,
      status: outcome.ok ? 200 : outcome.problem.status, error_code: outcome.ok ? null : outcome.problem.code,
      duration_us: Number((process.hrtime.bigint() - started) / 1000n), input_bytes: o.inputBytes,
      output_bytes: outcome.ok ? Buffer.byteLength(outcome.resultJson) : 0, account_id: key?.accountId ?? null, key_id: key?.keyId ?? null, model: caller.model,
    },
    key ? { accountId: key.accountId, userAgent: caller.userAgent, model: caller.model, at: now } : undefined,
  );
  return outcome;
}
