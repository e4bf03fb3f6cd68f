// Savings reports and totals (SPEC.md, Savings). A model report is valued at the dated list price
// of contracts/prices; a measured comparison is stored apart and stays client-reported until
// verified. Only verified comparisons reach the public totals.
import type { Context } from 'koa';
import type { components } from '../../generated/sdk.js';
import { ApiError, type FieldFault } from '../core/errors.js';
import { iso } from '../core/clock.js';
import { dailyLimited, type Caller } from '../core/middleware/caller.js';
import { sharedCacheable } from '../core/http-cache.js';
import type { Handlers } from '../core/routing.js';
import { bodyHash, ownerOf } from '../core/idempotency.js';
import { insertComparison, insertReport, latestExecutionSavings, usableExecution, type Usage } from './store.js';
import { format } from './money.js';
import { normalizeModel, priceBody, priceTable, valueOf } from './prices.js';
import { communityTotals, personalSavings, personalTotals } from './totals.js';
import { forgetExecutionSavings } from './execution-savings.js';
import { refuseLoneSurrogates } from '../core/lone-surrogates.js';
import type { FeatureDeps } from '../execution/services.js';

type Report = components['schemas']['SavingsReport'];

const COMPARISON_REQUIRED = ['task_id', 'baseline_id', 'baseline', 'actual'] as const;
const COMPARISON_FIELDS = [...COMPARISON_REQUIRED, 'whole_task'] as const;

/** A comparison needs task_id, baseline_id, baseline and actual together, and no estimated_tokens_saved. */
function comparisonFaults(input: Report): FieldFault[] | null {
  if (!COMPARISON_FIELDS.some((f) => input[f] !== undefined)) return null;
  const faults: FieldFault[] = COMPARISON_REQUIRED.filter((f) => input[f] === undefined)
    .map((f) => ({ pointer: `/${f}`, message: 'a measured comparison needs task_id, baseline_id, baseline and actual' }));
  if (input.estimated_tokens_saved !== undefined) faults.push({ pointer: '/estimated_tokens_saved', message: 'belongs to a model report, not to a measured comparison' });
  return faults;
}

const minus = (a: Usage, b: Usage): Usage => ({ input: a.input - b.input, cached_input: a.cached_input - b.cached_input, output: a.output - b.output });

type SavingsHandlers = Pick<Handlers, 'report_savings' | 'report_my_savings' | 'get_community_savings' | 'get_my_savings'>;

export function savingsHandlers({ config, services }: FeatureDeps): SavingsHandlers {
  const { db, clock } = services;

  const report = async (ctx: Context, input: Report, caller: Caller) => {
    refuseLoneSurrogates(input);
    const faults = comparisonFaults(input);
    if (faults?.length) throw new ApiError('invalid_request', 'a report is either a model report or a complete measured comparison', faults);
    if (config.quotas.enabled) {
      const verdict = await services.daily.take(`savings_reports:${caller.client}`, config.quotas.savingsReportsPerDay);
      if (!verdict.ok) throw dailyLimited('savings-report', config.quotas.savingsReportsPerDay, verdict.retryAfter);
    }
    const now = clock.now();
    const accountId = caller.key?.accountId ?? null;
    let execution = null;
    if (input.execution_ref !== undefined) {
      await services.recorder.flush(); // executions are recorded behind the response
      execution = await usableExecution(db, input.execution_ref, accountId, now);
      if (!execution) {
        throw new ApiError('execution_not_usable', 'no execution with this execution_ref can be used by this caller', [{ pointer: '/execution_ref', message: 'not a successful execution of this caller' }]);
      }
    }
    const model = normalizeModel(input.model);
    const price = priceTable().byName.get(model) ?? null;
    const common = {
      owner: ownerOf(caller), account_id: accountId, model_given: input.model, model, provider: input.provider ?? null,
      execution_ref: input.execution_ref ?? null, tool_id: execution?.tool_id ?? null, tool_version: execution?.tool_version ?? null,
    };
    let answer: Record<string, unknown>;
    if (faults) {
      const baseline = input.baseline!;
      const actual = input.actual!;
      const stored = await insertComparison(db, {
        ...common, body_sha256: bodyHash({ ...input, model }), task_id: input.task_id!, baseline_id: input.baseline_id!,
        whole_task: input.whole_task === true, baseline, actual,
      }, now);
      if (stored === 'conflict') {
        throw new ApiError('comparison_conflict', 'a different comparison was already reported for this execution, or for this task_id and baseline_id');
      }
      const saved = minus(baseline, actual);
      answer = {
        kind: 'comparison', comparison_id: stored.id, status: 'recorded', verified: stored.verified, reported_by: 'client', model,
        task_id: input.task_id, baseline_id: input.baseline_id, execution_ref: common.execution_ref, whole_task: input.whole_task === true,
        saved, estimated_usd: price ? format(valueOf(price, saved)) : null,
      };
    } else {
      const estimate = input.estimated_tokens_saved ?? null;
      const id = await insertReport(db, { ...common, input_saved: estimate?.input ?? null, output_saved: estimate?.output ?? null }, now);
      answer = {
        kind: 'model_report', report_id: id, model: { given: input.model, normalized: model, priced: price !== null },
        provider: common.provider, execution_ref: common.execution_ref, estimated_tokens_saved: estimate,
        estimate: {
          usd: price && estimate ? format(valueOf(price, estimate)) : null, basis: 'estimated', reported_by: 'client',
          price: price ? priceBody(price) : null,
        },
      };
    }
    forgetExecutionSavings(db);
    if (accountId) answer.totals = await personalTotals(db, accountId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  };

  return {
    report_savings: (ctx, { body, caller }) => report(ctx, body, caller),
    report_my_savings: (ctx, { body, caller }) => report(ctx, body, caller),

    get_community_savings: async (ctx) => {
      sharedCacheable(ctx, 60);
      ctx.body = { verified: await communityTotals(db), as_of: iso(clock.now()) };
    },

    get_my_savings: async (ctx, { caller, query: { model: rawModel, detail } }) => {
      const model = rawModel === undefined ? null : normalizeModel(rawModel);
      const accountId = caller.key.accountId;
      const mine = await personalSavings(db, accountId, model);
      const answer: Record<string, unknown> = { model, totals: mine.totals, by_model: mine.by_model };
      if (detail === '1') {
        await services.recorder.flush();
        answer.executions = (await latestExecutionSavings(db, accountId, model)).map((e) => {
          const c = e.comparison;
          const r = e.report;
          const p = priceTable().byName.get(c?.model ?? r?.model ?? '') ?? null;
          let savings;
          if (c) {
            savings = {
              basis: 'measured', verified: c.verified, model: c.model, input_tokens: c.input, cached_input_tokens: c.cached_input,
              output_tokens: c.output, estimated_usd: p ? format(valueOf(p, c)) : null,
            };
          } else if (r && r.input !== null && r.output !== null) {
            savings = {
              basis: 'estimated', verified: false, model: r.model, input_tokens: r.input, cached_input_tokens: null,
              output_tokens: r.output, estimated_usd: p ? format(valueOf(p, { input: r.input, output: r.output })) : null,
            };
          } else {
            savings = { basis: 'unmeasured', verified: false, model: r?.model ?? null, input_tokens: null, cached_input_tokens: null, output_tokens: null, estimated_usd: null };
          }
          return { execution_ref: e.execution_ref, tool: e.tool, version: e.version, at: iso(e.at), savings };
        });
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer;
    },
  };
}
