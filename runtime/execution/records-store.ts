import Database from 'better-sqlite3';
import { SQLITE_BUSY_TIMEOUT_MS, type Db } from '../core/store/db.js';

export type ExecutionRecord = {
  execution_ref: string;
  created_at: number;
  tool_id: string;
  tool_version: string;
  via: 'rest' | 'batch' | 'mcp';
  status: number;
  error_code: string | null;
  duration_us: number;
  input_bytes: number;
  output_bytes: number;
  account_id: string | null;
  key_id: string | null;
  model: string | null;
};

const COLUMNS = [
  'execution_ref', 'created_at', 'tool_id', 'tool_version', 'via', 'status', 'error_code',
  'duration_us', 'input_bytes', 'output_bytes', 'account_id', 'key_id', 'model',
] as const;

export type ExecutionWriter = { write(rows: ExecutionRecord[]): Promise<void>; close(): void };

/**
 * How the recorder writes rows. On a SQLite file it keeps its own connection with one prepared
 * statement and writes each batch in one transaction: the query builder's per-batch SQL building
 * and statement preparation cost more than the inserts (measured: a third of an execute's CPU).
 * Elsewhere (PostgreSQL, SQLite :memory:) it goes through knex. Its busy timeout is as short as the
 * pool's: the insert runs synchronously, so a lock held elsewhere must fail it (the recorder retries
 * later), not stall the event loop.
 */
export function executionWriter(db: Db, databaseUrl: string, busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS): ExecutionWriter {
  const file = databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : null;
  if (file && file !== ':memory:') {
    const conn = new Database(file);
    conn.pragma('journal_mode = WAL');
    conn.pragma('synchronous = NORMAL');
    conn.pragma(`busy_timeout = ${busyTimeoutMs}`);
    const insert = conn.prepare(`insert into executions (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
    const insertAll = conn.transaction((rows: ExecutionRecord[]) => {
      for (const r of rows) {
        insert.run(r.execution_ref, r.created_at, r.tool_id, r.tool_version, r.via, r.status, r.error_code,
          r.duration_us, r.input_bytes, r.output_bytes, r.account_id, r.key_id, r.model);
      }
    });
    return { write: async (rows) => void insertAll(rows), close: () => conn.close() };
  }
  return { write: async (rows) => void (rows.length && (await db.batchInsert('executions', rows, 200))), close: () => {} };
}

export type ActivityItem = {
  seq: number;
  execution_ref: string;
  tool: string;
  version: string;
  via: string;
  status: number;
  error_code: string | null;
  at: number;
  duration_us: number;
};

/** Newest first by insertion sequence; `beforeSeq` continues after a previous page. */
export async function listActivity(db: Db, accountId: string, limit: number, beforeSeq: number | null): Promise<ActivityItem[]> {
  const q = db('executions').where({ account_id: accountId }).orderBy('seq', 'desc').limit(limit);
  if (beforeSeq !== null) q.andWhere('seq', '<', beforeSeq);
  const rows = await q;
  return rows.map((r) => ({
    seq: Number(r.seq), execution_ref: r.execution_ref, tool: r.tool_id, version: r.tool_version, via: r.via,
    status: r.status, error_code: r.error_code ?? null, at: Number(r.created_at), duration_us: r.duration_us,
  }));
}

export async function countExecutionsSince(db: Db, sinceMs: number): Promise<number> {
  const r = await db('executions').where('created_at', '>=', sinceMs).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

/** The agent last seen with an account's key (written behind with the execution records). */
export async function touchAgent(db: Db, accountId: string, userAgent: string | null, model: string | null, at: number): Promise<void> {
  await db('accounts').where({ id: accountId }).andWhere((q) => q.whereNull('last_seen_at').orWhere('last_seen_at', '<=', at))
    .update({ last_user_agent: userAgent, last_model: model, last_seen_at: at });
}

/** Executions answered with a result, ever. */
export async function countSucceeded(db: Db): Promise<number> {
  const r = await db('executions').where({ status: 200 }).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}
