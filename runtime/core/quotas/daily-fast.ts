// The daily execution allowance without a database round trip on the request path. Each instance
// keeps, per (scope, day), the shared total as of its last sync plus its own unsynced uses; a
// background flush adds those uses to the shared row and reads the new total back. Instances behind
// one load balancer therefore agree within one flush interval, and a restart forgets nothing that
// was flushed (shutdown flushes everything). While the database fails (down, or SQLite's lock held
// by another process), the timer retries with a backoff doubling up to MAX_BACKOFF_MS.
//
// A (scope, day) this instance has not seen yet is cold: its first check waits for the shared total
// (`ready`), so a restart or a new instance cannot let an exhausted client through. That is one
// round trip per client per instance per day; every later check is a Map lookup. If the read fails
// (database away), the entry counts from its local uses rather than refusing everyone, and the next
// flush reads the shared total again.
import type { Clock } from '../clock.js';
import { secondsToUtcMidnight, utcDay } from '../clock.js';
import { MAX_BACKOFF_MS, type Db } from '../store/db.js';
import { addToCounter, readCounter } from './counters-store.js';
import type { Logger } from '../logger.js';
import type { Verdict } from './daily-exact.js';

type Entry = {
  scope: string; day: string; synced: number; pending: number;
  /** Set while the shared total is being read; undefined once it was read (or the read failed). */
  loading?: Promise<void>;
  /** The read failed: the next flush reads the shared total again. */
  unread: boolean;
};

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
      const fresh: Entry = { scope, day, synced: 0, pending: 0, unread: false };
      fresh.loading = readCounter(this.db, scope, day)
        .then((n) => {
          fresh.synced = Math.max(fresh.synced, n);
        })
        .catch((err) => {
          fresh.unread = true;
          this.log.warn({ err }, 'quota counter read failed; counting local uses until the next flush');
        })
        .finally(() => {
          fresh.loading = undefined;
        });
      this.entries.set(key, (e = fresh));
    }
    return e;
  }

  /**
   * Undefined when today's shared total for `scope` is known (the hot path); otherwise the promise
   * of its first read, which every concurrent caller shares. Await it before `check` or `used`.
   */
  ready(scope: string): Promise<void> | undefined {
    return this.entry(scope, utcDay(this.clock.now())).loading;
  }

  /** Uses today; call `ready` first, or a cold scope counts only this instance's uses. */
  used(scope: string): number {
    const e = this.entry(scope, utcDay(this.clock.now()));
    return e.synced + e.pending;
  }

  /** Uses today, waiting only while today's shared total is first read (one entry lookup: RateLimit on every execute). */
  usedWhenReady(scope: string): number | Promise<number> {
    const e = this.entry(scope, utcDay(this.clock.now()));
    return e.loading ? e.loading.then(() => e.synced + e.pending) : e.synced + e.pending;
  }

  /** Whether `n` more uses fit under `limit` today; takes nothing. Call `ready` first. */
  check(scope: string, limit: number, n = 1): Verdict {
    const now = this.clock.now();
    const e = this.entry(scope, utcDay(now));
    if (e.synced + e.pending + n <= limit) return { ok: true };
    return { ok: false, retryAfter: secondsToUtcMidnight(now) };
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
        e.unread = false; // the add returned the shared total
      } else if (e.unread && e.day === today) {
        e.synced = Math.max(e.synced, await readCounter(this.db, e.scope, e.day));
        e.unread = false;
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
