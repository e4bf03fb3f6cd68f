// The record writer thread (records-store.ts, executionWriter on a SQLite file): its own
// better-sqlite3 connection, one prepared statement, one transaction per batch. The insert is
// synchronous, so here it holds this thread, never the request thread. A failed batch answers with
// the error's name, message and code (SQLITE_BUSY stays recognisable as the database being away).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { RECORD_COLUMNS, type RecordWriterData, type RecordWriterReply, type RecordWriterRequest } from './record-protocol.js';

const port = parentPort;
if (!port) throw new Error('runtime/execution/record-writer.ts runs as a worker thread of records-store.ts');
const { file, busyTimeoutMs } = workerData as RecordWriterData;

type Insert = (rows: unknown[][]) => void;
let insertAll: Insert | undefined;

/** Opened on the first batch (and again after a failed open), so a file that cannot open fails writes, not the thread. */
function inserter(): Insert {
  if (insertAll) return insertAll;
  const conn = new Database(file);
  try {
    conn.pragma('journal_mode = WAL');
    conn.pragma('synchronous = NORMAL');
    conn.pragma(`busy_timeout = ${busyTimeoutMs}`);
    const insert = conn.prepare(`insert into executions (${RECORD_COLUMNS.join(', ')}) values (${RECORD_COLUMNS.map(() => '?').join(', ')})`);
    insertAll = conn.transaction((rows: unknown[][]) => {
      for (const r of rows) insert.run(r);
    });
  } catch (err) {
    conn.close();
    throw err;
  }
  return insertAll;
}

port.on('message', (m: RecordWriterRequest) => {
  let reply: RecordWriterReply;
  try {
    inserter()(JSON.parse(m.rows) as unknown[][]);
    reply = { id: m.id };
  } catch (err) {
    const e = err as { name?: unknown; message?: unknown; code?: unknown };
    reply = { id: m.id, error: { name: String(e.name ?? 'Error'), message: String(e.message ?? err), code: typeof e.code === 'string' ? e.code : undefined } };
  }
  port.postMessage(reply);
});
