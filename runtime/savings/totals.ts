// Savings totals as the API shows them: token sums (null when nothing is measured) and their value
// at the dated list prices, as exact decimal strings. Values are computed per model from the sums,
// so no rounding happens before the last digit.
import type { Db } from '../core/store/db.js';
import { comparisonSums, reportSums, type ComparisonSums, type ReportSums } from './store.js';
import { add, divide, format, ZERO, type Decimal } from './money.js';
import { priceTable, valueOf } from './prices.js';

export type SavingsTotals = {
  count: number;
  input_tokens_saved: number | null;
  cached_input_tokens_saved: number | null;
  output_tokens_saved: number | null;
  estimated_usd: string | null;
  unpriced: number;
};

export type ReportTotals = { count: number; input_tokens_saved: number | null; output_tokens_saved: number | null; estimated_usd: string | null; unpriced: number };

export type PersonalTotals = { model_reports: ReportTotals; comparisons: SavingsTotals; verified_comparisons: SavingsTotals };

const price = (model: string) => priceTable().byName.get(model) ?? null;

export function comparisonTotals(rows: ComparisonSums[]): SavingsTotals {
  let count = 0;
  let unpriced = 0;
  let input = 0n;
  let cached = 0n;
  let output = 0n;
  let usd: Decimal | null = null;
  for (const r of rows) {
    count += r.count;
    input += r.input;
    cached += r.cached_input;
    output += r.output;
    const p = price(r.model);
    if (p) usd = add(usd ?? ZERO, valueOf(p, { input: r.input, cached_input: r.cached_input, output: r.output }));
    else unpriced += r.count;
  }
  if (count === 0) return { count, input_tokens_saved: null, cached_input_tokens_saved: null, output_tokens_saved: null, estimated_usd: null, unpriced };
  return { count, input_tokens_saved: Number(input), cached_input_tokens_saved: Number(cached), output_tokens_saved: Number(output), estimated_usd: usd && format(usd), unpriced };
}

export function reportTotals(rows: ReportSums[]): ReportTotals {
  let count = 0;
  let estimated = 0;
  let unpriced = 0;
  let input = 0n;
  let output = 0n;
  let usd: Decimal | null = null;
  for (const r of rows) {
    count += r.count;
    estimated += r.estimated;
    input += r.input;
    output += r.output;
    if (!r.estimated) continue;
    const p = price(r.model);
    if (p) usd = add(usd ?? ZERO, valueOf(p, { input: r.input, output: r.output }));
    else unpriced += r.estimated;
  }
  if (estimated === 0) return { count, input_tokens_saved: null, output_tokens_saved: null, estimated_usd: null, unpriced };
  return { count, input_tokens_saved: Number(input), output_tokens_saved: Number(output), estimated_usd: usd && format(usd), unpriced };
}

/** Anonymous public totals: verified comparisons of everyone. */
export async function communityTotals(db: Db): Promise<SavingsTotals> {
  return comparisonTotals(await comparisonSums(db, { verified: true }));
}

export type MySavings = { totals: PersonalTotals; by_model: { model: string; totals: PersonalTotals }[] };

export async function personalSavings(db: Db, accountId: string, model: string | null): Promise<MySavings> {
  const f = model === null ? { accountId } : { accountId, model };
  const [reports, comparisons, verified] = await Promise.all([reportSums(db, f), comparisonSums(db, f), comparisonSums(db, { ...f, verified: true })]);
  const totalsOf = (keep: (m: string) => boolean): PersonalTotals => ({
    model_reports: reportTotals(reports.filter((r) => keep(r.model))),
    comparisons: comparisonTotals(comparisons.filter((c) => keep(c.model))),
    verified_comparisons: comparisonTotals(verified.filter((v) => keep(v.model))),
  });
  const models = [...new Set([...reports.map((r) => r.model), ...comparisons.map((c) => c.model)])].sort();
  return { totals: totalsOf(() => true), by_model: models.map((m) => ({ model: m, totals: totalsOf((x) => x === m) })) };
}

export async function personalTotals(db: Db, accountId: string): Promise<PersonalTotals> {
  return (await personalSavings(db, accountId, null)).totals;
}

/** The average of a caller's comparisons for one tool, for `Prefer: return=savings` on execute. */
export function averageOf(rows: ComparisonSums[]): { count: number; input: number; cached_input: number; output: number; usd: string | null } | null {
  const count = rows.reduce((n, r) => n + r.count, 0);
  if (!count) return null;
  const sum = rows.reduce((s, r) => ({ input: s.input + r.input, cached: s.cached + r.cached_input, output: s.output + r.output }), { input: 0n, cached: 0n, output: 0n });
  let usd: Decimal | null = ZERO;
  for (const r of rows) {
    const p = price(r.model);
    usd = p && usd ? add(usd, valueOf(p, { input: r.input, cached_input: r.cached_input, output: r.output })) : null;
  }
  const avg = (v: bigint) => Math.max(0, Math.round(Number(v) / count)); // a tool that cost more saved nothing
  const avgUsd = usd === null ? null : divide(usd, count, 6);
  return {
    count, input: avg(sum.input), cached_input: avg(sum.cached), output: avg(sum.output),
    usd: avgUsd === null ? null : avgUsd.units < 0n ? '0' : format(avgUsd),
  };
}
