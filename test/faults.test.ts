// Issue 14, the service's faults: each regression test is named after the fault it pins.
// Fault 6: the record flush after a database outage under load. Fault 7: a SQLite write lock held
// by another process. Fault 8: the database down answers 503 with Retry-After, and /ready says so.
// Operation counts, never timings. API calls go through the SDK (sdk/); /health and /ready, read as a
// load balancer reads them, stay raw.
import { expect } from 'chai';
import Database from 'better-sqlite3';
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startServer, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';
import { createClient } from '../sdk/src/index.js';
import { postgresUrl, testDatabase, warnIfPostgresSkipped, type TestDatabase } from './support/databases.js';
import { waitFor } from './support/mail.js';
import { MAX_QUEUED, Recorder, RowQueue } from '../runtime/execution/recorder.js';
import { createLogger } from '../runtime/core/logger.js';
import { openDb, sqliteBusyTimeout, isDatabaseUnavailable, type Db } from '../runtime/core/store/db.js';
import { DatabaseProbe } from '../runtime/core/store/db-probe.js';
import { executionWriter, type ExecutionRecord, type ExecutionWriter } from '../runtime/execution/records-store.js';
import { ExactDailyLimiter } from '../runtime/core/quotas/daily-exact.js';
import { KeyCache } from '../runtime/core/auth/key-cache.js';
import { createApp } from '../runtime/app.js';
import { createServer } from 'node:http';
import type { Clock } from '../runtime/core/clock.js';
import type { Services } from '../runtime/services.js';

const silent = createLogger('silent');

function row(i: number): ExecutionRecord {
  return {
    execution_ref: `ref-${String(i).padStart(6, '0')}`, created_at: i, tool_id: 'adler32', tool_version: '1.0.0', via: 'rest',
    status: 200, error_code: null, duration_us: 1, input_bytes: 1, output_bytes: 1, account_id: null, key_id: null, model: null,
  };
}

/** A writer that refuses (as a PostgreSQL server that is down) until `up`, and keeps what it wrote. */
class OutageWriter implements ExecutionWriter {
  up = false;
  calls = 0;
  written: string[] = [];
  async write(rows: ExecutionRecord[]): Promise<void> {
    this.calls++;
    if (!this.up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const r of rows) this.written.push(r.execution_ref);
  }
  close(): void {}
}

/** A writer whose writes wait until the test lets them finish. */
class HeldWriter implements ExecutionWriter {
  calls = 0;
  written: string[] = [];
  private releases: (() => void)[] = [];
  write(rows: ExecutionRecord[]): Promise<void> {
    this.calls++;
    return new Promise((resolve) => {
      this.releases.push(() => {
        for (const r of rows) this.written.push(r.execution_ref);
        resolve();
      });
    });
  }
  releaseAll(): void {
    const list = this.releases;
    this.releases = [];
    for (const r of list) r();
  }
  close(): void {}
}

const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

async function get(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(baseUrl + path, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

class ManualClock implements Clock {
  constructor(public t = Date.UTC(2026, 10, 21, 12, 0, 0)) {}
  now(): number {
    return this.t;
  }
}

warnIfPostgresSkipped();

describe('fault 6: record flush after a database outage under load', () => {
  let db: Db;
  before(() => {
    db = openDb('sqlite::memory:'); // only for agent sightings, which these rows do not carry
  });
  after(() => db.destroy());

  it('20,000 record() calls while the writer is down make one write attempt, and every row is written once after recovery', async () => {
    const writer = new OutageWriter();
    let now = 0;
    const recorder = new Recorder(db, writer, silent, { flushMs: 200, batchSize: 200, now: () => now });
    for (let i = 0; i < 20_000; i++) recorder.record(row(i));
    await turns();
    // The first full batch started a run; it failed, and the backoff keeps record() from starting more.
    expect(writer.calls).to.equal(1);
    expect(recorder.stats()).to.include({ runs: 1, writes: 1, failedWrites: 1, failing: 1, backlog: 20_000 });

    // Requests that need the record now (activity, a batch) all share one follow-up run.
    const waiting = Array.from({ length: 1000 }, () => recorder.flush());
    expect(new Set(waiting).size).to.equal(1);
    const settled = await Promise.allSettled(waiting);
    expect(settled.every((s) => s.status === 'rejected')).to.equal(true);
    expect(writer.calls).to.equal(2);

    now += 60_000;
    writer.up = true;
    await recorder.flush();
    expect(recorder.pending).to.equal(0);
    expect(writer.written).to.deep.equal(Array.from({ length: 20_000 }, (_, i) => row(i).execution_ref));
    // 100 batches of 200 after the two failed attempts: the work is the backlog's, not the callers'.
    expect(recorder.stats()).to.include({ runs: 3, writes: 102, failedWrites: 2, failing: 0 });
  });

  it('a thousand flush() callers during one slow write share one follow-up run', async () => {
    const writer = new HeldWriter();
    const recorder = new Recorder(db, writer, silent, { batchSize: 200 });
    recorder.record(row(0));
    const first = recorder.flush();
    await turns(1); // the run starts at the end of the turn
    expect(recorder.stats().runs).to.equal(1);
    recorder.record(row(1));
    const callers = Array.from({ length: 1000 }, () => recorder.flush());
    expect(new Set(callers).size).to.equal(1);
    expect(callers[0]).to.not.equal(first);
    for (let i = 2; i < 1000; i++) recorder.record(row(i)); // below nothing: a run is in progress
    expect(recorder.stats().runs).to.equal(1);
    writer.releaseAll();
    await first;
    await turns();
    writer.releaseAll(); // the follow-up's batches
    for (let i = 0; i < 10 && recorder.pending > 0; i++) {
      await turns();
      writer.releaseAll();
    }
    await Promise.all(callers);
    expect(recorder.stats().runs).to.equal(2);
    expect(writer.written).to.deep.equal(Array.from({ length: 1000 }, (_, i) => row(i).execution_ref));
  });

  it('flush() callers of one turn share one run, which starts at the end of the turn with every row queued by then', async () => {
    const writer = new HeldWriter();
    const recorder = new Recorder(db, writer, silent, { batchSize: 200 });
    const callers: Promise<void>[] = [];
    for (let i = 0; i < 50; i++) {
      recorder.record(row(i));
      callers.push(recorder.flush());
    }
    expect(new Set(callers).size).to.equal(1);
    expect(recorder.stats().runs).to.equal(0);
    await turns(1);
    expect(recorder.stats()).to.include({ runs: 1, writes: 1 });
    writer.releaseAll();
    await Promise.all(callers);
    expect(writer.written).to.deep.equal(Array.from({ length: 50 }, (_, i) => row(i).execution_ref));
    expect(recorder.stats()).to.include({ runs: 1, writes: 1, backlog: 0 });
  });

  it('a full queue drops its oldest rows, and a write in flight releases only the rows it wrote', async () => {
    const q = new RowQueue<number>(5);
    const dropped = [1, 2, 3, 4, 5, 6, 7].map((n) => q.push(n));
    expect(dropped).to.deep.equal([false, false, false, false, false, true, true]);
    expect(q.peek(10).items).to.deep.equal([3, 4, 5, 6, 7]);

    const writer = new HeldWriter();
    const recorder = new Recorder(db, writer, silent, { batchSize: 4, maxQueued: 10 });
    for (let i = 0; i < 4; i++) recorder.record(row(i)); // a full batch: rows 0-3 go to the writer
    expect(writer.calls).to.equal(1);
    for (let i = 4; i < 14; i++) recorder.record(row(i)); // 14 rows for 10 places: 0-3 are dropped meanwhile
    expect(recorder.stats()).to.include({ backlog: 10, dropped: 4 });
    writer.releaseAll();
    await turns();
    expect(recorder.pending, 'rows 4-13 are still queued, none lost to the write of 0-3').to.equal(10);
    const done = recorder.flush();
    for (let i = 0; i < 10 && recorder.pending > 0; i++) {
      await turns();
      writer.releaseAll();
    }
    await done;
    expect(writer.written).to.deep.equal(Array.from({ length: 14 }, (_, i) => row(i).execution_ref));
    expect(MAX_QUEUED).to.equal(200_000);
  });

  (postgresUrl ? describe : describe.skip)('on PostgreSQL behind a proxy that goes down and comes back', () => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let s: TestServer;
    before(async () => {
      database = await testDatabase('postgres');
      const target = new URL(postgresUrl!);
      proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
      const via = new URL(postgresUrl!);
      via.hostname = '127.0.0.1';
      via.port = String(proxy.port);
      s = await startServer({ database: { ...database, url: via.href } });
    });
    after(async () => {
      await proxy.up();
      await s.close();
      await proxy.close();
      await database.drop();
    });

    it('executes go on, database routes answer 503, and after the outage every record is written with a bounded number of attempts', async () => {
      const key = ok(await s.sdk.signIn({ email: 'outage@example.com', consent: true }), 201).api_key;
      const caller = s.sdkWith(key);
      ok(await caller.execute('adler32', '1.0.0', { text: 'warm' }));
      await s.services.recorder.flush();
      const before = s.services.recorder.stats();

      await proxy.down();
      const statuses: number[] = [];
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => caller.execute('adler32', '1.0.0', { text: `r${round}-${i}` })));
        statuses.push(...answers.map((a) => a.response.status));
      }
      expect(new Set(statuses)).to.deep.equal(new Set([200]));
      expect(s.services.recorder.pending).to.equal(1000);

      const activity = await caller.activity();
      problem(activity, 503, 'database_unavailable');
      expect(activity.response.headers.get('retry-after')).to.match(/^[1-9][0-9]*$/);
      problem(await s.sdk.feedback({ category: 'useful', idempotency_key: 'outage' }), 503, 'database_unavailable');
      expect((await get(s.baseUrl, '/health')).status).to.equal(200);
      const notReady = await waitFor('/ready to see the database down', async () => {
        const r = await get(s.baseUrl, '/ready');
        return r.status === 503 ? r : null;
      });
      expect(notReady.json.database.status).to.equal('down');
      const during = s.services.recorder.stats();
      // The old flush chained one run per record() past 200 queued: ~800 here. Now the backoff's
      // timer retries, plus one run for the activity request.
      expect(during.runs - before.runs).to.be.below(30);

      await proxy.up();
      await waitFor('the backlog to drain', () => s.services.recorder.pending === 0, 20_000);
      await waitFor('/ready to be ready', async () => (await get(s.baseUrl, '/ready')).status === 200);
      ok(await caller.activity({ limit: 50 }));
      const count = await s.services.db('executions').where({ key_id: key.split('_')[1] }).count({ n: '*' }).first();
      expect(Number(count?.n)).to.equal(1001);
    });
  });
});

describe('fault 7: a SQLite write lock held by another process', () => {
  let database: TestDatabase;
  let s: TestServer;
  let locker: Database.Database;
  beforeEach(async () => {
    database = await testDatabase('sqlite');
    s = await startServer({ database });
    locker = new Database(database.url.slice('sqlite:'.length));
  });
  afterEach(async () => {
    if (locker.inTransaction) locker.exec('ROLLBACK');
    locker.close();
    await s.close();
    await database.drop();
  });

  it('the service waits a few ms on a lock, never its old 5 s', async () => {
    expect(await sqliteBusyTimeout(s.services.db)).to.equal(s.config.sqliteBusyTimeoutMs).and.to.be.at.most(10);
  });

  it('while BEGIN IMMEDIATE is held, /health and executes answer, a write the request needs is 503 with Retry-After, and the record is written after release', async () => {
    locker.exec('BEGIN IMMEDIATE');
    const [health, execute, feedback, signIn] = await Promise.all([
      get(s.baseUrl, '/health'),
      s.sdk.execute('adler32', '1.0.0', { text: 'locked' }),
      s.sdk.feedback({ category: 'useful', idempotency_key: 'locked' }),
      s.sdk.signIn({ email: 'locked@example.com', consent: true }),
    ]);
    expect(health.status).to.equal(200);
    ok(execute);
    for (const r of [feedback, signIn]) {
      const unavailable = problem(r, 503, 'database_unavailable');
      expect(r.response.headers.get('retry-after')).to.match(/^[1-9][0-9]*$/);
      expect(unavailable.retry_after).to.equal(Number(r.response.headers.get('retry-after')));
    }
    const failed = await s.services.recorder.flush().then(() => null, (e: unknown) => e);
    expect((failed as { code?: string })?.code).to.match(/^SQLITE_BUSY/);
    expect(isDatabaseUnavailable(failed)).to.equal(true);
    expect(s.services.recorder.pending).to.equal(1);
    const ready = await get(s.baseUrl, '/ready');
    expect(ready.json.recorder).to.include({ backlog: 1, writing: 'retrying' });

    locker.exec('COMMIT');
    // Nobody flushes by hand: the recorder's own retry writes the row.
    await waitFor('the held-lock record to be retried', () => s.services.recorder.pending === 0);
    const written = locker.prepare('select count(*) as n from executions where execution_ref = ?').get(execute.response.headers.get('x-execution-ref')) as { n: number };
    expect(written.n).to.equal(1);
    ok(await s.sdk.feedback({ category: 'useful', idempotency_key: 'locked' }), 201);
  });

  it('a quota flush blocked by the lock keeps its counts and adds them after release', async () => {
    await s.close();
    s = await startServer({ database, quotas: { ...s.config.quotas, enabled: true } });
    // The lock comes first: taken after the execute, the instance's own once-a-second flush could
    // write the count before the lock, and the flush below would have nothing to fail on (seen on a
    // loaded machine). Under WAL the execute's read of the shared count is not blocked by it.
    locker.exec('BEGIN IMMEDIATE');
    ok(await s.sdk.execute('adler32', '1.0.0', { text: 'count me' }));
    const failed = await s.services.executions.flush().then(() => null, (e: unknown) => e);
    expect(isDatabaseUnavailable(failed)).to.equal(true);
    locker.exec('COMMIT');
    await waitFor('the count to reach the shared row', () => {
      const r = locker.prepare("select sum(count) as n from quota_counters where scope like 'executions:%'").get() as { n: number | null };
      return r.n === 1;
    });
  });
});

describe('fault 8: with the database down, 503 with Retry-After, and a readiness view', () => {
  let s: TestServer;
  let down: Db;
  let refused: TcpServer;
  let app: { baseUrl: string; close(): Promise<void> };
  let clock: ManualClock;
  let key: string;

  // The same services, but every database handle on a PostgreSQL address that refuses connections.
  before(async () => {
    clock = new ManualClock();
    s = await startServer({ serviceOptions: { clock } });
    key = ok(await s.sdk.signIn({ email: 'down@example.com', consent: true }), 201).api_key;
    ok(await s.sdkWith(key).me()); // the key is now cached
    refused = createTcpServer((socket) => socket.destroy());
    await new Promise<void>((r) => refused.listen(0, '127.0.0.1', r));
    const port = (refused.address() as AddressInfo).port;
    await new Promise<void>((r) => refused.close(() => r())); // nothing listens there any more
    down = openDb(`postgres://nobody@127.0.0.1:${port}/none`, { acquireTimeoutMs: 2000, log: silent });
    // The signed-in key stays cached (as after a recent request); any other is looked up in the database.
    const cachedKeyId = key.split('_')[1];
    const lookup = new KeyCache(down, clock);
    const keys = { get: (id: string) => (id === cachedKeyId ? s.services.keys.get(id) : lookup.get(id)), forget: (id: string) => lookup.forget(id) } as KeyCache;
    const services: Services = {
      ...s.services,
      keys,
      db: down,
      daily: new ExactDailyLimiter(down, clock),
      recorder: new Recorder(down, executionWriter(down, 'postgres://'), silent),
      database: new DatabaseProbe(down, clock),
    };
    const config = { ...s.config, quotas: { ...s.config.quotas, enabled: true } };
    const server = createServer(createApp(config, { services, logger: silent }).callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    app = {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
    };
  });
  after(async () => {
    await app.close();
    await down.destroy();
    await s.close();
  });

  it('sign-in, feedback, tool requests, activity and profile answer 503 database_unavailable with Retry-After', async () => {
    const anonymous = createClient({ baseUrl: app.baseUrl });
    const keyed = createClient({ baseUrl: app.baseUrl, apiKey: key });
    const answers = await Promise.all([
      anonymous.signIn({ email: 'new@example.com', consent: true }),
      anonymous.feedback({ category: 'useful', idempotency_key: 'down' }),
      anonymous.requestTool({ description: 'a tool while the database is down' }),
      keyed.activity(),
      keyed.profile(),
    ]);
    for (const a of answers) {
      problem(a, 503, 'database_unavailable');
      expect(a.response.headers.get('retry-after')).to.match(/^[1-9][0-9]*$/);
      expect(a.response.headers.get('content-type')).to.contain('application/problem+json');
    }
  });

  it('an uncached key cannot be checked: 503, not 401 or 500', async () => {
    const uncached = createClient({ baseUrl: app.baseUrl, apiKey: `dts_k${'a'.repeat(20)}_${'A'.repeat(43)}` });
    problem(await uncached.activity(), 503, 'database_unavailable');
  });

  it('/health stays ok (liveness); /ready turns 503 with the database down, checking at most once a second', async () => {
    expect((await get(app.baseUrl, '/health')).json.status).to.equal('ok');
    const notReady = await waitFor('the first check to finish', async () => {
      const r = await get(app.baseUrl, '/ready');
      return r.status === 503 ? r : null;
    });
    expect(notReady.json).to.deep.include({ status: 'not_ready' });
    expect(notReady.json.database.status).to.equal('down');
    expect(notReady.headers.get('cache-control')).to.equal('no-store');
    const healthy = await get(s.baseUrl, '/ready');
    expect(healthy.status).to.equal(200);
    expect(healthy.json).to.deep.include({ status: 'ready' });
    expect(healthy.json.recorder).to.include({ writing: 'ok', dropped: 0 });
  });

  it('the database check runs at most once per second of the clock, however often /ready is read', async () => {
    const probe = new DatabaseProbe(s.services.db, clock);
    for (let i = 0; i < 50; i++) probe.read();
    expect(probe.checkCount).to.equal(1);
    await waitFor('the check to finish', () => probe.read().checkedAt !== null);
    for (let i = 0; i < 50; i++) probe.read();
    expect(probe.checkCount).to.equal(1);
    clock.t += 1000;
    for (let i = 0; i < 50; i++) probe.read();
    expect(probe.checkCount).to.equal(2);
  });
});

type TcpProxy = { port: number; down(): Promise<void>; up(): Promise<void>; close(): Promise<void> };

/** A TCP proxy to a database: down() cuts every connection and refuses new ones, up() listens again on the same port. */
async function tcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: TcpServer | undefined;
  const listen = (at: number) =>
    new Promise<number>((resolve) => {
      server = createTcpServer((client) => {
        const upstream = connect(port, host);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(at, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port));
    });
  const stop = async () => {
    if (!server) return;
    const closing = new Promise<void>((r) => server!.close(() => r()));
    for (const sock of sockets) sock.destroy();
    await closing;
    server = undefined;
  };
  const proxyPort = await listen(0);
  return {
    port: proxyPort,
    down: stop,
    up: async () => {
      if (!server) await listen(proxyPort);
    },
    close: stop,
  };
}
