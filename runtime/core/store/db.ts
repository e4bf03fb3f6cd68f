// One knex instance per app: SQLite (better-sqlite3, WAL) by default, PostgreSQL for postgres:// URLs.
import knexFactory, { type Knex } from 'knex';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from '../../../migrations/index.js';
import type { Logger } from '../logger.js';

export type Db = Knex;
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(databaseUrl: string): Dialect {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres';
  if (databaseUrl.startsWith('sqlite:')) return 'sqlite';
  throw new Error('DATABASE_URL must be sqlite:<path> or postgres://...');
}

export type OpenOptions = {
  searchPath?: string;
  /** SQLite: how long a statement waits for another connection's lock (SQLITE_BUSY after). */
  busyTimeoutMs?: number;
  /** How long a query waits for a connection: PostgreSQL connect, or a free pooled connection. */
  acquireTimeoutMs?: number;
  /** Knex's own warnings (a failed connect, ...) as log lines; knex alone prints them to stdout, among the JSON logs. */
  log?: Logger;
};

function knexLog(log: Logger): Knex.Config['log'] {
  const line = (level: 'warn' | 'error' | 'debug') => (message: unknown) => log[level]({ knex: typeof message === 'string' ? message.split('\n')[0] : message }, 'database driver');
  return { warn: line('warn'), error: line('error'), debug: line('debug'), deprecate: (method: string, alternative: string) => log.warn({ method, alternative }, 'knex deprecation') };
}

/**
 * better-sqlite3 waits out its busy timeout synchronously, on the event loop: another process
 * holding the write lock for 8 s froze every request for 8 s (fault 7). A few milliseconds only,
 * then SQLITE_BUSY: the recorder and the quota flush retry later, a request gets a 503.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5;
/** Migrations run before the server listens, so waiting on a lock blocks no request. */
const MIGRATION_BUSY_TIMEOUT_MS = 5000;
/** The longest wait between automatic retries of a write-behind (records, counters) while the database is unavailable. */
export const MAX_BACKOFF_MS = 5_000;

export const ACQUIRE_TIMEOUT_MS = 5000;

export function openDb(databaseUrl: string, opts: OpenOptions = {}): Db {
  const acquireConnectionTimeout = opts.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS;
  const log = opts.log ? { log: knexLog(opts.log) } : {};
  if (dialectOf(databaseUrl) === 'postgres') {
    return knexFactory({
      client: 'pg',
      // A server that does not answer at all (not even a refusal) costs at most this long per query.
      connection: { connectionString: databaseUrl, connectionTimeoutMillis: acquireConnectionTimeout },
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout,
      ...log,
      ...(opts.searchPath ? { searchPath: [opts.searchPath] } : {}),
    });
  }
  const busyTimeout = opts.busyTimeoutMs ?? SQLITE_BUSY_TIMEOUT_MS;
  const file = databaseUrl.slice('sqlite:'.length) || ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
    acquireConnectionTimeout,
    ...log,
    // One connection: SQLite serialises writers anyway, and :memory: must not be split across connections.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: { pragma(s: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('synchronous = NORMAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma(`busy_timeout = ${busyTimeout}`);
        done(null, conn);
      },
    },
  });
}

const source: Knex.MigrationSource<(typeof migrations)[number]> = {
  getMigrations: async () => migrations,
  getMigrationName: (m) => m.name,
  getMigration: async (m) => m,
};

export async function migrateLatest(db: Db): Promise<string[]> {
  const sqlite = db.client.config.client === 'better-sqlite3';
  const busyTimeout = sqlite ? await sqliteBusyTimeout(db) : 0;
  if (sqlite) await db.raw(`pragma busy_timeout = ${MIGRATION_BUSY_TIMEOUT_MS}`);
  try {
    if (await allApplied(db)) return [];
    const [, applied] = (await db.migrate.latest({ migrationSource: source })) as [number, string[]];
    return applied;
  } finally {
    if (sqlite) await db.raw(`pragma busy_timeout = ${busyTimeout}`);
  }
}

/**
 * True when knex_migrations lists exactly this build's migrations, the usual start: nothing to run,
 * so knex's migrator (its lock table, its lock, about 10 ms) is skipped. Anything else (no table
 * yet, a migration pending, one this build does not know) goes through the migrator, which runs
 * or refuses as before; a database that cannot be reached fails here as it would there.
 */
async function allApplied(db: Db): Promise<boolean> {
  let rows: { name: string }[];
  try {
    rows = (await db('knex_migrations').select('name')) as { name: string }[];
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    return false;
  }
  const names = new Set(rows.map((r) => r.name));
  return rows.length === migrations.length && migrations.every((m) => names.has(m.name));
}

/** The busy timeout of the pool's SQLite connection, in ms. */
export async function sqliteBusyTimeout(db: Db): Promise<number> {
  const rows = (await db.raw('pragma busy_timeout')) as { timeout: number }[];
  return Number(rows[0]?.timeout);
}

// Errors that mean "the database cannot serve this now", not "this request is wrong": the
// connection is refused, reset or timed out, the server is shutting down or full, the pool has
// no free connection in time, or SQLite's lock is held past the busy timeout.
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED)/;
// PostgreSQL SQLSTATE: class 08 (connection exception), 53300 too_many_connections,
// 57P01-57P03 admin/crash shutdown and cannot_connect_now.
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;
const UNAVAILABLE_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Unable to acquire a connection)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    if (name === 'KnexTimeoutError') return true; // the pool had no connection in time
    if (typeof code === 'string' && (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLITE.test(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    const errors = (e as { errors?: unknown }).errors; // AggregateError: one per address tried
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}

export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback({ migrationSource: source }, true);
}
