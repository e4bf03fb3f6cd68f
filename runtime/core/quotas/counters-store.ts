// Daily counters shared by every instance: one row per (scope, UTC day), incremented atomically.
import type { Db } from '../store/db.js';

/** Adds `by` to the counter and returns the new total (INSERT .. ON CONFLICT .. RETURNING, SQLite 3.35+ and PostgreSQL). */
export async function addToCounter(db: Db, scope: string, day: string, by: number): Promise<number> {
  const rows = await db.raw(
    'insert into quota_counters (scope, day, count) values (?, ?, ?) on conflict (scope, day) do update set count = quota_counters.count + excluded.count returning count',
    [scope, day, by],
  );
  const list = Array.isArray(rows) ? rows : rows.rows; // better-sqlite3 returns rows, pg a result object
  return Number(list[0].count);
}

export async function readCounter(db: Db, scope: string, day: string): Promise<number> {
  const r = await db('quota_counters').where({ scope, day }).first();
  return r ? Number(r.count) : 0;
}

/** Removes counters of days before `day`; they can never be read again. */
export async function pruneCounters(db: Db, beforeDay: string): Promise<number> {
  return db('quota_counters').where('day', '<', beforeDay).delete();
}

/** The sum of one day's counters whose scope starts with `prefix` (e.g. every client's executions). */
export async function sumCounters(db: Db, day: string, prefix: string): Promise<number> {
  if (/[%_\\]/.test(prefix)) throw new Error('a counter prefix holds no LIKE wildcard'); // our own constants only
  const r = await db('quota_counters').where({ day }).andWhere('scope', 'like', `${prefix}%`).sum({ n: 'count' }).first();
  return Number(r?.n ?? 0);
}
