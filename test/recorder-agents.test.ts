// Agent sightings (the last user agent and model seen with an account's key) are written by the
// recorder's timer runs and explicit flushes, never by the runs a full batch of rows starts under
// load: those ran one query per run through the pool (issue 21, item 4). Operation counts only.
import { expect } from 'chai';
import { Recorder } from '../runtime/execution/recorder.js';
import { createLogger } from '../runtime/core/logger.js';
import { migrateLatest, openDb, type Db } from '../runtime/core/store/db.js';
import type { ExecutionRecord, ExecutionWriter } from '../runtime/execution/records-store.js';

const silent = createLogger('silent');

function row(i: number, accountId: string | null): ExecutionRecord {
  return {
    execution_ref: `ref-${i}`, created_at: i, tool_id: 'adler32', tool_version: '1.0.0', via: 'rest', status: 200, error_code: null,
    duration_us: 1, input_bytes: 1, output_bytes: 1, account_id: accountId, key_id: accountId && 'k1', model: null,
  };
}

describe('recorder: agent sightings', () => {
  let db: Db;
  let accountQueries: number;
  const onQuery = (q: { sql: string }) => {
    if (/accounts/.test(q.sql)) accountQueries++;
  };
  beforeEach(async () => {
    db = openDb('sqlite::memory:');
    await migrateLatest(db);
    accountQueries = 0;
    db.on('query', onQuery);
  });
  afterEach(() => db.destroy());

  it('a run started by a full batch writes rows only; the next explicit flush writes the sighting once', async () => {
    const written: string[] = [];
    const writer: ExecutionWriter = { write: async (rows) => void written.push(...rows.map((r) => r.execution_ref)), close() {} };
    const recorder = new Recorder(db, writer, silent, { batchSize: 2 });
    const agent = { accountId: 'a1', userAgent: 'ua', model: null, at: 1 };
    for (let i = 0; i < 6; i++) {
      recorder.record(row(i, 'a1'), { ...agent, at: i });
      for (let t = 0; t < 5; t++) await new Promise((r) => setImmediate(r));
    }
    expect(written).to.deep.equal(['ref-0', 'ref-1', 'ref-2', 'ref-3', 'ref-4', 'ref-5']);
    expect(recorder.stats().runs).to.equal(3);
    expect(accountQueries).to.equal(0);
    await recorder.flush();
    expect(accountQueries).to.equal(1);
    await recorder.flush();
    expect(accountQueries).to.equal(1); // nothing new was sighted
    await recorder.close();
  });
});
