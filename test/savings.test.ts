// Savings: model reports at dated list prices, measured comparisons, totals, the savings object
// of an execute, and the price table itself; through the SDK (sdk/) on SQLite and PostgreSQL. Raw
// requests only for bodies and query values the SDK's types refuse (the 400 cases).
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { startServer, postJson, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';
import type { ApiResult, Schemas } from '../sdk/src/index.js';
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
type SavingsReport = Schemas['SavingsReport'];
type SavingsAnswer = Schemas['SavingsAnswer'];
type TokenUsage = Schemas['TokenUsage'];
const usage = (input: number, cached_input: number, output: number): TokenUsage => ({ input, cached_input, output });

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

    const signIn = async (email = 'ada@example.com') => ok(await s.sdk.signIn({ email, consent: true }), 201).api_key;
    const as = (key?: string) => (key === undefined ? s.sdk : s.sdkWith(key));
    const execute = async (key?: string, text = 'a') => {
      const res = await as(key).execute('adler32', '1.0.0', { text });
      ok(res);
      return res.response.headers.get('x-execution-ref')!;
    };
    const comparison = (over: Partial<SavingsReport> = {}): SavingsReport => ({
      model: 'gpt-4o', task_id: 'task-1', baseline_id: 'no-tools', baseline: usage(10000, 2000, 3000), actual: usage(4000, 1000, 1000), ...over,
    });
    /** The answer of a model report, or of a comparison: the SDK's union, narrowed by `kind`. */
    const modelReport = (r: ApiResult<SavingsAnswer>) => {
      const d = ok(r);
      if (d.kind !== 'model_report') throw new Error(`expected a model report, got ${d.kind}`);
      return d;
    };
    const receipt = (r: ApiResult<SavingsAnswer>) => {
      const d = ok(r);
      if (d.kind !== 'comparison') throw new Error(`expected a comparison, got ${d.kind}`);
      return d;
    };

    describe('model reports', () => {
      it('values the estimate at the dated list price, exactly, labelled estimated and client-reported', async () => {
        const res = modelReport(await s.sdk.reportSavings({ model: ' OpenAI/GPT-4o-2024-08-06', provider: 'openai', estimated_tokens_saved: { input: 1_000_000, output: 500_000 } }));
        expect(res).to.deep.include({ kind: 'model_report', provider: 'openai', execution_ref: null, estimated_tokens_saved: { input: 1_000_000, output: 500_000 } });
        expect(res.model).to.deep.equal({ given: ' OpenAI/GPT-4o-2024-08-06', normalized: 'gpt-4o', priced: true });
        expect(res.estimate).to.deep.equal({
          usd: '7.5', basis: 'estimated', reported_by: 'client',
          price: { model: 'gpt-4o', input_per_million: '2.50', cached_input_per_million: '1.25', output_per_million: '10.00', as_of: '2024-10-01', source: 'https://openai.com/api/pricing/' },
        });
        expect(res).to.not.have.property('totals'); // anonymous
        const tiny = modelReport(await s.sdk.reportSavings({ model: 'gpt-4o-mini', estimated_tokens_saved: { input: 1, output: 0 } }));
        expect(tiny.estimate.usd).to.equal('0.00000015');
      });
      it('null when the model has no price or no estimate is given', async () => {
        const unknown = modelReport(await s.sdk.reportSavings({ model: 'house-model-7', estimated_tokens_saved: { input: 10, output: 10 } }));
        expect(unknown.model).to.deep.equal({ given: 'house-model-7', normalized: 'house-model-7', priced: false });
        expect(unknown.estimate).to.deep.equal({ usd: null, basis: 'estimated', reported_by: 'client', price: null });
        const noEstimate = modelReport(await s.sdk.reportSavings({ model: 'gpt-4o' }));
        expect(noEstimate.estimate.usd).to.equal(null);
        expect(noEstimate.estimate.price?.model).to.equal('gpt-4o');
        expect(noEstimate.estimated_tokens_saved).to.equal(null);
      });
      it('with a key, the answer adds the account totals (POST /v1/savings and /v1/me/savings alike)', async () => {
        const key = await signIn();
        ok(await as(key).reportSavings({ model: 'gpt-4o', estimated_tokens_saved: { input: 1000, output: 0 } }));
        const res = modelReport(await as(key).reportMySavings({ model: 'house-model', estimated_tokens_saved: { input: 1, output: 1 } }));
        expect(res.totals?.model_reports).to.deep.equal({ count: 2, input_tokens_saved: 1001, output_tokens_saved: 1, estimated_usd: '0.0025', unpriced: 1 });
        expect(res.totals?.comparisons.count).to.equal(0);
        problem(await s.sdk.reportMySavings({ model: 'gpt-4o' }), 401, 'unauthorized');
      });
      it('400 for any body outside the rules', async () => {
        // raw: bodies the SDK's types refuse
        for (const body of [
          {}, { model: '' }, { model: 'm'.repeat(101) }, { model: 'gpt-4o', provider: 'p'.repeat(41) }, { model: 'gpt-4o', extra: 1 },
          { model: 'gpt-4o', execution_ref: 'not-a-uuid' }, { model: 'gpt-4o', estimated_tokens_saved: { input: 1 } },
          { model: 'gpt-4o', estimated_tokens_saved: { input: 1, output: 10_000_001 } }, { model: 'gpt-4o', estimated_tokens_saved: { input: -1, output: 0 } },
          { model: 'gpt-4o', estimated_tokens_saved: { input: 1, output: 1, cached: 1 } },
          { ...comparison(), whole_task: false }, { ...comparison(), baseline: { input: 1, cached_input: 1 } }, { ...comparison(), actual: { ...usage(1, 1, 1), extra: 1 } },
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
        const ref = await execute(key);
        const body = comparison({ execution_ref: ref, whole_task: true });
        const res = receipt(await as(key).reportMySavings(body));
        expect(res).to.deep.include({
          kind: 'comparison', status: 'recorded', verified: false, reported_by: 'client', model: 'gpt-4o', task_id: 'task-1',
          baseline_id: 'no-tools', execution_ref: ref, whole_task: true, saved: { input: 6000, cached_input: 1000, output: 2000 },
          estimated_usd: '0.03625', // 6000 x 2.50 + 1000 x 1.25 + 2000 x 10.00, per million
        });
        expect(res.totals?.comparisons).to.deep.include({ count: 1, input_tokens_saved: 6000, estimated_usd: '0.03625' });
        expect(res.totals?.verified_comparisons.count).to.equal(0);
        const again = receipt(await as(key).reportSavings({ ...body, model: 'GPT-4o' }));
        expect(again.comparison_id).to.equal(res.comparison_id);
        problem(await as(key).reportMySavings(comparison({ execution_ref: ref, whole_task: true, actual: usage(1, 1, 1) })), 409, 'comparison_conflict');
        problem(await as(key).reportMySavings(comparison({ execution_ref: await execute(key) })), 409, 'comparison_conflict'); // same task, another execution
        problem(await as(key).reportMySavings(comparison({ execution_ref: ref, task_id: 'task-2', whole_task: true })), 409, 'comparison_conflict'); // same execution, another task
        expect(await s.services.db('savings_comparisons').select()).to.have.length(1);
      });
      it('concurrent identical comparisons store one row', async () => {
        const key = await signIn();
        const ref = await execute(key);
        const answers = await Promise.all(Array.from({ length: 6 }, () => as(key).reportMySavings(comparison({ execution_ref: ref }))));
        expect(new Set(answers.map((a) => receipt(a).comparison_id)).size).to.equal(1);
      });
      it('404 for an execution the caller cannot use: another account, anonymous vs keyed, older than 24 h, failed, unknown', async () => {
        const a = await signIn('a@example.com');
        const b = await signIn('b@example.com');
        const aRef = await execute(a);
        const anonRef = await execute();
        const failed = await postJson(s.baseUrl, ADLER, { nope: 1 }, bearer(a)); // raw: an input the SDK's types refuse
        for (const [ref, key] of [
          [aRef, b], [aRef, undefined], [anonRef, a], [failed.headers.get('x-execution-ref')!, a], ['0b8f6c57-6a43-4ad4-8f5d-1c1d2f0c9a1e', a],
        ] as const) {
          problem(await as(key).reportSavings(comparison({ execution_ref: ref })), 404, 'execution_not_usable');
        }
        // Model reports naming an execution obey the same rule.
        problem(await as(b).reportSavings({ model: 'gpt-4o', execution_ref: aRef }), 404, 'execution_not_usable');
        // Anonymous callers may use anonymous executions of the last 24 hours.
        ok(await s.sdk.reportSavings(comparison({ execution_ref: anonRef })));
        const oldRef = await execute(undefined, 'old');
        clock.t += DAY + 1;
        problem(await s.sdk.reportSavings(comparison({ execution_ref: oldRef, task_id: 'late' })), 404, 'execution_not_usable');
      });
      it('GET /v1/savings counts only verified comparisons of everyone; null means unmeasured', async () => {
        const empty = ok(await s.sdk.communitySavings());
        expect(empty.verified).to.deep.equal({ count: 0, input_tokens_saved: null, cached_input_tokens_saved: null, output_tokens_saved: null, estimated_usd: null, unpriced: 0 });
        const key = await signIn();
        const one = receipt(await as(key).reportMySavings(comparison()));
        const two = receipt(await s.sdk.reportSavings(comparison({ model: 'claude-3-5-sonnet-20241022', task_id: 'task-2' })));
        receipt(await s.sdk.reportSavings(comparison({ model: 'house-model', task_id: 'task-3' })));
        const unpriced = await s.services.db('savings_comparisons').where({ model: 'house-model' }).first('id');
        expect(ok(await s.sdk.communitySavings()).verified.count).to.equal(0);
        for (const id of [one.comparison_id, two.comparison_id, unpriced.id]) expect(await verifyComparison(s.services.db, id, clock.t)).to.equal(true);
        const totals = ok(await s.sdk.communitySavings()).verified;
        // gpt-4o 0.03625 + claude-3-5-sonnet (6000 x 3 + 1000 x 0.30 + 2000 x 15) / 1e6 = 0.0483
        expect(totals).to.deep.equal({ count: 3, input_tokens_saved: 18000, cached_input_tokens_saved: 3000, output_tokens_saved: 6000, estimated_usd: '0.08455', unpriced: 1 });
        expect(ok(await s.sdk.stats()).verified_savings).to.deep.equal(totals);
      });
    });

    describe('GET /v1/me/savings', () => {
      it('account totals by model, a normalized model filter, and detail=1 with the latest 20 executions', async () => {
        const key = await signIn();
        const refs: string[] = [];
        for (let i = 0; i < 22; i++) refs.push(await execute(key, `t${i}`));
        receipt(await as(key).reportMySavings(comparison({ execution_ref: refs[21] })));
        modelReport(await as(key).reportMySavings({ model: 'claude-3-5-haiku', execution_ref: refs[20], estimated_tokens_saved: { input: 100, output: 10 } }));
        receipt(await as(key).reportMySavings(comparison({ model: 'gpt-4o', task_id: 'other', execution_ref: refs[0] })));
        const other = await signIn('other@example.com');
        receipt(await as(other).reportMySavings(comparison()));

        const all = ok(await as(key).mySavings());
        expect(all.model).to.equal(null);
        expect(all.totals.comparisons).to.deep.include({ count: 2, input_tokens_saved: 12000 });
        expect(all.totals.model_reports).to.deep.include({ count: 1, input_tokens_saved: 100, estimated_usd: '0.00012' });
        expect(all.by_model.map((m) => m.model)).to.deep.equal(['claude-3-5-haiku', 'gpt-4o']);
        expect(all).to.not.have.property('executions');

        const filtered = ok(await as(key).mySavings({ model: 'OpenAI/GPT-4o-2024-08-06', detail: '1' }));
        expect(filtered.model).to.equal('gpt-4o');
        expect(filtered.totals.model_reports.count).to.equal(0);
        expect(filtered.executions!.map((e) => e.execution_ref)).to.deep.equal([refs[21], refs[0]]);

        const detail = ok(await as(key).mySavings({ detail: '1' }));
        expect(detail.executions).to.have.length(20);
        expect(detail.executions![0]).to.deep.include({ execution_ref: refs[21], tool: 'adler32', version: '1.0.0' });
        expect(detail.executions![0]!.savings).to.deep.equal({
          basis: 'measured', verified: false, model: 'gpt-4o', input_tokens: 6000, cached_input_tokens: 1000, output_tokens: 2000, estimated_usd: '0.03625',
        });
        expect(detail.executions![1]!.savings).to.deep.include({ basis: 'estimated', model: 'claude-3-5-haiku', input_tokens: 100, estimated_usd: '0.00012' });
        expect(detail.executions![2]!.savings).to.deep.equal({ basis: 'unmeasured', verified: false, model: null, input_tokens: null, cached_input_tokens: null, output_tokens: null, estimated_usd: null });

        for (const q of ['detail=2', 'detail=true', `model=${'m'.repeat(101)}`, 'model=']) {
          const bad = await get(s, `/v1/me/savings?${q}`, bearer(key)); // raw: query values the SDK's types refuse
          expect(bad.status, q).to.equal(400);
        }
        problem(await s.sdk.mySavings(), 401, 'unauthorized');
      });
    });

    describe('Prefer: return=savings on execute', () => {
      it("unmeasured until the caller reports; then the caller's own average for that tool", async () => {
        const key = await signIn();
        const before = await as(key).execute('adler32', '1.0.0', { text: 'x' }, { savings: true });
        expect(ok(before).savings).to.deep.equal({ input_tokens: null, output_tokens: null, estimated_usd: null, basis: 'unmeasured' });
        expect(before.response.headers.get('preference-applied')).to.equal('return=savings');
        receipt(await as(key).reportMySavings(comparison({ execution_ref: before.response.headers.get('x-execution-ref')! })));
        const ref2 = await execute(key);
        receipt(await as(key).reportMySavings(comparison({ task_id: 't2', execution_ref: ref2, actual: usage(10000, 2000, 2000) })));
        const after = ok(await as(key).execute('adler32', '1.0.0', { text: 'y' }, { savings: true }));
        // Two comparisons: input saved 6000 and 0, cached 1000 and 0, output 2000 and 1000.
        expect(after.savings).to.deep.equal({
          input_tokens: 3000, output_tokens: 1500, cached_input_tokens: 500, estimated_usd: '0.023125', basis: 'estimated',
          source: 'caller_comparisons', samples: 2, reported_by: 'client',
        });
        // Another tool, and another caller, are still unmeasured.
        const otherTool = ok(await as(key).execute('array-integer-sum', '1.0.0', { values: ['1', '2'] }, { savings: true }));
        expect(otherTool.savings?.basis).to.equal('unmeasured');
        const anon = ok(await s.sdk.execute('adler32', '1.0.0', { text: 'y' }, { savings: true }));
        expect(anon.savings?.basis).to.equal('unmeasured');
        // Without the preference there is no savings object.
        expect(ok(await as(key).execute('adler32', '1.0.0', { text: 'y' }))).to.not.have.property('savings');
      });
      it('model reports naming executions of the tool give an estimate when no comparison exists', async () => {
        const ref = await execute();
        modelReport(await s.sdk.reportSavings({ model: 'gpt-4o-mini', execution_ref: ref, estimated_tokens_saved: { input: 1000, output: 100 } }));
        const res = ok(await s.sdk.execute('adler32', '1.0.0', { text: 'z' }, { savings: true }));
        expect(res.savings).to.deep.equal({
          input_tokens: 1000, output_tokens: 100, estimated_usd: '0.00021', basis: 'estimated', source: 'caller_model_reports', samples: 1, reported_by: 'client',
        });
      });
    });

    it('429 past QUOTA_SAVINGS_REPORTS_PER_DAY per caller', async () => {
      await s.close();
      s = await startServer({ database, serviceOptions: { clock }, quotas: quotasOn({ savingsReportsPerDay: 2 }) });
      for (let i = 0; i < 2; i++) modelReport(await s.sdk.reportSavings({ model: 'gpt-4o' }));
      expect(problem(await s.sdk.reportSavings({ model: 'gpt-4o' }), 429, 'rate_limited').retry_after).to.equal(12 * 3600);
      expect(await s.services.db('savings_reports').select()).to.have.length(2);
    });
  });
}
