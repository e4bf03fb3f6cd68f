// An inline tool whose module is loaded runs synchronously (runtime/execution/pipeline.ts): its
// outcome comes back as a value, not a promise, with the same result, record and failures.
import { expect } from 'chai';
import { startServer, type TestServer } from './support/server.js';
import { buildCatalog } from '../runtime/execution/catalog.js';
import { createLogger } from '../runtime/core/logger.js';
import { executeRecorded, type ExecutionOptions } from '../runtime/execution/pipeline.js';

describe('pipeline: inline tools once loaded', () => {
  let s: TestServer;
  before(async () => (s = await startServer()));
  after(async () => s.close());

  it('the first call loads the module (a promise), later calls answer at once, failures included', async () => {
    // A catalog of its own: the process's shared one has adler32 loaded by whichever test ran it first.
    const catalog = buildCatalog();
    const tool = catalog.get('adler32', '1.0.0')!;
    expect(tool.entry.execution).to.equal('inline');
    const caller = { client: 'ip:test', address: 'ip:test', key: null, userAgent: null, model: null };
    const opts = (input: unknown): ExecutionOptions => ({ services: s.services, catalog, log: createLogger('silent'), caller, via: 'rest', tool, input, inputBytes: 1 });
    const first = executeRecorded(opts({ text: 'Wikipedia' }));
    expect(first).to.be.instanceOf(Promise);
    const firstDone = await first;
    const second = executeRecorded(opts({ text: 'Wikipedia' }));
    expect(second).not.to.be.instanceOf(Promise);
    expect(second).to.deep.include({ ok: true, resultJson: firstDone.ok ? firstDone.resultJson : '' });
    const bad = executeRecorded(opts({ text: 1 }));
    expect(bad).not.to.be.instanceOf(Promise);
    expect((bad as { ok: boolean; problem: { code: string } }).problem.code).to.equal('invalid_input');
    await s.services.recorder.flush();
    const rows = await s.services.db('executions').whereIn('execution_ref', [firstDone.ref, (second as { ref: string }).ref, (bad as { ref: string }).ref]);
    expect(rows).to.have.length(3);
  });
});
