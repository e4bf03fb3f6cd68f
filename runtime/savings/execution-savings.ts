// The `savings` object of an execute answered with `Prefer: return=savings`: the caller's own
// average for that tool (from its measured comparisons, else from its model reports that name an
// execution of the tool), labelled estimated and client-reported; unmeasured (nulls) otherwise.
// Read through a short in-process cache, so repeated executes cost no query.
import type { Db } from '../core/store/db.js';
import type { Caller } from '../core/middleware/caller.js';
import type { Logger } from '../core/logger.js';
import { comparisonSums, reportSums } from './store.js';
import { ownerOf } from '../core/idempotency.js';
import { averageOf } from './totals.js';
import { add, divide, format, ZERO, type Decimal } from './money.js';
import { priceTable, valueOf } from './prices.js';

export type ExecutionSavings = {
  input_tokens: number | null;
  output_tokens: number | null;
  estimated_usd: string | null;
  basis: 'unmeasured' | 'estimated' | 'measured';
  cached_input_tokens?: number | null;
  source?: 'caller_comparisons' | 'caller_model_reports';
  samples?: number;
  reported_by?: 'client';
};

export const UNMEASURED: ExecutionSavings = { input_tokens: null, output_tokens: null, estimated_usd: null, basis: 'unmeasured' };

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const caches = new WeakMap<Db, Map<string, { at: number; json: string }>>();

/** Called when this instance stores a report: the next execute sees it at once (other instances within TTL_MS). */
export function forgetExecutionSavings(db: Db): void {
  caches.get(db)?.clear();
}

async function compute(db: Db, owner: string, toolId: string): Promise<ExecutionSavings> {
  const avg = averageOf(await comparisonSums(db, { owner, toolId }));
  if (avg) {
    return {
      input_tokens: avg.input, output_tokens: avg.output, estimated_usd: avg.usd, basis: 'estimated',
      cached_input_tokens: avg.cached_input, source: 'caller_comparisons', samples: avg.count, reported_by: 'client',
    };
  }
  const reports = (await reportSums(db, { owner, toolId })).filter((r) => r.estimated > 0);
  const n = reports.reduce((s, r) => s + r.estimated, 0);
  if (!n) return UNMEASURED;
  let usd: Decimal | null = ZERO;
  let input = 0n;
  let output = 0n;
  for (const r of reports) {
    input += r.input;
    output += r.output;
    const p = priceTable().byName.get(r.model);
    usd = p && usd ? add(usd, valueOf(p, { input: r.input, output: r.output })) : null;
  }
  return {
    input_tokens: Math.round(Number(input) / n), output_tokens: Math.round(Number(output) / n),
    estimated_usd: usd === null ? null : format(divide(usd, n, 6)), basis: 'estimated',
    source: 'caller_model_reports', samples: n, reported_by: 'client',
  };
}

/** The savings JSON for one execute; never fails the execute (unmeasured when the database cannot say). */
export async function executionSavingsJson(db: Db, now: number, caller: Caller, toolId: string, log?: Logger): Promise<string> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${ownerOf(caller)}|${toolId}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.json;
  try {
    const json = JSON.stringify(await compute(db, ownerOf(caller), toolId));
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, { at: now, json });
    return json;
  } catch (err) {
    log?.warn({ err }, 'savings lookup failed; answering unmeasured');
    return JSON.stringify(UNMEASURED);
  }
}
