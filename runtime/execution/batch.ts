// POST /v1/execute-batch (SPEC.md "Batch execution", rules 1-6): envelope checks, bindings by RFC
// 6901 pointer into earlier results, per-item outcomes, bounded sizes, allowance per key kind.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { parsePointer, resolvePointer } from '../../impl/lib/json-pointer.js';
import { stringifyOrdered } from '../../impl/lib/ordered-object.js';
import { ApiError, type ErrorCode, type FieldFault } from '../core/errors.js';
import { problemOf, type Problem } from '../core/problem.js';
import { checkExecutionAllowance, executeRecorded, executionScope } from './pipeline.js';
import type { Logger } from '../core/logger.js';
import type { Catalog } from './catalog.js';
import type { Config } from '../core/config.js';
import type { Caller } from '../core/middleware/caller.js';
import type { Services } from './services.js';
import type { components, operations } from '../../generated/sdk.js';

// The request and response shapes are contracts/api's (generated/sdk.ts), not written again here.
export type BatchRequest = operations['execute_batch']['requestBody']['content']['application/json'];
export type Operation = BatchRequest['operations'][number];
export type Binding = NonNullable<Operation['bindings']>[number];
export type Receipt = components['schemas']['BatchReceipt'];
export type Outcome = components['schemas']['BatchItemOutcome'];
export type BatchResponse = operations['execute_batch']['responses'][200]['content']['application/json'];

/** Each resolved input, each result and the whole response are bounded (rule 4). */
export const MAX_BATCH_BYTES = 256 * 1024;

/**
 * Each result's JSON text as the pipeline wrote it, kept on its outcome for batchJson under a symbol
 * (which JSON.stringify and the MCP surface skip); a result made a receipt loses its text. A
 * WeakMap cost a batch a twentieth of its time, most of it in the garbage collector.
 */
const RESULT_TEXT = Symbol('result JSON');
type Texted = Outcome & { [RESULT_TEXT]?: string };

/**
 * The response as JSON, each result written from the text the pipeline already made rather than
 * walked and serialized again (a twentieth of a batch). Equal to stringifyOrdered(response): an
 * outcome with a result has exactly the members written here, in this order.
 */
export function batchJson(response: BatchResponse): string {
  let json = '{"results":[';
  for (let i = 0; i < response.results.length; i++) {
    const o = response.results[i]!;
    if (i > 0) json += ',';
    const text = o.result !== undefined ? (o as Texted)[RESULT_TEXT] : undefined;
    if (text === undefined || o.execution_ref === undefined) {
      json += stringifyOrdered(o);
      continue;
    }
    json += `{"index":${o.index},"id":${JSON.stringify(o.id)},"version":${JSON.stringify(o.version)},"status":${o.status},"execution_ref":${JSON.stringify(o.execution_ref)},"result":${text}}`;
  }
  return json + `],"summary":${JSON.stringify(response.summary)}}`;
}

/** Rule 2's static checks, before anything runs: every fault, each with its pointer. */
export function envelopeFaults(operations: Operation[]): FieldFault[] {
  const faults: FieldFault[] = [];
  operations.forEach((op, i) => {
    const seen = new Set<string>();
    (op.bindings ?? []).forEach((b, j) => {
      const at = `/operations/${i}/bindings/${j}`;
      if (b.from >= i) faults.push({ pointer: `${at}/from`, message: `must name an earlier item (0..${i - 1}); forward and self references are not allowed` });
      if (seen.has(b.key)) faults.push({ pointer: `${at}/key`, message: `binds the key ${JSON.stringify(b.key)} twice` });
      seen.add(b.key);
      if (Object.hasOwn(op.input, b.key)) faults.push({ pointer: `${at}/key`, message: `the bound key ${JSON.stringify(b.key)} must be absent from the item's input` });
      if (parsePointer(b.path) === null) faults.push({ pointer: `${at}/path`, message: 'is not an RFC 6901 JSON Pointer ("" or starting with "/", "~" only as ~0 or ~1)' });
    });
  });
  return faults;
}

function receiptOf(ref: string, result: unknown): Receipt {
  const canonical = canonicalize(result) ?? 'null';
  return { execution_ref: ref, bytes: Buffer.byteLength(canonical), sha256: createHash('sha256').update(canonical).digest('hex') };
}

function failure(code: ErrorCode, detail: string, context?: Record<string, unknown>): Problem {
  return problemOf(code, { detail, context });
}

export async function runBatch(config: Config, services: Services, catalog: Catalog, caller: Caller, operations: Operation[], log: Logger): Promise<BatchResponse> {
  const faults = envelopeFaults(operations);
  if (faults.length) throw new ApiError('invalid_request', 'the batch envelope is invalid; nothing was executed', faults);

  // Rule 5: passkey-profile keys reserve every operation; others must have room for every success.
  const reserving = caller.key?.kind === 'passkey';
  await checkExecutionAllowance(config, services, caller, operations.length);
  // A record that cannot be written would make the outcome unknowable: refuse before running. The
  // last known state decides (the recorder's last write, the database probe's last check), never a
  // round trip per batch; a database lost since then answers outcome_uncertain below instead.
  if (!services.recorder.healthy || !services.database.read().up) {
    log.warn({ recorder: services.recorder.stats() }, 'batch refused: execution records cannot be written now');
    throw new ApiError('recording_unavailable', 'the execution record cannot be written now; nothing was executed, retry later');
  }
  const scope = executionScope(caller);
  if (reserving) services.executions.add(scope, operations.length);

  const outcomes: Outcome[] = [];
  let resultChars = 0; // of the results the response carries whole (rule 4's bound)
  const results: unknown[] = []; // kept whole for later bindings even when the outcome is a receipt (rule 3)
  for (let i = 0; i < operations.length; i++) {
    const op = operations[i]!;
    const base = { index: i, id: op.id, version: op.version };
    const blocked = (op.bindings ?? []).find((b) => outcomes[b.from]!.status !== 200);
    if (blocked) {
      outcomes.push({ ...base, status: 424, error: failure('dependency_failed', `item ${blocked.from}, which binding ${JSON.stringify(blocked.key)} reads, did not succeed`, { from: blocked.from, key: blocked.key }) });
      continue;
    }
    const tool = catalog.get(op.id, op.version);
    if (!tool) {
      const code = catalog.versionsOf(op.id) ? 'version_not_found' : 'tool_not_found';
      outcomes.push({ ...base, status: 404, error: failure(code, `no tool ${op.id}@${op.version}`) });
      continue;
    }
    const bindings = op.bindings;
    const input: Record<string, unknown> = bindings?.length ? { ...op.input } : op.input;
    let unresolved: Binding | undefined;
    for (const b of bindings ?? []) {
      const found = resolvePointer(results[b.from], parsePointer(b.path)!);
      if (!found.found) {
        unresolved = b;
        break;
      }
      Object.defineProperty(input, b.key, { value: found.value, enumerable: true, writable: true, configurable: true });
    }
    if (unresolved) {
      outcomes.push({ ...base, status: 400, error: failure('binding_unresolved', `binding ${JSON.stringify(unresolved.key)}: ${JSON.stringify(unresolved.path)} selects nothing in the result of item ${unresolved.from}`, { key: unresolved.key, from: unresolved.from, path: unresolved.path }) });
      continue;
    }
    const inputJson = JSON.stringify(input);
    const inputBytes = Buffer.byteLength(inputJson);
    if (inputBytes > MAX_BATCH_BYTES) {
      outcomes.push({ ...base, status: 400, error: failure('limit_exceeded', `the resolved input is ${inputBytes} bytes; at most ${MAX_BATCH_BYTES}`) });
      continue;
    }
    const running = executeRecorded({ services, catalog, log, caller, via: 'batch', tool, input, inputBytes, charge: false }); // charged below, once
    const done = running instanceof Promise ? await running : running; // an inline tool answers without a turn
    if (!done.ok) {
      outcomes.push({ ...base, status: done.problem.status, execution_ref: done.ref, error: done.problem });
      continue;
    }
    results[i] = done.result;
    if (op.include_result === false) {
      outcomes.push({ ...base, status: 200, execution_ref: done.ref, receipt: receiptOf(done.ref, done.result) });
      continue;
    }
    resultChars += done.resultJson.length;
    // One literal of a fixed shape: spreading `base` into it cost more than the tool's own work.
    const outcome: Texted = { index: i, id: op.id, version: op.version, status: 200, execution_ref: done.ref, result: done.result, [RESULT_TEXT]: done.resultJson };
    outcomes.push(outcome);
  }

  const succeeded = outcomes.filter((o) => o.status === 200).length;
  const skipped = outcomes.filter((o) => o.status === 424).length;
  // Rule 5, after the run: the successes are charged (a reservation gives back failures and skips).
  if (reserving) services.executions.add(scope, -(operations.length - succeeded));
  else if (succeeded > 0) services.executions.add(scope, succeeded);

  // The whole record must be durable before the answer claims it (rule 6's 503).
  try {
    await services.recorder.flush();
  } catch (err) {
    log.error({ err }, 'batch ran but its record could not be written');
    throw new ApiError('outcome_uncertain', 'the batch ran but its record could not be written; inspect /v1/me/activity before retrying');
  }

  const response: BatchResponse = { results: outcomes, summary: { total: operations.length, succeeded, failed: operations.length - succeeded - skipped, skipped, results_omitted: [] } };
  if (!fitsSurely(response, resultChars)) omitLargestResults(response);
  return response;
}

/**
 * Whether the response is surely within MAX_BATCH_BYTES without serializing it: every outcome a
 * result or a receipt, each at most its fixed text plus its id and version escaped (6 bytes a
 * character at most) plus its result's UTF-8 (3 bytes a UTF-16 unit at most). Otherwise it is measured.
 */
function fitsSurely(response: BatchResponse, resultChars: number): boolean {
  let bound = 200 + 3 * resultChars;
  for (const o of response.results) {
    if (o.error) return false;
    bound += 300 + 6 * (o.id.length + o.version.length);
  }
  return bound <= MAX_BATCH_BYTES;
}

/** Rule 4: an aggregate over 256 KiB is answered with the largest results as receipts, and says so. */
function omitLargestResults(response: BatchResponse): void {
  let size = Buffer.byteLength(JSON.stringify(response));
  if (size <= MAX_BATCH_BYTES) return;
  const bySize = response.results
    .filter((o) => o.result !== undefined)
    .map((o) => ({ o, bytes: Buffer.byteLength(JSON.stringify(o.result)) }))
    .sort((a, b) => b.bytes - a.bytes || a.o.index - b.o.index);
  for (const { o } of bySize) {
    if (size <= MAX_BATCH_BYTES) break;
    o.receipt = receiptOf(o.execution_ref!, o.result);
    delete o.result;
    delete (o as Texted)[RESULT_TEXT];
    response.summary.results_omitted.push(o.index);
    size = Buffer.byteLength(JSON.stringify(response));
  }
}

