// Databases for tests: SQLite always (a temp file, so WAL and reopening are real), PostgreSQL when
// TEST_DATABASE_URL is set (each use gets a fresh schema, dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';

export type TestDatabase = { kind: 'sqlite' | 'postgres'; url: string; schema?: string; drop(): Promise<void> };

export const postgresUrl = process.env.TEST_DATABASE_URL || null;

export const databaseKinds: ('sqlite' | 'postgres')[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

let warned = false;
export function warnIfPostgresSkipped(): void {
  if (!postgresUrl && !warned) {
    warned = true;
    console.warn('\n  !! TEST_DATABASE_URL is not set: the store and API tests run on SQLite only, PostgreSQL is SKIPPED !!\n');
  }
}

export async function testDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'dts-db-'));
    return { kind, url: `sqlite:${join(dir, 'test.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: postgresUrl });
  await admin.raw(`create schema ${schema}`);
  await admin.destroy();
  return {
    kind,
    url: postgresUrl,
    schema,
    drop: async () => {
      const a = knexFactory({ client: 'pg', connection: postgresUrl });
      await a.raw(`drop schema if exists ${schema} cascade`);
      await a.destroy();
    },
  };
}
