// One knex instance per app: SQLite (better-sqlite3, WAL) by default, PostgreSQL for postgres:// URLs.
import knexFactory, { type Knex } from 'knex';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from '../../migrations/index.js';

export type Db = Knex;
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(databaseUrl: string): Dialect {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres';
  if (databaseUrl.startsWith('sqlite:')) return 'sqlite';
  throw new Error('DATABASE_URL must be sqlite:<path> or postgres://...');
}

export function openDb(databaseUrl: string, opts: { searchPath?: string } = {}): Db {
  if (dialectOf(databaseUrl) === 'postgres') {
    return knexFactory({
      client: 'pg',
      connection: databaseUrl,
      pool: { min: 0, max: 10 },
      ...(opts.searchPath ? { searchPath: [opts.searchPath] } : {}),
    });
  }
  const file = databaseUrl.slice('sqlite:'.length) || ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
    // One connection: SQLite serialises writers anyway, and :memory: must not be split across connections.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: { pragma(s: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('synchronous = NORMAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
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
  const [, applied] = (await db.migrate.latest({ migrationSource: source })) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback({ migrationSource: source }, true);
}
