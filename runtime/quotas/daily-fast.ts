// The daily execution allowance without a database round trip on the request path. Each instance
// keeps, per (scope, day), the shared total as of its last sync plus its own unsynced uses; a
// background flush adds those uses to the shared row and reads the new total back. Instances behind
// one load balancer therefore agree within one flush interval, and a restart forgets nothing that
// was flushed (shutdown flushes everything). While the database fails (down, or SQLite's lock held
// by another process), the timer retries with a backoff doubling up to MAX_BACKOFF_MS.
import type { Clock } from '../clock.js';
import { nextUtcMidnight, utcDay } from '../clock.js';
import type { Db } from '../store/db.js';
import { addToCounter, readCounter } from '../store/quota-counters.js';
import type { Logger } from '../logger.js';
import type { Verdict } from './daily-exact.js';
import { MAX_BACKOFF_MS } from '../recorder.js';

type Entry = { scope: string; day: string; synced: number; pending: number; loading?: Promise<void> };

export class FastDailyCounter {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private failures = 0;
  private retryAt = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly flushMs = 1000,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      if (this.failures > 0 && Date.now() < this.retryAt) return;
      void this.flush().catch(() => {});
    }, this.flushMs);
    this.timer.unref();
  }

  private entry(scope: string, day: string): Entry {
    const key = `${day}|${scope}`;
    let e = this.entries.get(key);
    if (!e) {
      e = { scope, day, synced: 0, pending: 0 };
      const fresh = e;
      // The shared total loads in the background; until then this instance counts from zero.
      fresh.loading = readCounter(this.db, scope, day)
        .then((n) => {
          fresh.synced = Math.max(fresh.synced, n);
        })
        .catch((err) => this.log.warn({ err }, 'quota counter read failed'))
        .finally(() => {
          fresh.loading = undefined;
        });
      this.entries.set(key, e);
    }
    return e;
  }

  used(scope: string): number {
    const e = this.entry(scope, utcDay(this.clock.now()));
    return e.synced + e.pending;
  }

  /** Whether `n` more uses fit under `limit` today; takes nothing. */
  check(scope: string, limit: number, n = 1): Verdict {
    const now = this.clock.now();
    const e = this.entry(scope, utcDay(now));
    if (e.synced + e.pending + n <= limit) return { ok: true };
    return { ok: false, retryAfter: Math.ceil((nextUtcMidnight(now) - now) / 1000) };
  }

  /** Records `n` uses (negative `n` gives uses back, for reservations that were not used). */
  add(scope: string, n = 1): void {
    this.entry(scope, utcDay(this.clock.now())).pending += n;
  }

  /** Sends every instance-local use to the shared counters. Failed rows stay pending for the next flush. */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce()
      .then(
        () => {
          this.failures = 0;
        },
        (err: unknown) => {
          this.failures++;
          const delay = Math.min(MAX_BACKOFF_MS, this.flushMs * 2 ** Math.min(this.failures - 1, 20));
          this.retryAt = Date.now() + delay;
          this.log.warn({ err, failures: this.failures, retry_in_ms: delay }, 'quota counter flush failed; will retry');
          throw err;
        },
      )
      .finally(() => {
        this.flushing = undefined;
      });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const today = utcDay(this.clock.now());
    for (const [key, e] of this.entries) {
      if (e.loading) await e.loading;
      if (e.pending !== 0) {
        const n = e.pending;
        e.synced = await addToCounter(this.db, e.scope, e.day, n);
        e.pending -= n;
      }
      if (e.day < today && e.pending === 0) this.entries.delete(key);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
