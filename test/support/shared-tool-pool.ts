// One tool pool for every test server that keeps the test defaults of TOOL_WORKERS,
// TOOL_TIME_LIMIT_MS and TOOL_QUEUE_MAX: its workers start (and load tool modules) once per mocha
// run, not once per test file. Closed by the root hook in test/support/root-hooks.ts.
import { testConfig, type Config } from '../../runtime/core/config.js';
import { ToolPool } from '../../runtime/execution/tool-pool.js';

let shared: ToolPool | undefined;

/** The shared pool when `config` asks for the test defaults; undefined otherwise (the server makes and closes its own). */
export function sharedToolPool(config: Config): ToolPool | undefined {
  const defaults = testConfig();
  if (config.toolWorkers !== defaults.toolWorkers || config.toolTimeLimitMs !== defaults.toolTimeLimitMs || config.toolQueueMax !== defaults.toolQueueMax) return undefined;
  shared ??= new ToolPool({ size: config.toolWorkers, timeLimitMs: config.toolTimeLimitMs, queueMax: config.toolQueueMax });
  return shared;
}

export async function closeSharedToolPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
