// The record of executions, written behind the response: requests queue rows in memory and a
// background flush inserts them in batches, so an execute never waits on the database. Rows stay
// queued while the database is unavailable and are retried with backoff; shutdown flushes everything.
//
// Flushing is one loop: at most one run writes at a time, and callers that arrive while it runs
// share one follow-up run (fault 6: a chain of `flushing.then(flush)` per caller grew with the load
// during an outage and froze the process when the database came back).
import { setImmediate } from 'node:timers';
import { MAX_BACKOFF_MS, type Db } from '../core/store/db.js';
import type { ExecutionRecord } from './record-protocol.js';
import type { ExecutionWriter } from './records-store.js';
import { touchAgent } from './records-store.js';
import type { Logger } from '../core/logger.js';

export type AgentSighting = { accountId: string; userAgent: string | null; model: string | null; at: number };

/** Rows held while the database is down before the oldest are dropped (and logged): bounded memory. */
export const MAX_QUEUED = 200_000;

/**
 * A FIFO of bounded capacity on a ring buffer: push, and dropping the oldest when full, are O(1)
 * (`Array.prototype.shift` on a 200,000-row array is not). Every row has a sequence number, so a
 * writer can release exactly the rows it wrote even if older ones were dropped meanwhile.
 */
export class RowQueue<T> {
  private buf: (T | undefined)[] = [];
  private head = 0;
  private size = 0;
  private headSeq = 0;

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new Error('capacity must be at least 1');
  }

  get length(): number {
    return this.size;
  }

  /** Appends `item`; when full, the oldest is dropped first and true is returned. */
  push(item: T): boolean {
    if (this.size === this.capacity) {
      this.buf[this.head] = item; // the buffer is exactly `capacity` long here: overwrite the oldest
      this.head = (this.head + 1) % this.buf.length;
      this.headSeq++;
      return true;
    }
    if (this.size === this.buf.length) this.grow();
    this.buf[(this.head + this.size) % this.buf.length] = item;
    this.size++;
    return false;
  }

  /** Up to `n` of the oldest items, and the sequence number of the first. */
  peek(n: number): { items: T[]; firstSeq: number } {
    const count = Math.min(n, this.size);
    const items = new Array<T>(count);
    for (let i = 0; i < count; i++) items[i] = this.buf[(this.head + i) % this.buf.length]!;
    return { items, firstSeq: this.headSeq };
  }

  /** Removes every item whose sequence number is below `endSeq` (those already dropped count too). */
  release(endSeq: number): void {
    while (this.size > 0 && this.headSeq < endSeq) {
      this.buf[this.head] = undefined;
      this.head = (this.head + 1) % this.buf.length;
      this.size--;
      this.headSeq++;
    }
  }

  private grow(): void {
    const next = new Array<T | undefined>(Math.min(this.capacity, Math.max(16, this.buf.length * 2)));
    for (let i = 0; i < this.size; i++) next[i] = this.buf[(this.head + i) % this.buf.length];
    this.buf = next;
    this.head = 0;
  }
}

export type RecorderOptions = {
  /** Interval of the background flush, and the first retry delay after a failure. */
  flushMs?: number;
  batchSize?: number;
  maxQueued?: number;
  maxBackoffMs?: number;
  /** Milliseconds for backoff (tests pass a counter). */
  now?: () => number;
};

/** What the readiness view and the tests read: operation counts, never timings. */
export type RecorderStats = {
  backlog: number;
  capacity: number;
  dropped: number;
  /** Runs of the flush loop started, batches handed to the writer, and of those the failed ones. */
  runs: number;
  writes: number;
  failedWrites: number;
  /** Consecutive failed runs (0: the last run succeeded or none failed yet). */
  failing: number;
};

export class Recorder {
  private readonly queue: RowQueue<ExecutionRecord>;
  private agents = new Map<string, AgentSighting>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private followUp: Promise<void> | undefined;
  /** Whether a row arrived since the running run took its count (else its result is every caller's). */
  private recordedSinceRun = false;
  private failures = 0;
  private retryAt = 0;
  private dropped = 0;
  private runs = 0;
  private writes = 0;
  private failedWrites = 0;
  private readonly flushMs: number;
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly writer: ExecutionWriter,
    private readonly log: Logger,
    opts: RecorderOptions = {},
  ) {
    this.flushMs = opts.flushMs ?? 200;
    this.batchSize = opts.batchSize ?? 200;
    this.maxBackoffMs = opts.maxBackoffMs ?? MAX_BACKOFF_MS;
    this.now = opts.now ?? Date.now;
    this.queue = new RowQueue(opts.maxQueued ?? MAX_QUEUED);
  }

  start(): void {
    this.timer ??= setInterval(() => this.tick(), this.flushMs);
    this.timer.unref();
  }

  record(row: ExecutionRecord, agent?: AgentSighting): void {
    this.recordedSinceRun = true;
    if (this.queue.push(row) && ++this.dropped % 1000 === 1) {
      this.log.error({ dropped: this.dropped }, 'execution record queue full: oldest rows dropped');
    }
    if (agent) this.agents.set(agent.accountId, agent);
    // A full batch starts a run at once, unless one is running (it or its follow-up takes these
    // rows) or the database failed recently (the timer retries after the backoff).
    // Such a run writes rows only: agent sightings (one query each through the pool) wait for the
    // timer's run or an explicit flush, at most a few times a second whatever the load.
    if (this.queue.length >= this.batchSize && !this.running && !this.followUp && !this.backingOff()) void this.startRun(false).catch(noop);
  }

  /**
   * False while the last run failed (the database refused or is away): a batch is refused before it
   * runs instead of asking the database first, since its record could not be written either.
   */
  get healthy(): boolean {
    return this.failures === 0;
  }

  get pending(): number {
    return this.queue.length;
  }

  stats(): RecorderStats {
    return {
      backlog: this.queue.length, capacity: this.queue.capacity, dropped: this.dropped,
      runs: this.runs, writes: this.writes, failedWrites: this.failedWrites, failing: this.failures,
    };
  }

  /**
   * Writes everything queued so far; rejects (keeping the rows) when the database fails. A run
   * starts at the end of the event loop's current turn, so every caller of that turn (the batches
   * answered from one poll of the sockets) shares it: one message to the writer thread instead of
   * one each (each cost a batch a tenth of its time). A caller that arrives while a run is in
   * progress shares it when nothing was queued since it started, and otherwise the one follow-up
   * run every such caller shares: at most two runs are pending, whatever the number of callers. An
   * explicit flush tries even during backoff: its caller (activity, a batch) wants the answer now.
   */
  flush(): Promise<void> {
    if (this.followUp) return this.followUp;
    if (this.running && !this.recordedSinceRun) return this.running;
    const running = this.running;
    this.followUp = (running ? running.then(noop, noop) : new Promise<void>((r) => setImmediate(r))).then(() => {
      this.followUp = undefined;
      return this.startRun();
    });
    return this.followUp;
  }

  private tick(): void {
    if (this.running || this.backingOff() || (this.queue.length === 0 && this.agents.size === 0)) return;
    void this.flush().catch(() => {});
  }

  private backingOff(): boolean {
    return this.failures > 0 && this.now() < this.retryAt;
  }

  private startRun(withAgents = true): Promise<void> {
    this.recordedSinceRun = false;
    const run = this.runOnce(withAgents).then(
      () => {
        this.failures = 0;
      },
      (err: unknown) => {
        this.failures++;
        const delay = Math.min(this.maxBackoffMs, this.flushMs * 2 ** Math.min(this.failures - 1, 20));
        this.retryAt = this.now() + delay;
        this.log.warn({ err, queued: this.queue.length, failures: this.failures, retry_in_ms: delay }, 'execution record flush failed; will retry');
        throw err;
      },
    ).finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  /**
   * Writes the rows queued when it starts (rows that arrive meanwhile are the follow-up's), then,
   * `withAgents`, the agent sightings.
   */
  private async runOnce(withAgents: boolean): Promise<void> {
    this.runs++;
    let budget = this.queue.length;
    while (budget > 0 && this.queue.length > 0) {
      const { items: rows, firstSeq } = this.queue.peek(Math.min(budget, this.batchSize));
      this.writes++;
      try {
        await this.writer.write(rows);
      } catch (err) {
        this.failedWrites++;
        throw err;
      }
      this.queue.release(firstSeq + rows.length);
      budget -= rows.length;
      // Between batches, requests run: a long queue never holds the event loop for one long write.
      if (budget > 0 && this.queue.length > 0) await new Promise((r) => setImmediate(r));
    }
    if (!withAgents) return;
    for (const a of [...this.agents.values()]) {
      await touchAgent(this.db, a.accountId, a.userAgent, a.model, a.at);
      if (this.agents.get(a.accountId) === a) this.agents.delete(a.accountId);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    try {
      await this.flush();
    } finally {
      await this.writer.close();
    }
  }
}

function noop(): void {}
