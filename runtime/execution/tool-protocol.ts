// What the tool pool (runtime/tool-pool.ts) and its workers (runtime/tool-worker.ts) say to each
// other, and how a failure crosses the thread boundary: ToolError, UnlistedToolError and
// OutputContractViolation arrive on the main side as the same classes with the same data, so every
// surface answers exactly as it does for a call run on the main thread.
import { ToolError, type ToolErrorCode, type ToolErrorDetail } from '../../impl/lib/tool-error.js';
import { OutputContractViolation, UnlistedToolError } from './execute-tool.js';
import type { MemberOrders } from './member-orders.js';

/**
 * Each worker's call state, shared with the pool (a SharedArrayBuffer of CALL_STATE_BYTES): an Int32
 * state at 0 and, at 8, a Float64 of when the call started (performance.timeOrigin + now(), the
 * same clock in every thread). The pool reads it when its timer fires, so the time limit counts from
 * when the worker starts the tool, not from when the call was sent or while its module loaded, and
 * a result already on its way is never taken for a timeout.
 */
export const CALL_STATE_BYTES = 16;
/** Sent: by the pool, not yet taken by the worker. Finished: the answer is on its way. */
export const CallState = { Sent: 0, Loading: 1, Running: 2, Finished: 3 } as const;
export type CallState = (typeof CallState)[keyof typeof CallState];

export type WorkerData = {
  /** Test seam: module URLs whose default export maps tool keys to LoadedTool, served besides the registry. */
  testModules?: string[];
  /** Passed to each test module's exported `init` (a SharedArrayBuffer, say). */
  testData?: unknown;
  /** This worker's call state (CALL_STATE_BYTES), set by the pool for each worker. */
  callState?: SharedArrayBuffer;
};

/** Main -> worker: run one tool call. `orders`: the input's recorded member orders (memberOrdersOf). */
export type ToolCall = { id: number; key: string; input: unknown; orders?: MemberOrders };

type WireToolError = { code: string; message: string; details: ToolErrorDetail[]; extra: Record<string, unknown> | undefined; stack?: string };
export type WireError =
  | ({ kind: 'tool' } & WireToolError)
  | { kind: 'unlisted'; thrown: WireToolError; stack?: string }
  | { kind: 'output'; fieldErrors: OutputContractViolation['fieldErrors']; stack?: string }
  | { kind: 'error'; name: string; message: string; stack?: string };

/**
 * Worker -> main. `ready`: the worker takes calls. `done`: the result as its JSON text
 * (stringifyOrdered) with the member orders it holds.
 */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; json: string; orders?: MemberOrders }
  | { type: 'fail'; id: number; error: WireError };

/** A ToolError the caller is told about needs no stack; one inside an UnlistedToolError (a bug, logged) keeps it. */
function wireToolError(e: ToolError, withStack: boolean): WireToolError {
  return { code: e.code, message: e.message, details: e.details, extra: e.extra, stack: withStack ? e.stack : undefined };
}

export function toWire(err: unknown): WireError {
  if (err instanceof ToolError) return { kind: 'tool', ...wireToolError(err, false) };
  if (err instanceof UnlistedToolError) return { kind: 'unlisted', thrown: wireToolError(err.thrown, true), stack: err.stack };
  if (err instanceof OutputContractViolation) return { kind: 'output', fieldErrors: err.fieldErrors, stack: err.stack };
  if (err instanceof Error) return { kind: 'error', name: err.name, message: err.message, stack: err.stack };
  return { kind: 'error', name: 'Error', message: `non-error thrown: ${String(err)}` };
}

/** Builds an error without capturing a stack here (the worker's, when it matters, is set instead): capturing costs more than the rest of a failed call. */
function withoutStack<E extends Error>(make: () => E, stack: string | undefined): E {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const e = make();
    if (stack !== undefined) e.stack = stack;
    return e;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function toolErrorOf(w: WireToolError): ToolError {
  return withoutStack(() => new ToolError(w.code as ToolErrorCode, w.message, w.details, w.extra), w.stack);
}

/** A bug's error keeps its built-in class (a TypeError stays a TypeError); any other becomes an Error with its name. */
const BUILTIN_ERRORS = new Map<string, ErrorConstructor>([TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError].map((c) => [c.name, c]));

/** The error as the main thread would have caught it; `toolKey` names the tool in the messages. */
export function fromWire(toolKey: string, w: WireError): Error {
  switch (w.kind) {
    case 'tool':
      return toolErrorOf(w);
    case 'unlisted':
      return withoutStack(() => new UnlistedToolError(toolKey, toolErrorOf(w.thrown)), w.stack);
    case 'output':
      return withoutStack(() => new OutputContractViolation(toolKey, w.fieldErrors), w.stack);
    default:
      return withoutStack(() => {
        const e = new (BUILTIN_ERRORS.get(w.name) ?? Error)(w.message);
        e.name = w.name;
        return e;
      }, w.stack);
  }
}
