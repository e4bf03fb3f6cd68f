// Issue 21, item 5: the daily execution allowance holds from a client's first request on an instance
// that has not seen it yet (a restart, or another instance on the same database), the hot path makes
// no database round trip, and quota_counters is pruned on a schedule. SQLite (a file) always,
// PostgreSQL when TEST_DATABASE_URL is set. The daily counts live in the database, not in Redis
// (REDIS_URL only holds the per-minute window), so there is no Redis variant here. REST calls go
// through the SDK (sdk/); the MCP call is raw JSON-RPC.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { startServer, postJson, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';
import { operation } from '../sdk/src/index.js';
import { databaseKinds, testDatabase, warnIfPostgresSkipped, type TestDatabase } from './support/databases.js';
import { waitFor } from './support/mail.js';
import { testConfig } from '../runtime/core/config.js';
import type { Clock } from '../runtime/core/clock.js';
import { createLogger } from '../runtime/core/logger.js';
import { migrateLatest, openDb } from '../runtime/core/store/db.js';
import { FastDailyCounter } from '../runtime/core/quotas/daily-fast.js';
import { COUNTER_RETENTION_DAYS, oldestKeptDay } from '../runtime/core/quotas/counter-pruning.js';

/** adler32 of `text` through the SDK, anonymous or with `key`: the answer's HTTP status. */
const adler = async (s: TestServer, text: string, key?: string) =>
  (await (key === undefined ? s.sdk : s.sdkWith(key)).execute('adler32', '1.0.0', { text })).response.status;
const quotasOn = (over: Partial<ReturnType<typeof testConfig>['quotas']> = {}) => ({ ...testConfig().quotas, enabled: true, ...over });

class ManualClock implements Clock {
  constructor(public t = Date.UTC(2026, 10, 21, 12, 0, 0)) {}
  now(): number {
    return this.t;
  }
}

warnIfPostgresSkipped();

for (const kind of databaseKinds) {
  describe(`the daily execution allowance across instances (${kind})`, () => {
    let database: TestDatabase;
    let clock: ManualClock;
    let salt: string;
    const open: TestServer[] = [];
    beforeEach(async () => {
      database = await testDatabase(kind);
      clock = new ManualClock();
      salt = randomUUID(); // the same client address hashes to the same scope on every instance
    });
    afterEach(async () => {
      for (const s of open.splice(0)) await s.close();
      await database.drop();
    });
    // A long flush interval: counts reach the database only when a test flushes or closes.
    const instance = async (over: Partial<ReturnType<typeof quotasOn>> = {}) => {
      const s = await startServer({ database, quotas: quotasOn({ executionsPerDayAnon: 2, executionsPerDayKey: 3, ...over }), clientHashSalt: salt, serviceOptions: { clock, flushMs: 60_000 } });
      open.push(s);
      return s;
    };

    it("a second instance on the same database refuses the client's FIRST request once the allowance is used", async () => {
      const a = await instance();
      expect(await adler(a, 'a')).to.equal(200);
      expect(await adler(a, 'b')).to.equal(200);
      expect(await adler(a, 'c')).to.equal(429);
      await a.services.executions.flush(); // what QUOTA_FLUSH_MS does on its own

      const b = await instance();
      const first = await b.sdk.execute('adler32', '1.0.0', { text: 'first on b' });
      problem(first, 429, 'rate_limited');
      expect(first.response.headers.get('retry-after')).to.equal(String(Math.ceil((Date.UTC(2026, 10, 22) - clock.t) / 1000)));
      // The batch and MCP surfaces share the check: their first calls are refused too.
      const c = await instance();
      problem(await c.sdk.batch([operation('adler32', '1.0.0', { text: 'x' })]), 429, 'rate_limited');
      const d = await instance();
      const mcp = await postJson(d.baseUrl, '/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'execute_tool', arguments: { id: 'adler32', version: '1.0.0', input: { text: 'x' } } } }, { accept: 'application/json, text/event-stream' });
      expect(mcp.status).to.equal(429);
    });

    it("after a restart, the client's first request is refused", async () => {
      const a = await instance();
      expect(await adler(a, 'a')).to.equal(200);
      expect(await adler(a, 'b')).to.equal(200);
      await open.splice(0)[0]!.close(); // graceful: writes every count
      const restarted = await instance();
      expect(await adler(restarted, 'after restart')).to.equal(429);
    });

    it("a key's first /v1/me and first execute on a new instance see the shared count", async () => {
      const a = await instance();
      const key = ok(await a.sdk.signIn({ email: 'ada@example.com', consent: true }), 201).api_key;
      for (let i = 0; i < 3; i++) expect(await adler(a, 'k', key)).to.equal(200);
      await a.services.executions.flush();

      const b = await instance();
      expect(ok(await b.sdkWith(key).me()).quota).to.deep.include({ executions_per_day: 3, executions_used_today: 3, executions_remaining_today: 0 });
      const c = await instance();
      expect(await adler(c, 'k', key)).to.equal(429);
    });

    it('a client with room left is served on the new instance, and the two instances add up', async () => {
      const a = await instance({ executionsPerDayAnon: 3 });
      expect(await adler(a, 'a')).to.equal(200);
      await a.services.executions.flush();
      const b = await instance({ executionsPerDayAnon: 3 });
      expect(await adler(b, 'b')).to.equal(200);
      expect(await adler(b, 'c')).to.equal(200);
      expect(await adler(b, 'd')).to.equal(429);
    });

    it('once warm, checks make no database query: one read per client per instance per day', async () => {
      const a = await instance({ executionsPerDayAnon: 1000 });
      const queries: string[] = [];
      a.services.db.on('query', (q: { sql: string }) => {
        if (/quota_counters/.test(q.sql)) queries.push(q.sql);
      });
      for (let i = 0; i < 20; i++) expect(await adler(a, String(i))).to.equal(200);
      expect(queries, 'only the first request read the shared count').to.have.length(1);
      expect(queries[0]).to.match(/^select/);
      clock.t += 86_400_000; // a new UTC day is a new entry: one more read
      expect(await adler(a, 'tomorrow')).to.equal(200);
      expect(queries.filter((q) => /^select/.test(q))).to.have.length(2);
    });

    it('quota counters older than yesterday are pruned at start-up and then on the timer', async () => {
      const db = openDb(database.url, { searchPath: database.schema });
      try {
        await migrateLatest(db);
        const rows = ['2026-11-01', '2026-11-19', '2026-11-20', '2026-11-21'].map((day) => ({ scope: 'executions:ip:x', day, count: 5 }));
        await db('quota_counters').insert(rows);
        const a = await startServer({ database, clientHashSalt: salt, serviceOptions: { clock, pruneIntervalMs: 20 } });
        open.push(a);
        const days = async () => (await db('quota_counters').select('day').orderBy('day')).map((r: { day: string }) => r.day);
        expect(COUNTER_RETENTION_DAYS).to.equal(2);
        expect(oldestKeptDay(clock.t)).to.equal('2026-11-20');
        expect(await days(), 'pruned before the server took a request').to.deep.equal(['2026-11-20', '2026-11-21']);

        const runs = a.services.counterPruner.runs;
        clock.t += 86_400_000; // the next day: 2026-11-20 falls out of the retention
        await waitFor('a scheduled prune', () => a.services.counterPruner.runs > runs);
        // A run that started before the clock moved may have kept it; the one after surely did not.
        const after = a.services.counterPruner.runs;
        await waitFor('another scheduled prune', () => a.services.counterPruner.runs > after);
        expect(await days()).to.deep.equal(['2026-11-21']);
      } finally {
        await db.destroy();
      }
    });
  });
}

describe('a cold entry whose read fails', () => {
  it('counts local uses instead of refusing, and the next flush reads the shared total', async () => {
    const db = openDb('sqlite::memory:');
    const clock = new ManualClock();
    const counter = new FastDailyCounter(db, clock, createLogger('silent'));
    try {
      // No tables yet: the read fails, as it would with the database away.
      await counter.ready('executions:ip:y');
      expect(counter.check('executions:ip:y', 2).ok).to.equal(true);
      expect(counter.ready('executions:ip:y'), 'a failed read is not retried on the request path').to.equal(undefined);
      await migrateLatest(db);
      await db('quota_counters').insert({ scope: 'executions:ip:y', day: '2026-11-21', count: 2 });
      await counter.flush();
      expect(counter.used('executions:ip:y')).to.equal(2);
      expect(counter.check('executions:ip:y', 2).ok).to.equal(false);
    } finally {
      await counter.close();
      await db.destroy();
    }
  });
});
