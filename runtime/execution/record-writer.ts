// The record writer thread (records-store.ts, executionWriter on a SQLite file), one per process:
// per file a connection, one prepared statement, one transaction per batch. The insert is
// synchronous, so here it holds this thread, never the request thread. A failed batch answers with
// the error's name, message and code (SQLITE_BUSY stays recognisable as the database being away).
import { parentPort } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { RECORD_COLUMNS, type RecordWriterReply, type RecordWriterRequest } from './record-protocol.js';

const port = parentPort;
if (!port) throw new Error('runtime/execution/record-writer.ts runs as a worker thread of records-store.ts');

type Insert = (rows: unknown[][]) => void;
type Connection = { conn: Database.Database; insertAll: Insert };
const connections = new Map<string, Connection>();

/** Opened on the file's first batch (and again after a failed open or a close), so a file that cannot open fails writes, not the thread. */
function connection(file: string, busyTimeoutMs: number): Connection {
  let c = connections.get(file);
  if (c) return c;
  const conn = new Database(file);
  try {
    conn.pragma('journal_mode = WAL');
    conn.pragma('synchronous = NORMAL');
    conn.pragma(`busy_timeout = ${busyTimeoutMs}`);
    // A row already written is left as it is: a batch whose write committed but whose answer was
    // lost (the thread died) is sent again by the recorder, and must not then fail forever on the
    // unique execution_ref. Only that conflict: `insert or ignore` would also drop, silently, a row
    // that breaks NOT NULL.
    const insert = conn.prepare(`insert into executions (${RECORD_COLUMNS.join(', ')}) values (${RECORD_COLUMNS.map(() => '?').join(', ')}) on conflict (execution_ref) do nothing`);
    const insertAll = conn.transaction((rows: unknown[][]) => {
      for (const r of rows) insert.run(r);
    });
    connections.set(file, (c = { conn, insertAll }));
  } catch (err) {
    conn.close();
    throw err;
  }
  return c;
}

port.on('message', (m: RecordWriterRequest) => {
  let reply: RecordWriterReply;
  try {
    if (m.kind === 'write') {
      connection(m.file, m.busyTimeoutMs).insertAll(JSON.parse(m.rows) as unknown[][]);
    } else {
      connections.get(m.file)?.conn.close();
      connections.delete(m.file);
    }
    reply = { id: m.id };
  } catch (err) {
    const e = err as { name?: unknown; message?: unknown; code?: unknown };
    reply = { id: m.id, error: { name: String(e.name ?? 'Error'), message: String(e.message ?? err), code: typeof e.code === 'string' ? e.code : undefined } };
  }
  port.postMessage(reply);
});
