// One recorded execution: run the tool through the shared pipeline, charge the daily allowance on
// success, and queue the record (with an execution_ref) whatever the outcome. REST, batch and MCP
// all come through here, so quotas and activity are the same on every surface. Tools run in the
// worker pool (runtime/tool-pool.ts) under the per-call time limit, except those whose contract
// says `execution: inline`, which run here on the event loop.
import { uuidv7 } from './ids.js';
import { ToolError } from '../impl/lib/tool-error.js';
import { stringifyOrdered } from '../impl/lib/ordered-object.js';
import { ApiError, errorTable, isErrorCode } from './errors.js';
import { executeTool } from './execute-tool.js';
import { restoreMemberOrders, type MemberOrders } from './member-orders.js';
import type { Catalog, CatalogTool } from './catalog.js';
import type { Caller } from './middleware/caller.js';
import type { Services } from './services.js';
import type { Config } from './config.js';
import type { ExecutionRecord } from './store/executions.js';
import { rateLimited } from './middleware/caller.js';

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
 * first check of the day on this instance waits for the shared count (a promise is returned); every
 * later one decides at once and returns undefined, so the hot path allocates no promise.
 */
export function checkExecutionAllowance(config: Config, services: Services, caller: Caller, n = 1): Promise<void> | undefined {
  if (!config.quotas.enabled) return undefined;
  const scope = executionScope(caller);
  const loading = services.executions.ready(scope);
  if (loading) return loading.then(() => decide(config, services, caller, scope, n));
  decide(config, services, caller, scope, n);
  return undefined;
}

function decide(config: Config, services: Services, caller: Caller, scope: string, n: number): void {
  const verdict = services.executions.check(scope, dailyExecutionLimit(config, caller), n);
  if (!verdict.ok) throw rateLimited('the daily execution allowance is used up', verdict.retryAfter);
}

/**
 * `resultJson` is the result serialized once, for the response and for the record's byte count,
 * with every member order a contract promises (impl/lib/ordered-object.ts). `result` is the value,
 * for the surfaces that need it (batch bindings and results, MCP); a result that came from a worker
 * is parsed from its text on first read, its member orders restored.
 */
export type Executed = { readonly ref: string; readonly result: unknown; readonly resultJson: string };

function fromWorker(ref: string, resultJson: string, orders: MemberOrders | undefined): Executed {
  let parsed: { value: unknown } | undefined;
  return {
    ref,
    resultJson,
    get result() {
      parsed ??= { value: restoreMemberOrders(JSON.parse(resultJson), orders) };
      return parsed.value;
    },
  };
}

/** Attaches the execution_ref to a failure so every surface can report it. */
export class ExecutionFailed extends Error {
  constructor(readonly ref: string, override readonly cause: unknown) {
    super('execution failed');
  }
}

function statusOf(err: unknown): { status: number; code: string } {
  if (err instanceof ToolError) return isErrorCode(err.code) ? { status: errorTable[err.code].status, code: err.code } : { status: 500, code: 'internal_error' };
  if (err instanceof ApiError) return { status: errorTable[err.code].status, code: err.code };
  return { status: 500, code: 'internal_error' };
}

export async function executeRecorded(
  services: Services,
  catalog: Catalog,
  caller: Caller,
  via: Via,
  tool: CatalogTool,
  input: unknown,
  inputBytes: number,
  /** false when the allowance was reserved up front (passkey-profile batches). */
  charge = true,
): Promise<Executed> {
  const ref = uuidv7(services.clock.now());
  const inline = tool.entry.execution === 'inline' ? await catalog.load(tool) : undefined;
  const started = process.hrtime.bigint();
  let status = 200;
  let code: string | null = null;
  let outputBytes = 0;
  try {
    let executed: Executed;
    if (inline) {
      const result = executeTool(tool.key, inline, input);
      executed = { ref, result, resultJson: stringifyOrdered(result) };
    } else {
      const done = await services.tools.run(tool.key, input);
      executed = fromWorker(ref, done.json, done.orders);
    }
    outputBytes = Buffer.byteLength(executed.resultJson);
    if (outputBytes > MAX_RESULT_BYTES) throw new ToolError('limit_exceeded', `the result would exceed ${MAX_RESULT_BYTES} bytes; send a smaller input`);
    if (charge) services.executions.add(executionScope(caller));
    return executed;
  } catch (err) {
    ({ status, code } = statusOf(err));
    throw new ExecutionFailed(ref, err);
  } finally {
    const now = services.clock.now();
    const key = caller.key;
    services.recorder.record(
      {
        execution_ref: ref, created_at: now, tool_id: tool.contract.id, tool_version: tool.contract.version, via, status,
        error_code: code, duration_us: Number((process.hrtime.bigint() - started) / 1000n), input_bytes: inputBytes,
        output_bytes: outputBytes, account_id: key?.accountId ?? null, key_id: key?.keyId ?? null, model: caller.model,
      },
      key ? { accountId: key.accountId, userAgent: caller.userAgent, model: caller.model, at: now } : undefined,
    );
  }
}
