// The pool of worker threads that runs tool calls, so no call can hold the event loop (DESIGN.md §5):
// each call runs in a worker (runtime/tool-worker.ts) under a hard time limit counted from when the
// worker starts it; past it the worker is terminated and replaced and the call answers 503
// tool_timeout. A worker that dies (an uncaught exception, out of memory under `resourceLimits`)
// fails its call as an internal error and is replaced. Calls wait in a bounded queue; past it they
// answer 503 tool_queue_full. Workers start on demand, so a process that runs no tool starts none.
import type { ResourceLimits, Worker } from 'node:worker_threads';
import { startWorker } from './worker-thread.js';
import { ApiError } from '../core/errors.js';
import { memberOrdersOf, type MemberOrders } from './member-orders.js';
import { CALL_STATE_BYTES, CallState, fromWire, type ToolCall, type WorkerData, type WorkerMessage } from './tool-protocol.js';

/** Seconds a 503 of the pool tells the client to wait. */
export const TOOL_RETRY_AFTER_S = 1;
/** How long a call may wait in its worker before the tool starts (a tool module's import that hangs is a fault). */
export const TOOL_LOAD_LIMIT_MS = 30_000;
/** The heap each worker may use before it is stopped as out of memory (its call answers 500). */
export const DEFAULT_WORKER_HEAP_MB = 512;

type PoolLog = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type ToolPoolOptions = {
  /** Worker threads at most (TOOL_WORKERS). */
  size: number;
  /** The per-call time limit (TOOL_TIME_LIMIT_MS). */
  timeLimitMs: number;
  /** Calls that may wait for a worker (TOOL_QUEUE_MAX). */
  queueMax: number;
  log?: PoolLog;
  /** Defaults to a heap of DEFAULT_WORKER_HEAP_MB. */
  resourceLimits?: ResourceLimits;
} & WorkerData;

/** A call's result as its JSON text (with every promised member order) and the orders to rebuild the value. */
export type PoolResult = { json: string; orders?: MemberOrders };

export type PoolStats = { workers: number; busy: number; queued: number };

type Job = { id: number; key: string; input: unknown; resolve(r: PoolResult): void; reject(e: unknown): void };
type Slot = {
  worker: Worker;
  state: 'starting' | 'idle' | 'busy' | 'gone';
  job?: Job;
  /** performance.now() when the job was sent. */
  sentAt: number;
  timer?: NodeJS.Timeout;
  /** The worker's call state (tool-protocol.ts): how far the call is, and when the tool started. */
  callState: Int32Array;
  startedAt: Float64Array;
  /** The uncaught error that stopped the worker, if any. */
  crash?: Error;
};

export class ToolPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing?: Promise<void>;
  private closed = false;
  private onDrained?: () => void;
  private readonly log: PoolLog;
  private readonly resourceLimits: ResourceLimits;
  private readonly workerData: WorkerData;

  constructor(private readonly options: ToolPoolOptions) {
    if (!(options.size >= 1)) throw new Error('a tool pool needs at least one worker');
    this.log = options.log ?? { warn() {}, error() {} };
    this.resourceLimits = options.resourceLimits ?? { maxOldGenerationSizeMb: DEFAULT_WORKER_HEAP_MB };
    this.workerData = { testModules: options.testModules, testData: options.testData };
  }

  /**
   * Runs the tool `key` on `input` in a worker. Rejects with the error the pipeline raised (the same
   * classes as on the main thread), ApiError tool_timeout or tool_queue_full, or an Error when the
   * worker died.
   */
  run(key: string, input: unknown): Promise<PoolResult> {
    if (this.closed) return Promise.reject(new Error('the tool pool is closed'));
    return new Promise<PoolResult>((resolve, reject) => {
      const job: Job = { id: this.nextId++, key, input, resolve, reject };
      const idle = this.idleSlot();
      if (idle) return this.dispatch(idle, job);
      if (this.slots.size < this.options.size) this.spawn();
      // A starting worker takes one waiting call as soon as it is ready; past those, queueMax may wait.
      if (this.queue.length >= this.options.queueMax + this.count('starting')) {
        reject(new ApiError('tool_queue_full', `every tool worker is busy and ${this.queue.length} calls are waiting; retry later`, undefined, undefined, TOOL_RETRY_AFTER_S));
        return;
      }
      this.queue.push(job);
    });
  }

  stats(): PoolStats {
    return { workers: this.slots.size, busy: this.count('busy'), queued: this.queue.length };
  }

  /**
   * Lets every running and waiting call finish (calls submitted meanwhile are still taken, since
   * requests in flight may be in the middle of a batch), then terminates the workers.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.queue.length || this.count('busy')) await new Promise<void>((resolve) => (this.onDrained = resolve));
      this.closed = true;
      const workers = [...this.slots].map((s) => this.retire(s));
      await Promise.all(workers);
    })();
    return this.closing;
  }

  private count(state: Slot['state']): number {
    let n = 0;
    for (const s of this.slots) if (s.state === state) n++;
    return n;
  }

  private idleSlot(): Slot | undefined {
    for (const s of this.slots) if (s.state === 'idle') return s;
    return undefined;
  }

  private spawn(): void {
    const shared = new SharedArrayBuffer(CALL_STATE_BYTES);
    const worker = startWorker('tool-worker', { workerData: { ...this.workerData, callState: shared }, resourceLimits: this.resourceLimits });
    const slot: Slot = { worker, state: 'starting', sentAt: 0, callState: new Int32Array(shared, 0, 1), startedAt: new Float64Array(shared, 8, 1) };
    this.slots.add(slot);
    worker.on('message', (m: WorkerMessage) => this.onMessage(slot, m));
    worker.on('error', (err) => (slot.crash = err));
    worker.on('exit', (code) => this.onExit(slot, code));
  }

  private dispatch(slot: Slot, job: Job): void {
    slot.state = 'busy';
    slot.job = job;
    slot.worker.ref(); // a call in progress keeps the process alive; an idle worker does not
    slot.sentAt = performance.now();
    Atomics.store(slot.callState, 0, CallState.Sent);
    this.arm(slot, this.options.timeLimitMs);
    const call: ToolCall = { id: job.id, key: job.key, input: job.input, orders: memberOrdersOf(job.input) };
    try {
      slot.worker.postMessage(call);
    } catch (err) {
      this.settle(slot);
      job.reject(err); // not JSON data: nothing was sent
      this.pump();
    }
  }

  private arm(slot: Slot, ms: number): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => this.expire(slot), ms);
  }

  /**
   * The timer fired: a call over time stops its worker (it cannot be interrupted otherwise) and
   * another takes its place. The time limit counts from when the worker started the tool; until
   * then (the call on its way, its module loading) the timer is set again, within TOOL_LOAD_LIMIT_MS.
   */
  private expire(slot: Slot): void {
    const job = slot.job;
    if (!job || slot.state !== 'busy') return;
    const state = Atomics.load(slot.callState, 0);
    if (state === CallState.Finished) return; // the answer is on its way
    const limit = this.options.timeLimitMs;
    let loading = false;
    if (state === CallState.Running) {
      const ran = performance.timeOrigin + performance.now() - slot.startedAt[0]!;
      if (ran < limit) return this.arm(slot, Math.max(1, Math.ceil(limit - ran)));
    } else {
      loading = performance.now() - slot.sentAt >= TOOL_LOAD_LIMIT_MS;
      if (!loading) return this.arm(slot, limit);
    }
    void this.retire(slot);
    if (loading) {
      const err = new Error(`the tool module ${job.key} did not load within ${TOOL_LOAD_LIMIT_MS} ms`);
      this.log.error({ err, tool: job.key }, 'tool worker stopped while loading a tool; replacing it');
      job.reject(err);
    } else {
      this.log.warn({ tool: job.key, time_limit_ms: this.options.timeLimitMs }, 'tool call exceeded the time limit; worker stopped and replaced');
      job.reject(new ApiError('tool_timeout', `the tool ran longer than the per-call time limit of ${this.options.timeLimitMs} ms and was stopped; a smaller input may fit`, undefined, undefined, TOOL_RETRY_AFTER_S));
    }
    this.replace();
    this.checkDrained();
  }

  /** Marks the slot as ours to stop (its exit is no crash) and terminates its worker. */
  private retire(slot: Slot): Promise<unknown> {
    slot.state = 'gone';
    clearTimeout(slot.timer);
    this.slots.delete(slot);
    return slot.worker.terminate();
  }

  /** Keeps the pool at strength after a worker is lost, unless it is closing with nothing left to run. */
  private replace(): void {
    if (this.closed || this.slots.size >= this.options.size) return;
    if (this.closing && !this.queue.length) return;
    this.spawn();
  }

  private settle(slot: Slot): Job | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    slot.state = 'idle';
    slot.worker.unref();
    return job;
  }

  private onMessage(slot: Slot, m: WorkerMessage): void {
    if (slot.state === 'gone') return;
    if (m.type === 'ready') {
      slot.state = 'idle';
      slot.worker.unref();
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== m.id) return;
    this.settle(slot);
    if (m.type === 'done') job.resolve({ json: m.json, orders: m.orders });
    else job.reject(fromWire(job.key, m.error));
    this.pump();
    this.checkDrained();
  }

  private onExit(slot: Slot, code: number): void {
    if (slot.state === 'gone') return; // retired: terminated on purpose
    const started = slot.state !== 'starting';
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.state = 'gone';
    this.slots.delete(slot);
    const err = new Error(`a tool worker stopped (exit code ${code})${slot.crash ? `: ${slot.crash.message}` : ''}`, { cause: slot.crash });
    if (job) {
      this.log.error({ err, tool: job.key }, 'tool worker crashed during a call; replacing it');
      job.reject(err);
    }
    if (started) {
      this.replace();
    } else {
      // A worker that cannot start would fail again: fail the waiting calls instead of looping.
      this.log.error({ err }, 'a tool worker failed to start');
      if (!this.slots.size) for (const waiting of this.queue.splice(0)) waiting.reject(err);
    }
    this.checkDrained();
  }

  private pump(): void {
    for (let slot = this.idleSlot(); slot && this.queue.length; slot = this.idleSlot()) this.dispatch(slot, this.queue.shift()!);
  }

  private checkDrained(): void {
    if (!this.onDrained || this.queue.length || this.count('busy')) return;
    const drained = this.onDrained;
    this.onDrained = undefined;
    drained();
  }
}
