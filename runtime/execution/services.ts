// What every request handler can reach beyond config: the database and what is built on it (made
// by runtime/services.ts at start-up). The type lives here, below the features that use it.
import type { Clock } from '../core/clock.js';
import type { Db } from '../core/store/db.js';
import type { DatabaseProbe } from '../core/store/db-probe.js';
import type { ExactDailyLimiter } from '../core/quotas/daily-exact.js';
import type { FastDailyCounter } from '../core/quotas/daily-fast.js';
import type { CounterPruner } from '../core/quotas/counter-pruning.js';
import type { MinuteWindow } from '../core/quotas/minute-window.js';
import type { KeyCache } from '../core/auth/key-cache.js';
import type { MailWorker } from '../core/mail/outbox.js';
import type { Recorder } from './recorder.js';
import type { ToolPool } from './tool-pool.js';
import type { Catalog } from './catalog.js';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';

export type Services = {
  db: Db;
  clock: Clock;
  recorder: Recorder;
  /** Whether the database answers, checked at most once a second (the readiness view). */
  database: DatabaseProbe;
  executions: FastDailyCounter;
  /** Deletes quota counters of days no allowance reads any more (at start-up, then hourly). */
  counterPruner: CounterPruner;
  daily: ExactDailyLimiter;
  minute: MinuteWindow;
  keys: KeyCache;
  /** The mail outbox worker (started here; close() stops it after one last pass). */
  mail: MailWorker;
  /** The worker threads that run tool calls (close() lets running and waiting calls finish, then stops them). */
  tools: ToolPool;
  close(): Promise<void>;
};

/** What a feature's handlers are built from (runtime/app.ts passes the same to each). */
export type FeatureDeps = { config: Config; services: Services; catalog: Catalog; log: Logger };
