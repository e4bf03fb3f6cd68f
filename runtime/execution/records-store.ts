import type { Worker } from 'node:worker_threads';
import { SQLITE_BUSY_TIMEOUT_MS, type Db } from '../core/store/db.js';
import { recordValues, type ExecutionRecord, type RecordWriterMessage, type RecordWriterReply, type RecordWriterRequest } from './record-protocol.js';
import { startWorker } from './worker-thread.js';

export type { ExecutionRecord };

export type ExecutionWriter = { write(rows: ExecutionRecord[]): Promise<void>; close(): void | Promise<void> };

/**
 * How the recorder writes rows. On a SQLite file the writer thread (record-writer.ts) keeps a
 * connection with one prepared statement and writes each batch in one transaction, so the request
 * thread only serializes the batch (measured: the synchronous insert took a tenth of an execute's
 * CPU and a fifth of a batch's). Elsewhere (PostgreSQL, SQLite :memory:) it goes through knex.
 */
export function executionWriter(db: Db, databaseUrl: string, busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS): ExecutionWriter {
  const file = databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : null;
  if (file && file !== ':memory:') {
    return {
      write: (rows) => (rows.length ? writerThread.send({ kind: 'write', file, busyTimeoutMs, rows: JSON.stringify(rows.map(recordValues)) }) : Promise.resolve()),
      close: () => writerThread.closeFile(file),
    };
  }
  return { write: async (rows) => void (rows.length && (await db.batchInsert('executions', rows, 200))), close: () => {} };
}

type Pending = { resolve(): void; reject(err: unknown): void };

/**
 * The one writer thread of the process, shared by every writer on a SQLite file (a test run builds
 * many services; starting a thread each cost 120-180 ms from source). It starts with the first
 * batch; if it dies, its batches fail (the recorder keeps their rows and retries) and the next batch
 * starts another. It keeps the process alive only while a batch is on its way.
 */
class WriterThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  send(request: RecordWriterMessage): Promise<void> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    const done = new Promise<void>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    if (this.pending.size === 1) worker.ref();
    worker.postMessage({ id, ...request } satisfies RecordWriterRequest);
    return done;
  }

  /** Closes the thread's connection to `file` (the next batch for it opens another). */
  async closeFile(file: string): Promise<void> {
    if (this.worker) await this.send({ kind: 'close', file });
  }

  private start(): Worker {
    const worker = startWorker('record-writer', {});
    worker.unref();
    worker.on('message', (m: RecordWriterReply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (!this.pending.size) worker.unref();
      if (!m.error) return p.resolve();
      const err = Object.assign(new Error(m.error.message), { name: m.error.name }, m.error.code === undefined ? {} : { code: m.error.code });
      p.reject(err);
    });
    let crash: Error | undefined;
    worker.on('error', (err) => (crash = err));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      const err = new Error(`the execution record writer stopped (exit code ${code})${crash ? `: ${crash.message}` : ''}`, { cause: crash });
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    });
    return worker;
  }
}

const writerThread = new WriterThread();

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
