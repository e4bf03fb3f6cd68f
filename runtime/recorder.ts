// The record of executions, written behind the response: requests queue rows in memory and a
// background flush inserts them in batches, so an execute never waits on the database. Rows stay
// queued while the database is unavailable and are retried; shutdown flushes everything.
import { setImmediate } from 'node:timers';
import type { Db } from './store/db.js';
import type { ExecutionRecord, ExecutionWriter } from './store/executions.js';
import { touchAgent } from './store/accounts.js';
import type { Logger } from './logger.js';

export type AgentSighting = { accountId: string; userAgent: string | null; model: string | null; at: number };

/** Rows held while the database is down before the oldest are dropped (and logged): bounded memory. */
export const MAX_QUEUED = 200_000;

export class Recorder {
  private queue: ExecutionRecord[] = [];
  private agents = new Map<string, AgentSighting>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly writer: ExecutionWriter,
    private readonly log: Logger,
    private readonly flushMs = 200,
    private readonly batchSize = 200,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.flush().catch(() => {}), this.flushMs);
    this.timer.unref();
  }

  record(row: ExecutionRecord, agent?: AgentSighting): void {
    this.queue.push(row);
    if (this.queue.length > MAX_QUEUED) {
      this.queue.shift();
      if (++this.dropped % 1000 === 1) this.log.error({ dropped: this.dropped }, 'execution record queue full: oldest rows dropped');
    }
    if (agent) this.agents.set(agent.accountId, agent);
    if (this.queue.length >= this.batchSize) void this.flush().catch(() => {});
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Writes everything queued so far; rejects (keeping the rows) when the database fails. */
  flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.flushOnce().finally(() => {
        this.flushing = undefined;
      });
      return this.flushing;
    }
    // A flush is running: wait for it, then flush what arrived meanwhile.
    return this.flushing.then(() => this.flush());
  }

  private async flushOnce(): Promise<void> {
    while (this.queue.length || this.agents.size) {
      const rows = this.queue.slice(0, this.batchSize);
      const agents = [...this.agents.values()];
      try {
        await this.writer.write(rows);
        this.queue.splice(0, rows.length);
        // Between batches, requests run: a long queue never holds the event loop for one long write.
        if (this.queue.length) await new Promise((r) => setImmediate(r));
        for (const a of agents) {
          await touchAgent(this.db, a.accountId, a.userAgent, a.model, a.at);
          if (this.agents.get(a.accountId) === a) this.agents.delete(a.accountId);
        }
      } catch (err) {
        this.log.warn({ err, queued: this.queue.length }, 'execution record flush failed; will retry');
        throw err;
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    try {
      await this.flush();
    } finally {
      this.writer.close();
    }
  }
}
