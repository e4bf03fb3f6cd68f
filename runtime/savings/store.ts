// Savings: model reports (client estimates) and measured comparisons (baseline vs actual token
// usage), kept apart. Comparisons are client-reported until an operator verifies them.
import { randomUUID } from 'node:crypto';
import type { Db } from '../core/store/db.js';

const num = (v: unknown): number => (v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : (v as number));
const int = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(typeof v === 'number' ? Math.trunc(v) : String(v).split('.')[0]!));

export const DAY_MS = 86_400_000;

export type UsableExecution = { tool_id: string; tool_version: string };

/**
 * Whether a caller may name an execution in a savings report: with a key, a successful execution
 * of the same account; without one, a successful anonymous execution recorded in the last 24 hours.
 */
export async function usableExecution(db: Db, ref: string, accountId: string | null, now: number): Promise<UsableExecution | null> {
  const q = db('executions').where({ execution_ref: ref, status: 200 });
  if (accountId) q.andWhere({ account_id: accountId });
  else q.whereNull('account_id').andWhere('created_at', '>=', now - DAY_MS);
  const row = await q.first('tool_id', 'tool_version');
  return row ? { tool_id: row.tool_id, tool_version: row.tool_version } : null;
}

export type ReportRow = {
  owner: string; account_id: string | null; model_given: string; model: string; provider: string | null;
  execution_ref: string | null; tool_id: string | null; tool_version: string | null;
  input_saved: number | null; output_saved: number | null;
};

export async function insertReport(db: Db, row: ReportRow, now: number): Promise<string> {
  const id = randomUUID();
  await db('savings_reports').insert({ id, ...row, created_at: now });
  return id;
}

export type Usage = { input: number; cached_input: number; output: number };

export type ComparisonRow = {
  owner: string; account_id: string | null; body_sha256: string; model_given: string; model: string; provider: string | null;
  task_id: string; baseline_id: string; execution_ref: string | null; tool_id: string | null; tool_version: string | null;
  whole_task: boolean; baseline: Usage; actual: Usage;
};

export type StoredComparison = { id: string; verified: boolean; replay: boolean };

/**
 * Stores a comparison unless one exists for the same execution or the same (owner, task_id,
 * baseline_id): the unique constraints decide atomically. The identical comparison again is a
 * replay (same id); anything else that collides is 'conflict'.
 */
export async function insertComparison(db: Db, row: ComparisonRow, now: number): Promise<StoredComparison | 'conflict'> {
  const id = randomUUID();
  const { baseline, actual, ...rest } = row;
  await db('savings_comparisons').insert({
    id, ...rest, baseline_input: baseline.input, baseline_cached_input: baseline.cached_input, baseline_output: baseline.output,
    actual_input: actual.input, actual_cached_input: actual.cached_input, actual_output: actual.output,
    verified: false, verified_at: null, created_at: now,
  }).onConflict().ignore();
  const q = db('savings_comparisons').where({ owner: row.owner, task_id: row.task_id, baseline_id: row.baseline_id });
  if (row.execution_ref) q.orWhere({ execution_ref: row.execution_ref });
  const hits = await q.select('id', 'owner', 'body_sha256', 'verified');
  if (hits.some((h) => h.id === id)) return { id, verified: false, replay: false };
  if (hits.length === 1 && hits[0].owner === row.owner && hits[0].body_sha256 === row.body_sha256) {
    return { id: hits[0].id, verified: Boolean(hits[0].verified), replay: true };
  }
  return 'conflict';
}

/** An operator's verification of a comparison (only verified comparisons count in public totals). */
export async function verifyComparison(db: Db, id: string, now: number): Promise<boolean> {
  return (await db('savings_comparisons').where({ id, verified: false }).update({ verified: true, verified_at: now })) === 1;
}

/** Per-model sums of comparisons: token deltas (baseline minus actual) and counts. */
export type ComparisonSums = { model: string; count: number; input: bigint; cached_input: bigint; output: bigint };
export type ReportSums = { model: string; count: number; estimated: number; input: bigint; output: bigint };

type Filter = { accountId?: string; owner?: string; model?: string; verified?: boolean; toolId?: string };

function applyFilter(q: ReturnType<Db>, f: Filter): void {
  if (f.accountId !== undefined) q.where('account_id', f.accountId);
  if (f.owner !== undefined) q.where('owner', f.owner);
  if (f.model !== undefined) q.where('model', f.model);
  if (f.verified !== undefined) q.where('verified', f.verified);
  if (f.toolId !== undefined) q.where('tool_id', f.toolId);
}

export async function comparisonSums(db: Db, f: Filter): Promise<ComparisonSums[]> {
  const q = db('savings_comparisons').select('model')
    .count({ n: '*' })
    .sum({ di: db.raw('baseline_input - actual_input') })
    .sum({ dc: db.raw('baseline_cached_input - actual_cached_input') })
    .sum({ dout: db.raw('baseline_output - actual_output') })
    .groupBy('model').orderBy('model');
  applyFilter(q, f);
  return (await q).map((r: Record<string, unknown>) => ({ model: r.model as string, count: num(r.n), input: int(r.di), cached_input: int(r.dc), output: int(r.dout) }));
}

export async function reportSums(db: Db, f: Filter): Promise<ReportSums[]> {
  const q = db('savings_reports').select('model').count({ n: '*' }).count({ e: 'input_saved' })
    .sum({ si: 'input_saved' }).sum({ so: 'output_saved' }).groupBy('model').orderBy('model');
  applyFilter(q, f);
  return (await q).map((r: Record<string, unknown>) => ({ model: r.model as string, count: num(r.n), estimated: num(r.e), input: int(r.si), output: int(r.so) }));
}

export type ExecutionSavingsRow = {
  execution_ref: string; tool: string; version: string; at: number;
  comparison: { model: string; verified: boolean; input: number; cached_input: number; output: number } | null;
  report: { model: string; input: number | null; output: number | null } | null;
};

/** The account's latest executions (newest first), each with its comparison or latest model report. */
export async function latestExecutionSavings(db: Db, accountId: string, model: string | null, limit = 20): Promise<ExecutionSavingsRow[]> {
  const q = db('executions').where({ account_id: accountId }).orderBy('seq', 'desc').limit(limit).select('execution_ref', 'tool_id', 'tool_version', 'created_at');
  if (model !== null) {
    q.where((w) => w.whereIn('execution_ref', db('savings_comparisons').select('execution_ref').where({ account_id: accountId, model }).whereNotNull('execution_ref'))
      .orWhereIn('execution_ref', db('savings_reports').select('execution_ref').where({ account_id: accountId, model }).whereNotNull('execution_ref')));
  }
  const execs = await q;
  const refs = execs.map((e) => e.execution_ref as string);
  const comparisons = refs.length ? await db('savings_comparisons').whereIn('execution_ref', refs).where({ account_id: accountId }) : [];
  const reports = refs.length ? await db('savings_reports').whereIn('execution_ref', refs).where({ account_id: accountId }).orderBy('seq') : [];
  const byRef = new Map(comparisons.map((c) => [c.execution_ref as string, c]));
  const reportByRef = new Map(reports.map((r) => [r.execution_ref as string, r])); // later rows win: the latest report
  return execs.map((e) => {
    const c = byRef.get(e.execution_ref);
    const r = reportByRef.get(e.execution_ref);
    return {
      execution_ref: e.execution_ref, tool: e.tool_id, version: e.tool_version, at: num(e.created_at),
      comparison: c ? {
        model: c.model, verified: Boolean(c.verified), input: num(c.baseline_input) - num(c.actual_input),
        cached_input: num(c.baseline_cached_input) - num(c.actual_cached_input), output: num(c.baseline_output) - num(c.actual_output),
      } : null,
      report: r ? { model: r.model, input: r.input_saved === null ? null : num(r.input_saved), output: r.output_saved === null ? null : num(r.output_saved) } : null,
    };
  });
}
