// The execution record writer on a SQLite file (runtime/execution/records-store.ts): batches go to a
// thread with its own connection, so the request thread never runs an insert. What it must keep:
// every row of a batch lands in one transaction, a failed batch rejects with the database's own
// error code (the recorder and isDatabaseUnavailable read it), and a writer closed while another
// writes to the same file leaves that one writing. Operation counts, never timings.
import { expect } from 'chai';
import Database from 'better-sqlite3';
import { testDatabase, type TestDatabase } from './support/databases.js';
import { isDatabaseUnavailable, migrateLatest, openDb, type Db } from '../runtime/core/store/db.js';
import { executionWriter, type ExecutionRecord, type ExecutionWriter } from '../runtime/execution/records-store.js';

function row(i: number): ExecutionRecord {
  return {
    execution_ref: `ref-${String(i).padStart(6, '0')}`, created_at: i, tool_id: 'adler32', tool_version: '1.0.0', via: 'batch',
    status: i % 2 ? 400 : 200, error_code: i % 2 ? 'invalid_input' : null, duration_us: i, input_bytes: 2 * i, output_bytes: 3 * i,
    account_id: null, key_id: null, model: i % 3 ? null : 'model-m',
  };
}

describe('the execution record writer thread (SQLite file)', () => {
  let database: TestDatabase;
  let db: Db;
  let writer: ExecutionWriter;
  let file: string;
  beforeEach(async () => {
    database = await testDatabase('sqlite');
    file = database.url.slice('sqlite:'.length);
    db = openDb(database.url);
    await migrateLatest(db);
    writer = executionWriter(db, database.url, 5);
  });
  afterEach(async () => {
    await writer.close();
    await db.destroy();
    await database.drop();
  });
  const stored = () => db('executions').orderBy('seq').select('execution_ref', 'created_at', 'via', 'status', 'error_code', 'duration_us', 'input_bytes', 'output_bytes', 'model');

  it('writes every column of every row, in order', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => row(i));
    await writer.write(rows.slice(0, 200));
    await writer.write(rows.slice(200));
    const back = await stored();
    expect(back).to.deep.equal(rows.map((r) => ({
      execution_ref: r.execution_ref, created_at: r.created_at, via: r.via, status: r.status, error_code: r.error_code,
      duration_us: r.duration_us, input_bytes: r.input_bytes, output_bytes: r.output_bytes, model: r.model,
    })));
  });

  it('a batch refused by a held lock rejects with SQLITE_BUSY and writes none of its rows; the same batch succeeds after release', async () => {
    const locker = new Database(file);
    try {
      locker.exec('BEGIN IMMEDIATE');
      const failed = await writer.write([row(1), row(2)]).then(() => null, (e: unknown) => e);
      expect((failed as { code?: string })?.code).to.match(/^SQLITE_BUSY/);
      expect(isDatabaseUnavailable(failed)).to.equal(true);
      locker.exec('ROLLBACK');
    } finally {
      locker.close();
    }
    expect(await stored()).to.have.length(0);
    await writer.write([row(1), row(2)]);
    expect((await stored()).map((r) => r.execution_ref)).to.deep.equal(['ref-000001', 'ref-000002']);
  });

  it('a row already written is left as it is (rows sent again after a failed write before them); the others are written', async () => {
    await writer.write([row(1)]);
    await writer.write([row(2), { ...row(1), status: 500 }, row(3)]);
    const rows = await stored();
    expect(rows.map((r) => r.execution_ref)).to.deep.equal(['ref-000001', 'ref-000002', 'ref-000003']);
    expect(rows[0]!.status).to.equal(row(1).status);
  });

  it('a row the table refuses fails the whole batch (one transaction), with the constraint code', async () => {
    await writer.write([row(1)]);
    const failed = await writer.write([row(2), { ...row(3), tool_id: null as unknown as string }]).then(() => null, (e: unknown) => e);
    expect((failed as { code?: string })?.code).to.match(/^SQLITE_CONSTRAINT/);
    expect((await stored()).map((r) => r.execution_ref)).to.deep.equal(['ref-000001']);
  });

  it('two writers on one file (two services on one database): closing one leaves the other writing', async () => {
    const other = executionWriter(db, database.url, 5);
    await writer.write([row(1)]);
    await other.write([row(2)]);
    await other.close();
    await writer.write([row(3)]);
    expect((await stored()).map((r) => r.execution_ref)).to.deep.equal(['ref-000001', 'ref-000002', 'ref-000003']);
  });
});
