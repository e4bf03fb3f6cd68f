// Everything an app needs beyond config: the database and what is built on it. Created (and
// migrated) before the app, closed after the server: close() flushes every pending write.
import { systemClock, type Clock } from './core/clock.js';
import type { Config } from './core/config.js';
import type { Logger } from './core/logger.js';
import { Recorder } from './execution/recorder.js';
import { migrateLatest, openDb, type Db } from './core/store/db.js';
import { DatabaseProbe } from './core/store/db-probe.js';
import { executionWriter } from './execution/records-store.js';
import { ExactDailyLimiter } from './core/quotas/daily-exact.js';
import { FastDailyCounter } from './core/quotas/daily-fast.js';
import { CounterPruner } from './core/quotas/counter-pruning.js';
import { MemoryMinuteWindow, type MinuteWindow } from './core/quotas/minute-window.js';
import { connectRedisMinuteWindow } from './core/quotas/redis-connect.js';
import { KeyCache } from './core/auth/key-cache.js';
import { MailWorker, type MailWorkerOptions } from './core/mail/outbox.js';
import { senderFor, type MailSender } from './core/mail/transport.js';
import { newsletterRenderers } from './newsletter/newsletter.js';
import { ToolPool } from './execution/tool-pool.js';
import { startupStep, withoutCredentials } from './core/startup-failure.js';
import type { Services } from './execution/services.js';

export type { Services };

export type ServiceOptions = {
  clock?: Clock; db?: Db; searchPath?: string; flushMs?: number; mail?: MailWorkerOptions; mailSender?: MailSender;
  /** How often old quota counters are pruned (default hourly; tests shorten it). */
  pruneIntervalMs?: number;
  /** A pool built by the caller (tests), who also closes it; otherwise one is made from config and closed here. */
  toolPool?: ToolPool;
};

export async function createServices(config: Config, log: Logger, opts: ServiceOptions = {}): Promise<Services> {
  const clock = opts.clock ?? systemClock;
  const database = withoutCredentials(config.databaseUrl);
  const db = opts.db ?? await startupStep(`cannot open the database ${database}`, () => openDb(config.databaseUrl, {
    searchPath: opts.searchPath, busyTimeoutMs: config.sqliteBusyTimeoutMs, acquireTimeoutMs: config.databaseAcquireTimeoutMs, log,
  }));
  await startupStep(`cannot reach the database ${database}`, () => migrateLatest(db)).catch(async (err: unknown) => {
    if (!opts.db) await db.destroy();
    throw err;
  });
  // Redis before anything else holds a connection or a timer: a failed start has only the database to close.
  let minute: MinuteWindow;
  try {
    minute = config.redisUrl ? await connectRedisMinuteWindow(config.redisUrl, clock, log) : new MemoryMinuteWindow(clock);
  } catch (err) {
    if (!opts.db) await db.destroy();
    throw err;
  }
  const writer = executionWriter(db, config.databaseUrl, config.sqliteBusyTimeoutMs);
  const recorder = new Recorder(db, writer, log, { flushMs: opts.flushMs ?? config.recordFlushMs });
  const executions = new FastDailyCounter(db, clock, log, opts.flushMs ?? config.quotaFlushMs);
  const counterPruner = new CounterPruner(db, clock, log, opts.pruneIntervalMs);
  const mail = new MailWorker(db, clock, log, opts.mailSender ?? senderFor(config), newsletterRenderers(db, clock, config), config.mailFrom, opts.mail);
  const tools = opts.toolPool ?? new ToolPool({ size: config.toolWorkers, timeLimitMs: config.toolTimeLimitMs, queueMax: config.toolQueueMax, log });
  recorder.start();
  executions.start();
  mail.start();
  await counterPruner.start();
  return {
    db, clock, recorder, executions, counterPruner, minute, mail, tools,
    database: new DatabaseProbe(db, clock),
    daily: new ExactDailyLimiter(db, clock),
    keys: new KeyCache(db, clock),
    async close() {
      // Calls still running finish first: their execution records are written by the flush below.
      if (!opts.toolPool) await tools.close();
      const results = await Promise.allSettled([recorder.close(), executions.close(), mail.close(), counterPruner.close()]);
      await minute.close();
      await db.destroy();
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
    },
  };
}
