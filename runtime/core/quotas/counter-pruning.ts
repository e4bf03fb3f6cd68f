// quota_counters holds one row per (scope, UTC day); only today's rows are ever read (allowances
// and /v1/stats), so without pruning the table grows by a row per client per day forever. Rows are
// kept for today and yesterday, because an instance may still flush yesterday's last counts just
// after midnight (or run on a clock a little behind); every older row is deleted at start-up and
// then hourly. Deleting is idempotent, so several instances pruning the same table is harmless.
import type { Clock } from '../clock.js';
import { utcDay } from '../clock.js';
import type { Logger } from '../logger.js';
import type { Db } from '../store/db.js';
import { pruneCounters } from './counters-store.js';

/** Days of counters kept, today included. */
export const COUNTER_RETENTION_DAYS = 2;
export const PRUNE_INTERVAL_MS = 3_600_000;

/** The first day whose counters are kept at `now`: yesterday (UTC). */
export function oldestKeptDay(now: number): string {
  return utcDay(now - (COUNTER_RETENTION_DAYS - 1) * 86_400_000);
}

export class CounterPruner {
  private timer: NodeJS.Timeout | undefined;
  private pruning: Promise<number> | undefined;
  /** Completed prunes and rows deleted so far (what tests and logs read). */
  runs = 0;
  deleted = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly intervalMs = PRUNE_INTERVAL_MS,
  ) {}

  /** Deletes the counters older than the retention; a failure is logged and the next run tries again. */
  prune(): Promise<number> {
    this.pruning ??= pruneCounters(this.db, oldestKeptDay(this.clock.now()))
      .then(
        (n) => {
          this.runs++;
          this.deleted += n;
          // debug: routine housekeeping, and at start-up the first info line must be the address served.
          if (n > 0) this.log.debug({ deleted: n }, 'old quota counters pruned');
          return n;
        },
        (err: unknown) => {
          this.log.warn({ err }, 'quota counter pruning failed; will retry');
          return 0;
        },
      )
      .finally(() => {
        this.pruning = undefined;
      });
    return this.pruning;
  }

  /** Prunes now and then every interval; the timer is unref'd so it never keeps the process alive. */
  async start(): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => void this.prune(), this.intervalMs);
    this.timer.unref();
    await this.prune();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.pruning;
  }
}
