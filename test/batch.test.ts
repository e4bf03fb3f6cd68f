// POST /v1/execute-batch through the HTTP API, on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
// envelope rules, bindings (chains, escapes, whole results, receipts), 424 chains, bounds,
// allowance per key kind, and the 503 paths. Batches a client can write go through the SDK's typed
// batch (sdk.operation, sdk.bind); raw bodies (`op`, `bind`) are kept for what its types refuse:
// envelope faults, inputs of the wrong type, unknown tools, keys a tool does not take.
import { expect } from 'chai';
import { createHash, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { postJson, startServer, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';
import * as sdk from '../sdk/src/index.js';
import { databaseKinds, testDatabase, type TestDatabase } from './support/databases.js';
import { testConfig } from '../runtime/core/config.js';
import { createAccountWithKey } from '../runtime/accounts/store.js';

const BATCH = '/v1/execute-batch';
const op = (id: string, input: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id, version: '1.0.0', input, ...extra });
const bind = (key: string, from: number, path: string) => ({ key, from, path });

for (const kind of databaseKinds) {
  describe(`batch execution (${kind})`, () => {
    let database: TestDatabase;
    let s: TestServer;
    beforeEach(async () => {
      database = await testDatabase(kind);
      s = await startServer({ database });
    });
    afterEach(async () => {
      await s.close().catch(() => {});
      await database.drop();
    });
    const executions = async () => {
      await s.services.recorder.flush();
      return Number((await s.services.db('executions').count({ n: '*' }).first())!.n);
    };

    describe('envelope (400, nothing executed)', () => {
      const good = op('adler32', { text: 'a' });
      const cases: [string, unknown, string][] = [
        ['no operations', { operations: [] }, '/operations'],
        ['21 operations', { operations: new Array(21).fill(good) }, '/operations'],
        ['an unknown top-level field', { operations: [good], extra: 1 }, '/extra'],
        ['an unknown item field', { operations: [{ ...good, timeout: 5 }] }, '/operations/0/timeout'],
        ['an id outside the pattern', { operations: [op('Adler32!', {})] }, '/operations/0/id'],
        ['a missing version', { operations: [{ id: 'adler32', input: {} }] }, '/operations/0/version'],
        ['an input that is not an object', { operations: [{ id: 'adler32', version: '1.0.0', input: 'a' }] }, '/operations/0/input'],
        ['17 bindings', { operations: [good, op('adler32', {}, { bindings: Array.from({ length: 17 }, (_, i) => bind(`k${i}`, 0, '')) })] }, '/operations/1/bindings'],
        ['a path over 1024 chars', { operations: [good, op('adler32', {}, { bindings: [bind('text', 0, '/' + 'a'.repeat(1024))] })] }, '/operations/1/bindings/0/path'],
        ['a forward reference', { operations: [op('adler32', {}, { bindings: [bind('text', 1, '/hex')] }), good] }, '/operations/0/bindings/0/from'],
        ['a self reference', { operations: [good, op('adler32', {}, { bindings: [bind('text', 1, '/hex')] })] }, '/operations/1/bindings/0/from'],
        ['a bound key present in the input', { operations: [good, op('adler32', { text: 'x' }, { bindings: [bind('text', 0, '/hex')] })] }, '/operations/1/bindings/0/key'],
        ['a key bound twice', { operations: [good, op('adler32', {}, { bindings: [bind('text', 0, '/hex'), bind('text', 0, '/value')] })] }, '/operations/1/bindings/1/key'],
        ['a path that is not a JSON Pointer', { operations: [good, op('adler32', {}, { bindings: [bind('text', 0, 'hex')] })] }, '/operations/1/bindings/0/path'],
        ['a bad ~ escape', { operations: [good, op('adler32', {}, { bindings: [bind('text', 0, '/a~2b')] })] }, '/operations/1/bindings/0/path'],
        ['from above 19', { operations: [good, op('adler32', {}, { bindings: [bind('text', 20, '')] })] }, '/operations/1/bindings/0/from'],
      ];
      for (const [what, body, pointer] of cases) {
        it(what, async () => {
          const res = await postJson(s.baseUrl, BATCH, body);
          expect(res.status, JSON.stringify(res.json)).to.equal(400);
          expect(res.json.code).to.equal('invalid_request');
          expect(res.json.errors.map((e: { pointer: string }) => e.pointer)).to.include(pointer);
          expect(await executions()).to.equal(0);
        });
      }
      it('413 for a body over 256 KiB', async () => {
        const res = await postJson(s.baseUrl, BATCH, { operations: [op('adler32', { text: 'x'.repeat(262144) })] });
        expect(res.status).to.equal(413);
      });
    });

    describe('bindings', () => {
      it('runs items in order and chains bindings across several items', async () => {
        const data = ok(await s.sdk.batch([
          sdk.operation('array-integer-cumulative-sum', '1.0.0', { values: ['1', '2', '3'] }),
          sdk.operation('array-integer-sum', '1.0.0', {}, { bindings: [sdk.bind('values', 0, '/values')] }),
          sdk.operation('array-integer-min-max', '1.0.0', {}, { bindings: [sdk.bind('values', 0, '/values')] }),
          sdk.operation('adler32', '1.0.0', {}, { bindings: [sdk.bind('text', 1, '/sum')] }),
          sdk.operation('array-integer-clamp', '1.0.0', { min: '2' }, { bindings: [sdk.bind('values', 0, '/values'), sdk.bind('max', 2, '/max')] }),
        ]));
        expect(data.summary).to.deep.equal({ total: 5, succeeded: 5, failed: 0, skipped: 0, results_omitted: [] });
        const r = data.results;
        expect(r.map((o) => o.index)).to.deep.equal([0, 1, 2, 3, 4]);
        expect(r[0].result).to.deep.equal({ values: ['1', '3', '6'] });
        expect(r[1].result).to.deep.equal({ sum: '10' });
        expect(r[2].result).to.deep.equal({ min: '1', max: '6' });
        expect(r[3].result).to.deep.equal({ hex: '00940062', value: 9699426 }); // adler32("10"), by zlib
        expect(r[4].result).to.deep.equal({ values: ['2', '3', '6'] });
        for (const o of r) expect(o.execution_ref).to.match(/^[0-9a-f-]{36}$/);
      });
      it('binds a whole result with the empty path, and reads keys through ~0 and ~1 escapes', async () => {
        const data = ok(await s.sdk.batch([
          sdk.operation('json-merge-patch-apply', '1.0.0', { target: {}, patch: { 'a/b': { 'm~n': ['x', 'y'] } } }),
          sdk.operation('json-pointer-get', '1.0.0', { pointer: '/result/a~1b/m~0n/1' }, { bindings: [sdk.bind('document', 0, '')] }),
          sdk.operation('adler32', '1.0.0', {}, { bindings: [sdk.bind('text', 0, '/result/a~1b/m~0n/0')] }),
        ]));
        expect(data.results[1].result).to.deep.include({ found: true, value: 'y' });
        expect(data.results[2].result?.hex).to.equal('00790079'); // adler32("x")
      });
      it('a pointer that selects nothing fails that item naming the binding, and its dependants are 424', async () => {
        const data = ok(await s.sdk.batch([
          sdk.operation('adler32', '1.0.0', { text: 'a' }),
          sdk.operation('adler32', '1.0.0', {}, { bindings: [sdk.bind('text', 0, '/nope')] }),
          sdk.operation('adler32', '1.0.0', {}, { bindings: [sdk.bind('text', 1, '/hex')] }),
        ]));
        const [a, b, c] = data.results;
        expect(a.status).to.equal(200);
        expect(b.status).to.equal(400);
        expect(b.error).to.deep.include({ code: 'binding_unresolved', status: 400 });
        expect(b.error?.context).to.deep.equal({ key: 'text', from: 0, path: '/nope' });
        expect(c.status).to.equal(424);
        expect(c.error?.code).to.equal('dependency_failed');
        expect(data.summary).to.deep.include({ succeeded: 1, failed: 1, skipped: 1 });
      });
      it('424 chains: every item downstream of a failure is skipped; independent items still run', async () => {
        // raw: an input of the wrong type and an unknown tool, which the SDK's types refuse
        const res = await postJson(s.baseUrl, BATCH, {
          operations: [
            op('adler32', { text: 5 }),
            op('adler32', {}, { bindings: [bind('text', 0, '/hex')] }),
            op('adler32', {}, { bindings: [bind('text', 1, '/hex')] }),
            op('adler32', { text: 'independent' }),
            op('no-such-tool', {}),
          ],
        });
        expect(res.status).to.equal(200);
        expect(res.json.results.map((o: { status: number }) => o.status)).to.deep.equal([400, 424, 424, 200, 404]);
        expect(res.json.results[0].error.code).to.equal('invalid_input');
        expect(res.json.results[0].error.errors[0].pointer).to.equal('/text');
        expect(res.json.results[4].error.code).to.equal('tool_not_found');
        expect(res.json.results[1]).to.not.have.property('execution_ref'); // skipped items never ran
        expect(res.json.summary).to.deep.equal({ total: 5, succeeded: 1, failed: 2, skipped: 2, results_omitted: [] });
      });
      it('include_result false returns a receipt, and the full result still feeds later bindings', async () => {
        const data = ok(await s.sdk.batch([
          sdk.operation('array-integer-cumulative-sum', '1.0.0', { values: ['4', '5'] }, { include_result: false }),
          sdk.operation('array-integer-sum', '1.0.0', {}, { bindings: [sdk.bind('values', 0, '/values')] }),
        ]));
        const [a, b] = data.results;
        expect(a).to.not.have.property('result');
        const canonical = canonicalize({ values: ['4', '9'] })!;
        expect(a.receipt).to.deep.equal({ execution_ref: a.execution_ref, bytes: Buffer.byteLength(canonical), sha256: createHash('sha256').update(canonical).digest('hex') });
        expect(b.result).to.deep.equal({ sum: '13' });
      });
      it('bounds the aggregate: the largest results become receipts and the summary lists them', async () => {
        const operations = [sdk.operation('hex-convert', '1.0.0', { direction: 'text_to_hex', input: 'z'.repeat(20000) })];
        for (let i = 1; i < 12; i++) operations.push(sdk.operation('hex-convert', '1.0.0', { direction: 'text_to_hex' }, { bindings: [sdk.bind('input', 0, '/hex')] }));
        const data = ok(await s.sdk.batch(operations));
        const size = Buffer.byteLength(JSON.stringify(data));
        expect(size).to.be.at.most(256 * 1024);
        const omitted = data.summary.results_omitted;
        expect(omitted.length).to.be.greaterThan(0);
        for (const i of omitted) {
          expect(data.results[i]).to.not.have.property('result');
          expect(data.results[i]!.receipt!.bytes).to.be.greaterThan(100000);
        }
        expect(data.summary.succeeded).to.equal(12);
      });
      it('an item whose resolved input exceeds 256 KiB fails with limit_exceeded', async () => {
        const res = await postJson(s.baseUrl, BATCH, {
          operations: [
            op('hex-convert', { direction: 'text_to_hex', input: 'z'.repeat(60000) }),
            op('hex-convert', { direction: 'text_to_hex' }, { bindings: [bind('input', 0, '/hex'), bind('extra', 0, '/hex'), bind('extra2', 0, '/hex')] }),
          ],
        });
        expect(res.json.results[0].status).to.equal(200);
        expect(res.json.results[1].status).to.equal(400);
        expect(res.json.results[1].error.code).to.equal('limit_exceeded');
        expect(res.json.results[1]).to.not.have.property('execution_ref'); // refused before it ran
      });
      it('records every item that ran, with the X-Service-Model header as usage metadata', async () => {
        await postJson(s.baseUrl, BATCH, { operations: [op('adler32', { text: 'a' }), op('adler32', { text: 5 })] }, { 'X-Service-Model': 'model-z' });
        await s.services.recorder.flush();
        const rows = await s.services.db('executions').orderBy('seq');
        expect(rows.map((r) => [r.via, r.status, r.model])).to.deep.equal([['batch', 200, 'model-z'], ['batch', 400, 'model-z']]);
      });
    });

    describe('503 when the record cannot be written', () => {
      it('before running: the last record write failed, nothing is executed (no round trip decides it)', async () => {
        await s.services.db.schema.renameTable('executions', 'executions_away');
        ok(await s.sdk.execute('adler32', '1.0.0', { text: 'a' }));
        expect(await s.services.recorder.flush().then(() => 'written', () => 'failed')).to.equal('failed');
        problem(await s.sdk.batch([sdk.operation('adler32', '1.0.0', { text: 'a' })]), 503, 'recording_unavailable');
        expect(s.services.recorder.pending).to.equal(1); // the single execute's row only: the batch never ran
        await s.services.db.schema.renameTable('executions_away', 'executions');
        await s.services.recorder.flush();
        expect(s.services.recorder.healthy).to.equal(true);
        ok(await s.sdk.batch([sdk.operation('adler32', '1.0.0', { text: 'a' })]));
        expect(await executions()).to.equal(2);
      });
      it('after running: the record is refused, the outcome is uncertain, and the rows are kept for retry', async () => {
        await s.services.db.schema.renameTable('executions', 'executions_away');
        problem(await s.sdk.batch([sdk.operation('adler32', '1.0.0', { text: 'a' })]), 503, 'outcome_uncertain');
        expect(s.services.recorder.pending).to.equal(1);
        await s.services.db.schema.renameTable('executions_away', 'executions');
        expect(await executions()).to.equal(1);
      });
    });
  });

  describe(`batch allowance (${kind})`, () => {
    let database: TestDatabase;
    let s: TestServer;
    afterEach(async () => {
      await s.close();
      await database.drop();
    });
    const start = async (anon: number, key: number) => {
      database = await testDatabase(kind);
      s = await startServer({ database, quotas: { ...testConfig().quotas, enabled: true, executionsPerDayAnon: anon, executionsPerDayKey: key }, clientHashSalt: randomUUID() });
    };
    const mixed = [op('adler32', { text: 'a' }), op('adler32', { text: 5 }), op('adler32', {}, { bindings: [bind('text', 1, '/hex')] }), op('adler32', { text: 'b' })];

    it('anonymous: too little allowance for every operation is 429 with nothing executed; only successes are charged', async () => {
      await start(5, 100);
      const six = Array.from({ length: 6 }, () => sdk.operation('adler32', '1.0.0', { text: 'a' }));
      expect(problem(await s.sdk.batch(six), 429, 'rate_limited').retry_after).to.be.greaterThan(0);
      await s.services.recorder.flush();
      expect(Number((await s.services.db('executions').count({ n: '*' }).first())!.n)).to.equal(0);
      const ok = await postJson(s.baseUrl, BATCH, { operations: mixed });
      expect(ok.json.summary).to.deep.include({ succeeded: 2, failed: 1, skipped: 1 });
      const used = s.services.executions.used(`executions:ip:${clientHash(s)}`);
      expect(used).to.equal(2);
    });
    it('email keys are charged for successes after the run', async () => {
      await start(0, 10);
      const k = ok(await s.sdk.signIn({ email: 'e@example.com', consent: true }), 201).api_key;
      const res = await postJson(s.baseUrl, BATCH, { operations: mixed }, { Authorization: `Bearer ${k}` });
      expect(res.json.summary.succeeded).to.equal(2);
      expect(ok(await s.sdkWith(k).me()).quota.executions_used_today).to.equal(2);
    });
    it('passkey-profile keys reserve every operation and get failures and 424s back', async () => {
      await start(0, 4);
      const created = await createAccountWithKey(s.services.db, 'p@example.com', 'passkey', Date.now(), 86_400_000);
      const auth = { Authorization: `Bearer ${created.apiKey}` };
      const tooMany = await postJson(s.baseUrl, BATCH, { operations: [...mixed, op('adler32', { text: 'c' })] }, auth);
      expect(tooMany.status).to.equal(429); // 5 reserved > 4 allowed: nothing executed
      const res = await postJson(s.baseUrl, BATCH, { operations: mixed }, auth);
      expect(res.json.summary).to.deep.include({ succeeded: 2, failed: 1, skipped: 1 });
      const me = ok(await s.sdkWith(created.apiKey).me());
      expect(me.kind).to.equal('passkey');
      expect(me.quota.executions_used_today).to.equal(2);
      expect((await postJson(s.baseUrl, BATCH, { operations: mixed.slice(0, 2) }, auth)).status).to.equal(200);
      expect((await postJson(s.baseUrl, BATCH, { operations: mixed.slice(0, 2) }, auth)).status).to.equal(429); // 3 used, 2 reserved > 4
    });
  });
}

function clientHash(s: TestServer): string {
  return createHash('sha256').update(s.config.clientHashSalt).update('\0').update('127.0.0.1').digest('base64url').slice(0, 22);
}
