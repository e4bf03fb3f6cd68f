// make bench: executing adler32 over HTTP vs a bare Koa JSON server in the same run, through the
// worker pool vs in-thread (bench/execution-server.mjs), start-up time and memory after start-up.
// Prints a Markdown table for README. Never part of make test.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const root = new URL('..', import.meta.url).pathname;

type Started = { child: ChildProcess; port: number; ms: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a server and waits until it answers HTTP (whatever its log level), timing from spawn. */
async function start(args: string[], env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const t0 = process.hrtime.bigint();
  // stdout is ignored rather than piped: a pipe that fills would block the child's log writes.
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} exited before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status > 0, () => false);
    if (ok) return { child, port, ms: Number(process.hrtime.bigint() - t0) / 1e6 };
    await new Promise((r) => setTimeout(r, 2));
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function load(port: number, path: string, body: string, headers: Record<string, string> = {}): Promise<{ rps: number; p99: number; errors: number }> {
  const opts = { url: `http://127.0.0.1:${port}${path}`, method: 'POST' as const, body, headers: { 'content-type': 'application/json', ...headers }, connections: CONNECTIONS };
  await autocannon({ ...opts, duration: 1 }); // warm-up: JIT, first-call tool loading
  const r = await autocannon({ ...opts, duration: DURATION_S });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function stop(s: Started): Promise<void> {
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const service = ['dist/runtime/server.js'];
const body = JSON.stringify({ text: 'Wikipedia' });
const EXECUTE = '/v1/tools/adler32/versions/1.0.0/execute';
const dataDir = mkdtempSync(join(tmpdir(), 'dts-bench-'));
// Quotas off as DESIGN.md says for benchmarks; a fresh SQLite file so earlier runs weigh nothing.
const serviceEnv = { QUOTAS: 'off', DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}` };

const bare = await start(['bench/bare-koa-server.mjs']);
const bareLoad = await load(bare.port, '/', body);
await stop(bare);

const svc = await start(service, { ...serviceEnv, LOG_LEVEL: 'info' });
const svcLoad = await load(svc.port, EXECUTE, body);
const signIn = await fetch(`http://127.0.0.1:${svc.port}/v1/accounts/email`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com', consent: true }),
});
const { api_key: apiKey } = (await signIn.json()) as { api_key: string };
const keyedLoad = await load(svc.port, EXECUTE, body, { Authorization: `Bearer ${apiKey}` });
const batchBody = JSON.stringify({ operations: Array.from({ length: 20 }, (_, i) => ({ id: 'adler32', version: '1.0.0', input: { text: `Wikipedia ${i}` } })) });
const batchLoad = await load(svc.port, '/v1/execute-batch', batchBody);
await stop(svc);

const quiet = await start(service, { ...serviceEnv, LOG_LEVEL: 'warn' });
const quietLoad = await load(quiet.port, EXECUTE, body);
await stop(quiet);

// The worker pool's cost: the service with every tool in the pool against the same service with
// every tool inline on the event loop, whatever the contracts say (bench/execution-server.mjs). Both
// run side by side, each on its own SQLite file, and are loaded in turns, so a busy machine weighs on
// both alike; the ratio is the median of the rounds.
const POOL_ROUNDS = 3;
const executionServer = (execution: string) => start(['bench/execution-server.mjs'], { ...serviceEnv, BENCH_EXECUTION: execution, DATABASE_URL: `sqlite:${join(dataDir, `${execution}.sqlite`)}`, LOG_LEVEL: 'info' });
const pooled = await executionServer('worker');
const inline = await executionServer('inline');
const rounds: { pool: Awaited<ReturnType<typeof load>>; inline: Awaited<ReturnType<typeof load>> }[] = [];
for (let i = 0; i < POOL_ROUNDS; i++) rounds.push({ pool: await load(pooled.port, EXECUTE, body), inline: await load(inline.port, EXECUTE, body) });
const batchRound = { pool: await load(pooled.port, '/v1/execute-batch', batchBody), inline: await load(inline.port, '/v1/execute-batch', batchBody) };
await stop(pooled);
await stop(inline);
const poolRatios = rounds.map((r) => r.pool.rps / r.inline.rps);

// One call at a time, in this process (dist/ modules): what a round trip to a worker adds to a call.
async function sequentialMicros(): Promise<{ pool: number; inline: number }> {
  const { ToolPool } = (await import(join(root, 'dist/runtime/execution/tool-pool.js'))) as typeof import('../runtime/execution/tool-pool.js');
  const { loadCatalog } = (await import(join(root, 'dist/runtime/execution/catalog.js'))) as typeof import('../runtime/execution/catalog.js');
  const { executeTool } = (await import(join(root, 'dist/runtime/execution/execute-tool.js'))) as typeof import('../runtime/execution/execute-tool.js');
  const catalog = loadCatalog();
  const module = await catalog.load(catalog.get('adler32', '1.0.0')!);
  const pool = new ToolPool({ size: 1, timeLimitMs: 2000, queueMax: 1 });
  const input = { text: 'Wikipedia' };
  const calls = 20_000;
  for (let i = 0; i < 2000; i++) await pool.run('adler32@1.0.0', input); // warm-up
  let t0 = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) await pool.run('adler32@1.0.0', input);
  const poolUs = Number(process.hrtime.bigint() - t0) / 1000 / calls;
  t0 = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) JSON.stringify(executeTool('adler32@1.0.0', module, input));
  const inlineUs = Number(process.hrtime.bigint() - t0) / 1000 / calls;
  await pool.close();
  return { pool: poolUs, inline: inlineUs };
}
const sequential = await sequentialMicros();

const startups: number[] = [];
const rss: number[] = [];
for (let i = 0; i < 5; i++) {
  const s = await start(service, { ...serviceEnv, LOG_LEVEL: 'info' });
  startups.push(s.ms);
  await new Promise((r) => setTimeout(r, 200));
  rss.push(rssMb(s.child.pid!));
  await stop(s);
}
const nodeOnly: number[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = process.hrtime.bigint();
  await new Promise((r) => spawn(process.execPath, ['-e', '0']).once('exit', r));
  nodeOnly.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
rmSync(dataDir, { recursive: true, force: true });

const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
const rps = (x: { rps: number; p99: number }) => `${Math.round(x.rps)} req/s (p99 ${x.p99} ms)`;
console.log(`\n| measure (${CONNECTIONS} connections, ${DURATION_S} s each, same run) | value | target |`);
console.log('|---|---|---|');
console.log(`| bare Koa JSON server | ${rps(bareLoad)} | baseline |`);
console.log(`| adler32 execute, anonymous, access log on | ${rps(svcLoad)} = ${pct(svcLoad.rps, bareLoad.rps)} of bare | >= 75%, p99 < 5 ms |`);
console.log(`| adler32 execute, with a key, access log on | ${rps(keyedLoad)} = ${pct(keyedLoad.rps, svcLoad.rps)} of anonymous | within 15% |`);
console.log(`| batch of 20 adler32 operations | ${Math.round(batchLoad.rps * 20)} operations/s (${rps(batchLoad)}) = ${(batchLoad.rps * 20 / svcLoad.rps).toFixed(1)}x single executes | >= 5x |`);
console.log(`| adler32 execute, anonymous, LOG_LEVEL=warn | ${rps(quietLoad)} = ${pct(quietLoad.rps, bareLoad.rps)} of bare | |`);
const roundsText = rounds.map((r) => `${Math.round(r.pool.rps)} / ${Math.round(r.inline.rps)}`).join(', ');
console.log(`| adler32 execute, every tool in the worker pool / every tool inline, ${POOL_ROUNDS} rounds in turns | ${Math.round(median(poolRatios) * 100)}% (median; req/s ${roundsText}; p99 ${median(rounds.map((r) => r.pool.p99))} ms vs ${median(rounds.map((r) => r.inline.p99))} ms) | |`);
console.log(`| one adler32 call at a time, in-process: through the pool / in-thread | ${sequential.pool.toFixed(0)} µs / ${sequential.inline.toFixed(1)} µs per call | |`);
console.log(`| batch of 20 adler32 through the pool / in-thread | ${pct(batchRound.pool.rps, batchRound.inline.rps)} (${Math.round(batchRound.pool.rps * 20)} / ${Math.round(batchRound.inline.rps * 20)} operations/s) | |`);
console.log(`| start-up to answering HTTP, migrations included (median of 5) | ${Math.round(median(startups))} ms (node alone: ${Math.round(median(nodeOnly))} ms) | < 400 ms |`);
console.log(`| RSS after start-up (median of 5) | ${median(rss).toFixed(1)} MB | < 150 MB |`);
console.log(`| errors or non-2xx during load | ${bareLoad.errors + svcLoad.errors + keyedLoad.errors + batchLoad.errors + quietLoad.errors + rounds.reduce((n, r) => n + r.pool.errors + r.inline.errors, 0) + batchRound.pool.errors + batchRound.inline.errors} | 0 |`);
