// Savings: model reports at dated list prices, measured comparisons, totals, the savings object
// of an execute, and the price table itself; through the HTTP API on SQLite and PostgreSQL.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { startServer, postJson, type TestServer } from './support/server.js';
import { databaseKinds, testDatabase, warnIfPostgresSkipped, type TestDatabase } from './support/databases.js';
import type { Clock } from '../runtime/core/clock.js';
import { testConfig } from '../runtime/core/config.js';
import { verifyComparison } from '../runtime/savings/store.js';
import { parse as parseYaml } from 'yaml';
import { normalizeModel, parsePriceTable, priceTable } from '../runtime/savings/prices.js';
import { divide, format, parseDecimal } from '../runtime/savings/money.js';

const ADLER = '/v1/tools/adler32/versions/1.0.0/execute';
const DAY = 86_400_000;
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
const quotasOn = (over: Partial<ReturnType<typeof testConfig>['quotas']> = {}) => ({ ...testConfig().quotas, enabled: true, ...over });
const usage = (input: number, cached_input: number, output: number) => ({ input, cached_input, output });

class ManualClock implements Clock {
  constructor(public t = Date.UTC(2026, 10, 21, 12, 0, 0)) {}
  now(): number {
    return this.t;
  }
}

async function get(s: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(s.baseUrl + path, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

describe('savings: model names, money and the price table', () => {
  it('normalizes case, spacing, provider prefixes and date or version suffixes', () => {
    const cases: [string, string][] = [
      ['gpt-4o', 'gpt-4o'], ['GPT-4o', 'gpt-4o'], ['  OpenAI/GPT-4o-2024-08-06 ', 'gpt-4o'], ['openai:gpt-4o-mini', 'gpt-4o-mini'],
      ['Claude 3.5 Sonnet', 'claude-3.5-sonnet'], ['anthropic/claude-3-5-sonnet-20241022', 'claude-3-5-sonnet'],
      ['claude-3-5-sonnet-v2@20241022', 'claude-3-5-sonnet'], ['anthropic.claude-3-5-haiku-20241022-v1:0', 'claude-3-5-haiku'],
      ['claude_sonnet_4_20250514', 'claude-sonnet-4'], ['gpt-4.1-2025-04-14', 'gpt-4.1'], ['gpt-3.5-turbo-0125', 'gpt-3.5-turbo'], ['gpt-4o-latest', 'gpt-4o'],
    ];
    for (const [raw, want] of cases) expect(normalizeModel(raw), raw).to.equal(want);
    expect(priceTable().byName.get(normalizeModel('Claude 3.5 Sonnet'))!.id).to.equal('claude-3-5-sonnet');
  });
  it('the table: every entry priced in decimal strings, dated, with an https source; malformed tables fail', () => {
    const table = priceTable();
    expect(table.models.length).to.be.greaterThan(3);
    for (const m of table.models) {
      for (const f of ['input', 'cached_input', 'output'] as const) expect(m[f]).to.match(/^[0-9]+(\.[0-9]+)?$/);
      expect(m.as_of).to.match(/^20[0-9]{2}-[0-9]{2}-[0-9]{2}$/);
      expect(m.source).to.match(/^https:\/\//);
    }
    const text = readFileSync(new URL('../contracts/prices/models.yaml', import.meta.url), 'utf8');
    expect(() => parsePriceTable(parseYaml(text.replace('input: "2.50"', 'input: 2.5')))).to.throw(/input must be a string/);
    expect(() => parsePriceTable(parseYaml(text.replace('as_of: "2024-10-01"', 'as_of: "soon"')))).to.throw(/as_of/);
    expect(() => parsePriceTable(parseYaml(text.replace('id: gpt-4o-mini', 'id: gpt-4o')))).to.throw(/listed twice/);
  });
  it('money is exact: products, sums and rounded averages as decimal strings', () => {
    expect(format(parseDecimal('0.0750'))).to.equal('0.075');
    expect(format(parseDecimal('-0.5'))).to.equal('-0.5');
    expect(format(divide(parseDecimal('1'), 3, 6))).to.equal('0.333333');
    expect(format(divide(parseDecimal('2'), 3, 6))).to.equal('0.666667');
    expect(format(divide(parseDecimal('-2'), 3, 2))).to.equal('-0.67');
  });
});

warnIfPostgresSkipped();

for (const kind of databaseKinds) {
  describe(`savings (${kind})`, () => {
    let database: TestDatabase;
    let clock: ManualClock;
    let s: TestServer;
    beforeEach(async () => {
      database = await testDatabase(kind);
      clock = new ManualClock();
      s = await startServer({ database, serviceOptions: { clock } });
    });
    afterEach(async () => {
      await s.close();
      await database.drop();
    });

    const signIn = async (email = 'ada@example.com') => (await postJson(s.baseUrl, '/v1/accounts/email', { email, consent: true })).json.api_key as string;
    const execute = async (headers: Record<string, string> = {}, text = 'a') => {
      const res = await postJson(s.baseUrl, ADLER, { text }, headers);
      expect(res.status).to.equal(200);
      return res.headers.get('x-execution-ref')!;
    };
    const comparison = (over: Record<string, unknown> = {}) => ({
      model: 'gpt-4o', task_id: 'task-1', baseline_id: 'no-tools', baseline: usage(10000, 2000, 3000), actual: usage(4000, 1000, 1000), ...over,
    });

    describe('model reports', () => {
      it('values the estimate at the dated list price, exactly, labelled estimated and client-reported', async () => {
        const res = await postJson(s.baseUrl, '/v1/savings', { model: ' OpenAI/GPT-4o-2024-08-06', provider: 'openai', estimated_tokens_saved: { input: 1_000_000, output: 500_000 } });
        expect(res.status).to.equal(200);
        expect(res.json).to.deep.include({ kind: 'model_report', provider: 'openai', execution_ref: null, estimated_tokens_saved: { input: 1_000_000, output: 500_000 } });
        expect(res.json.model).to.deep.equal({ given: ' OpenAI/GPT-4o-2024-08-06', normalized: 'gpt-4o', priced: true });
        expect(res.json.estimate).to.deep.equal({
          usd: '7.5', basis: 'estimated', reported_by: 'client',
          price: { model: 'gpt-4o', input_per_million: '2.50', cached_input_per_million: '1.25', output_per_million: '10.00', as_of: '2024-10-01', source: 'https://openai.com/api/pricing/' },
        });
        expect(res.json).to.not.have.property('totals'); // anonymous
        const tiny = await postJson(s.baseUrl, '/v1/savings', { model: 'gpt-4o-mini', estimated_tokens_saved: { input: 1, output: 0 } });
        expect(tiny.json.estimate.usd).to.equal('0.00000015');
      });
      it('null when the model has no price or no estimate is given', async () => {
        const unknown = await postJson(s.baseUrl, '/v1/savings', { model: 'house-model-7', estimated_tokens_saved: { input: 10, output: 10 } });
        expect(unknown.json.model).to.deep.equal({ given: 'house-model-7', normalized: 'house-model-7', priced: false });
        expect(unknown.json.estimate).to.deep.equal({ usd: null, basis: 'estimated', reported_by: 'client', price: null });
        const noEstimate = await postJson(s.baseUrl, '/v1/savings', { model: 'gpt-4o' });
        expect(noEstimate.json.estimate.usd).to.equal(null);
        expect(noEstimate.json.estimate.price.model).to.equal('gpt-4o');
        expect(noEstimate.json.estimated_tokens_saved).to.equal(null);
      });
      it('with a key, the answer adds the account totals (POST /v1/savings and /v1/me/savings alike)', async () => {
        const key = await signIn();
        await postJson(s.baseUrl, '/v1/savings', { model: 'gpt-4o', estimated_tokens_saved: { input: 1000, output: 0 } }, bearer(key));
        const res = await postJson(s.baseUrl, '/v1/me/savings', { model: 'house-model', estimated_tokens_saved: { input: 1, output: 1 } }, bearer(key));
        expect(res.status).to.equal(200);
        expect(res.json.totals.model_reports).to.deep.equal({ count: 2, input_tokens_saved: 1001, output_tokens_saved: 1, estimated_usd: '0.0025', unpriced: 1 });
        expect(res.json.totals.comparisons.count).to.equal(0);
        expect((await postJson(s.baseUrl, '/v1/me/savings', { model: 'gpt-4o' })).status).to.equal(401);
      });
      it('400 for any body outside the rules', async () => {
        for (const body of [
          {}, { model: '' }, { model: 'm'.repeat(101) }, { model: 'gpt-4o', provider: 'p'.repeat(41) }, { model: 'gpt-4o', extra: 1 },
          { model: 'gpt-4o', execution_ref: 'not-a-uuid' }, { model: 'gpt-4o', estimated_tokens_saved: { input: 1 } },
          { model: 'gpt-4o', estimated_tokens_saved: { input: 1, output: 10_000_001 } }, { model: 'gpt-4o', estimated_tokens_saved: { input: -1, output: 0 } },
          { model: 'gpt-4o', estimated_tokens_saved: { input: 1, output: 1, cached: 1 } },
          comparison({ whole_task: false }), comparison({ baseline: { input: 1, cached_input: 1 } }), comparison({ actual: { ...usage(1, 1, 1), extra: 1 } }),
          comparison({ actual: usage(1.5, 1, 1) }), comparison({ task_id: '' }), comparison({ baseline_id: 'b'.repeat(101) }),
          { model: 'gpt-4o', task_id: 't' }, comparison({ estimated_tokens_saved: { input: 1, output: 1 } }), { model: 'gpt-4o', whole_task: true },
        ]) {
          const res = await postJson(s.baseUrl, '/v1/savings', body);
          expect(res.status, JSON.stringify(body)).to.equal(400);
          expect(res.json.code).to.equal('invalid_request');
        }
      });
    });

    describe('measured comparisons', () => {
      it('a receipt (client-reported, unverified); the same comparison again is the same receipt; a different one is 409', async () => {
        const key = await signIn();
        const ref = await execute(bearer(key));
        const body = comparison({ execution_ref: ref, whole_task: true });
        const res = await postJson(s.baseUrl, '/v1/me/savings', body, bearer(key));
        expect(res.status, JSON.stringify(res.json)).to.equal(200);
        expect(res.json).to.deep.include({
          kind: 'comparison', status: 'recorded', verified: false, reported_by: 'client', model: 'gpt-4o', task_id: 'task-1',
          baseline_id: 'no-tools', execution_ref: ref, whole_task: true, saved: { input: 6000, cached_input: 1000, output: 2000 },
          estimated_usd: '0.03625', // 6000 x 2.50 + 1000 x 1.25 + 2000 x 10.00, per million
        });
        expect(res.json.totals.comparisons).to.deep.include({ count: 1, input_tokens_saved: 6000, estimated_usd: '0.03625' });
        expect(res.json.totals.verified_comparisons.count).to.equal(0);
        const again = await postJson(s.baseUrl, '/v1/savings', { ...body, model: 'GPT-4o' }, bearer(key));
        expect(again.status).to.equal(200);
        expect(again.json.comparison_id).to.equal(res.json.comparison_id);
        const otherNumbers = await postJson(s.baseUrl, '/v1/me/savings', comparison({ execution_ref: ref, whole_task: true, actual: usage(1, 1, 1) }), bearer(key));
        expect(otherNumbers.status).to.equal(409);
        expect(otherNumbers.json.code).to.equal('comparison_conflict');
        const sameTaskOtherExecution = await postJson(s.baseUrl, '/v1/me/savings', comparison({ execution_ref: await execute(bearer(key)) }), bearer(key));
        expect(sameTaskOtherExecution.status).to.equal(409);
        const sameExecutionOtherTask = await postJson(s.baseUrl, '/v1/me/savings', comparison({ execution_ref: ref, task_id: 'task-2', whole_task: true }), bearer(key));
        expect(sameExecutionOtherTask.status).to.equal(409);
        expect(await s.services.db('savings_comparisons').select()).to.have.length(1);
      });
      it('concurrent identical comparisons store one row', async () => {
        const key = await signIn();
        const ref = await execute(bearer(key));
        const answers = await Promise.all(Array.from({ length: 6 }, () => postJson(s.baseUrl, '/v1/me/savings', comparison({ execution_ref: ref }), bearer(key))));
        expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200, 200, 200]);
        expect(new Set(answers.map((a) => a.json.comparison_id)).size).to.equal(1);
      });
      it('404 for an execution the caller cannot use: another account, anonymous vs keyed, older than 24 h, failed, unknown', async () => {
        const a = await signIn('a@example.com');
        const b = await signIn('b@example.com');
        const aRef = await execute(bearer(a));
        const anonRef = await execute();
        const failed = await postJson(s.baseUrl, ADLER, { nope: 1 }, bearer(a));
        for (const [ref, headers] of [
          [aRef, bearer(b)], [aRef, {}], [anonRef, bearer(a)], [failed.headers.get('x-execution-ref')!, bearer(a)], ['0b8f6c57-6a43-4ad4-8f5d-1c1d2f0c9a1e', bearer(a)],
        ] as const) {
          const res = await postJson(s.baseUrl, '/v1/savings', comparison({ execution_ref: ref }), headers);
          expect(res.status, ref).to.equal(404);
          expect(res.json.code).to.equal('execution_not_usable');
        }
        // Model reports naming an execution obey the same rule.
        expect((await postJson(s.baseUrl, '/v1/savings', { model: 'gpt-4o', execution_ref: aRef }, bearer(b))).status).to.equal(404);
        // Anonymous callers may use anonymous executions of the last 24 hours.
        expect((await postJson(s.baseUrl, '/v1/savings', comparison({ execution_ref: anonRef }))).status).to.equal(200);
        const oldRef = await execute({}, 'old');
        clock.t += DAY + 1;
        expect((await postJson(s.baseUrl, '/v1/savings', comparison({ execution_ref: oldRef, task_id: 'late' }))).status).to.equal(404);
      });
      it('GET /v1/savings counts only verified comparisons of everyone; null means unmeasured', async () => {
        const empty = await get(s, '/v1/savings');
        expect(empty.status).to.equal(200);
        expect(empty.json.verified).to.deep.equal({ count: 0, input_tokens_saved: null, cached_input_tokens_saved: null, output_tokens_saved: null, estimated_usd: null, unpriced: 0 });
        const key = await signIn();
        const one = await postJson(s.baseUrl, '/v1/me/savings', comparison(), bearer(key));
        const two = await postJson(s.baseUrl, '/v1/savings', comparison({ model: 'claude-3-5-sonnet-20241022', task_id: 'task-2' }));
        await postJson(s.baseUrl, '/v1/savings', comparison({ model: 'house-model', task_id: 'task-3' }));
        const unpriced = await s.services.db('savings_comparisons').where({ model: 'house-model' }).first('id');
        expect((await get(s, '/v1/savings')).json.verified.count).to.equal(0);
        for (const id of [one.json.comparison_id, two.json.comparison_id, unpriced.id]) expect(await verifyComparison(s.services.db, id, clock.t)).to.equal(true);
        const totals = (await get(s, '/v1/savings')).json.verified;
        // gpt-4o 0.03625 + claude-3-5-sonnet (6000 x 3 + 1000 x 0.30 + 2000 x 15) / 1e6 = 0.0483
        expect(totals).to.deep.equal({ count: 3, input_tokens_saved: 18000, cached_input_tokens_saved: 3000, output_tokens_saved: 6000, estimated_usd: '0.08455', unpriced: 1 });
        const stats = await get(s, '/v1/stats');
        expect(stats.json.verified_savings).to.deep.equal(totals);
      });
    });

    describe('GET /v1/me/savings', () => {
      it('account totals by model, a normalized model filter, and detail=1 with the latest 20 executions', async () => {
        const key = await signIn();
        const refs: string[] = [];
        for (let i = 0; i < 22; i++) refs.push(await execute(bearer(key), `t${i}`));
        await postJson(s.baseUrl, '/v1/me/savings', comparison({ execution_ref: refs[21] }), bearer(key));
        await postJson(s.baseUrl, '/v1/me/savings', { model: 'claude-3-5-haiku', execution_ref: refs[20], estimated_tokens_saved: { input: 100, output: 10 } }, bearer(key));
        await postJson(s.baseUrl, '/v1/me/savings', comparison({ model: 'gpt-4o', task_id: 'other', execution_ref: refs[0] }), bearer(key));
        const other = await signIn('other@example.com');
        await postJson(s.baseUrl, '/v1/me/savings', comparison(), bearer(other));

        const all = await get(s, '/v1/me/savings', bearer(key));
        expect(all.status).to.equal(200);
        expect(all.json.model).to.equal(null);
        expect(all.json.totals.comparisons).to.deep.include({ count: 2, input_tokens_saved: 12000 });
        expect(all.json.totals.model_reports).to.deep.include({ count: 1, input_tokens_saved: 100, estimated_usd: '0.00012' });
        expect(all.json.by_model.map((m: { model: string }) => m.model)).to.deep.equal(['claude-3-5-haiku', 'gpt-4o']);
        expect(all.json).to.not.have.property('executions');

        const filtered = await get(s, '/v1/me/savings?model=OpenAI/GPT-4o-2024-08-06&detail=1', bearer(key));
        expect(filtered.json.model).to.equal('gpt-4o');
        expect(filtered.json.totals.model_reports.count).to.equal(0);
        expect(filtered.json.executions.map((e: { execution_ref: string }) => e.execution_ref)).to.deep.equal([refs[21], refs[0]]);

        const detail = await get(s, '/v1/me/savings?detail=1', bearer(key));
        expect(detail.json.executions).to.have.length(20);
        expect(detail.json.executions[0]).to.deep.include({ execution_ref: refs[21], tool: 'adler32', version: '1.0.0' });
        expect(detail.json.executions[0].savings).to.deep.equal({
          basis: 'measured', verified: false, model: 'gpt-4o', input_tokens: 6000, cached_input_tokens: 1000, output_tokens: 2000, estimated_usd: '0.03625',
        });
        expect(detail.json.executions[1].savings).to.deep.include({ basis: 'estimated', model: 'claude-3-5-haiku', input_tokens: 100, estimated_usd: '0.00012' });
        expect(detail.json.executions[2].savings).to.deep.equal({ basis: 'unmeasured', verified: false, model: null, input_tokens: null, cached_input_tokens: null, output_tokens: null, estimated_usd: null });

        for (const q of ['detail=2', 'detail=true', `model=${'m'.repeat(101)}`, 'model=']) {
          const bad = await get(s, `/v1/me/savings?${q}`, bearer(key));
          expect(bad.status, q).to.equal(400);
        }
        expect((await get(s, '/v1/me/savings')).status).to.equal(401);
      });
    });

    describe('Prefer: return=savings on execute', () => {
      it("unmeasured until the caller reports; then the caller's own average for that tool", async () => {
        const key = await signIn();
        const prefer = { ...bearer(key), Prefer: 'return=savings' };
        const before = await postJson(s.baseUrl, ADLER, { text: 'x' }, prefer);
        expect(before.json.savings).to.deep.equal({ input_tokens: null, output_tokens: null, estimated_usd: null, basis: 'unmeasured' });
        expect(before.headers.get('preference-applied')).to.equal('return=savings');
        await postJson(s.baseUrl, '/v1/me/savings', comparison({ execution_ref: before.headers.get('x-execution-ref') }), bearer(key));
        const ref2 = await execute(bearer(key));
        await postJson(s.baseUrl, '/v1/me/savings', comparison({ task_id: 't2', execution_ref: ref2, actual: usage(10000, 2000, 2000) }), bearer(key));
        const after = await postJson(s.baseUrl, ADLER, { text: 'y' }, prefer);
        // Two comparisons: input saved 6000 and 0, cached 1000 and 0, output 2000 and 1000.
        expect(after.json.savings).to.deep.equal({
          input_tokens: 3000, output_tokens: 1500, cached_input_tokens: 500, estimated_usd: '0.023125', basis: 'estimated',
          source: 'caller_comparisons', samples: 2, reported_by: 'client',
        });
        // Another tool, and another caller, are still unmeasured.
        const otherTool = await postJson(s.baseUrl, '/v1/tools/array-integer-sum/versions/1.0.0/execute', { values: ['1', '2'] }, prefer);
        expect(otherTool.status).to.equal(200);
        expect(otherTool.json.savings.basis).to.equal('unmeasured');
        const anon = await postJson(s.baseUrl, ADLER, { text: 'y' }, { Prefer: 'return=savings' });
        expect(anon.json.savings.basis).to.equal('unmeasured');
        // Without the preference there is no savings object.
        expect((await postJson(s.baseUrl, ADLER, { text: 'y' }, bearer(key))).json).to.not.have.property('savings');
      });
      it('model reports naming executions of the tool give an estimate when no comparison exists', async () => {
        const ref = await execute();
        await postJson(s.baseUrl, '/v1/savings', { model: 'gpt-4o-mini', execution_ref: ref, estimated_tokens_saved: { input: 1000, output: 100 } });
        const res = await postJson(s.baseUrl, ADLER, { text: 'z' }, { Prefer: 'return=savings' });
        expect(res.json.savings).to.deep.equal({
          input_tokens: 1000, output_tokens: 100, estimated_usd: '0.00021', basis: 'estimated', source: 'caller_model_reports', samples: 1, reported_by: 'client',
        });
      });
    });

    it('429 past QUOTA_SAVINGS_REPORTS_PER_DAY per caller', async () => {
      await s.close();
      s = await startServer({ database, serviceOptions: { clock }, quotas: quotasOn({ savingsReportsPerDay: 2 }) });
      for (let i = 0; i < 2; i++) expect((await postJson(s.baseUrl, '/v1/savings', { model: 'gpt-4o' })).status).to.equal(200);
      const refused = await postJson(s.baseUrl, '/v1/savings', { model: 'gpt-4o' });
      expect(refused.status).to.equal(429);
      expect(refused.json.retry_after).to.equal(12 * 3600);
      expect(await s.services.db('savings_reports').select()).to.have.length(2);
    });
  });
}
