// make bench: executing adler32 over HTTP (loaded by wrk) vs a bare Koa JSON server in the same run, the floor the
// HTTP stack sets (GET /health) and the execution path without it (bench/execute-path-server.mjs),
// through the worker pool vs in-thread (bench/execution-server.mjs), start-up time and memory after start-up.
// Prints a Markdown table for README. Never part of make test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

if (spawnSync('wrk', ['--version']).error) {
  console.error('make bench loads the servers with wrk: install it (Debian: apt-get install wrk); the Makefile does when it can');
  process.exit(2);
}

const warmed = new Set<string>();
const luaDir = mkdtempSync(join(tmpdir(), 'dts-bench-lua-'));
let luaCount = 0;

/** A wrk script for one request shape (method, body, headers), written once per load. */
function luaScript(method: 'POST' | 'GET', body: string, headers: Record<string, string>): string {
  const lines = [`wrk.method = ${JSON.stringify(method)}`];
  if (method === 'POST') {
    lines.push(`wrk.body = ${JSON.stringify(body)}`, 'wrk.headers["Content-Type"] = "application/json"');
  }
  for (const [k, v] of Object.entries(headers)) lines.push(`wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`);
  const file = join(luaDir, `load-${luaCount++}.lua`);
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

function wrk(url: string, script: string, seconds: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))));
  });
}

/** The CPU time of a process, all its threads, in microseconds (utime + stime of /proc/<pid>/stat). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks: 100 a second on Linux
}

type Load = { rps: number; p99: number; errors: number; cpuUs: number };

/**
 * Loads one server with wrk (C, one thread, 32 connections): it costs a third of a core where
 * autocannon, whose JavaScript HTTP parser shares the two cores, cost two thirds and paid per
 * response header, so the load generator, not the server, set the figures (a bare server idled a
 * quarter of the time). `cpuUs` is the server's own CPU time per request, all threads.
 */
async function load(s: Started, path: string, body: string, headers: Record<string, string> = {}, method: 'POST' | 'GET' = 'POST'): Promise<Load> {
  const url = `http://127.0.0.1:${s.port}${path}`;
  const script = luaScript(method, body, headers);
  if (!warmed.has(url + method)) await wrk(url, script, 1); // warm-up: JIT, first-call tool loading
  warmed.add(url + method);
  const cpu0 = cpuMicros(s.child.pid!);
  const out = await wrk(url, script, DURATION_S);
  const cpu = cpuMicros(s.child.pid!) - cpu0;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out);
  if (!Number.isFinite(rps) || !p99) throw new Error(`unexpected wrk output: ${out}`);
  const p99ms = Number(p99[1]) * (p99[2] === 'us' ? 1e-3 : p99[2] === 's' ? 1e3 : 1);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0);
  return { rps, p99: Math.round(p99ms * 100) / 100, errors, cpuUs: cpu / (rps * DURATION_S) };
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

// The main figures: the bare server, the service (access log on, and LOG_LEVEL=warn) and the
// execution path without the stack around it (bench/execute-path-server.mjs) run side by side, each
// on its own SQLite file, and are loaded in turns for ROUNDS rounds; each ratio is taken within its
// round (so load from outside weighs on both sides alike) and the median round is reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const bare = await start(['bench/bare-koa-server.mjs']);
const svc = await start(service, { ...serviceEnv, LOG_LEVEL: 'info' });
const quiet = await start(service, { ...serviceEnv, DATABASE_URL: `sqlite:${join(dataDir, 'quiet.sqlite')}`, LOG_LEVEL: 'warn' });
const path = await start(['bench/execute-path-server.mjs'], { ...serviceEnv, DATABASE_URL: `sqlite:${join(dataDir, 'path.sqlite')}`, LOG_LEVEL: 'warn' });
const signIn = await fetch(`http://127.0.0.1:${svc.port}/v1/accounts/email`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com', consent: true }),
});
const { api_key: apiKey } = (await signIn.json()) as { api_key: string };
const batchBody = JSON.stringify({ operations: Array.from({ length: 20 }, (_, i) => ({ id: 'adler32', version: '1.0.0', input: { text: `Wikipedia ${i}` } })) });
const main: Record<'bare' | 'anon' | 'keyed' | 'batch' | 'quiet' | 'health' | 'path', Load>[] = [];
for (let i = 0; i < ROUNDS; i++) {
  main.push({
    bare: await load(bare, '/', body),
    anon: await load(svc, EXECUTE, body),
    keyed: await load(svc, EXECUTE, body, { Authorization: `Bearer ${apiKey}` }),
    batch: await load(svc, '/v1/execute-batch', batchBody),
    quiet: await load(quiet, EXECUTE, body),
    // The floor the HTTP stack sets whatever the route does: GET /health (no body, no database).
    health: await load(quiet, '/health', '', {}, 'GET'),
    path: await load(path, EXECUTE, body),
  });
}
for (const s of [bare, svc, quiet, path]) await stop(s);
/** The median over rounds of a measure, and of its ratio to another measured in the same round. */
const med = (k: keyof (typeof main)[number]) => ({ rps: median(main.map((r) => r[k].rps)), p99: median(main.map((r) => r[k].p99)), cpuUs: median(main.map((r) => r[k].cpuUs)) });
const ratio = (k: keyof (typeof main)[number], base: keyof (typeof main)[number], times = 1) => median(main.map((r) => (r[k].rps * times) / r[base].rps));
const bareLoad = med('bare');
const svcLoad = med('anon');
const keyedLoad = med('keyed');
const batchLoad = med('batch');
const quietLoad = med('quiet');
const healthLoad = med('health');
const pathLoad = med('path');
const mainErrors = main.reduce((n, r) => n + Object.values(r).reduce((m, x) => m + x.errors, 0), 0);

// The worker pool's cost: the service with every tool in the pool against the same service with
// every tool inline on the event loop, whatever the contracts say (bench/execution-server.mjs). Both
// run side by side, each on its own SQLite file, and are loaded in turns, so a busy machine weighs on
// both alike; the ratio is the median of the rounds.
const POOL_ROUNDS = 3;
const executionServer = (execution: string) => start(['bench/execution-server.mjs'], { ...serviceEnv, BENCH_EXECUTION: execution, DATABASE_URL: `sqlite:${join(dataDir, `${execution}.sqlite`)}`, LOG_LEVEL: 'info' });
const pooled = await executionServer('worker');
const inline = await executionServer('inline');
const rounds: { pool: Load; inline: Load }[] = [];
for (let i = 0; i < POOL_ROUNDS; i++) rounds.push({ pool: await load(pooled, EXECUTE, body), inline: await load(inline, EXECUTE, body) });
const batchRound = { pool: await load(pooled, '/v1/execute-batch', batchBody), inline: await load(inline, '/v1/execute-batch', batchBody) };
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
rmSync(luaDir, { recursive: true, force: true });

const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
const rps = (x: { rps: number; p99: number; cpuUs?: number }) => `${Math.round(x.rps)} req/s (p99 ${x.p99} ms${x.cpuUs === undefined ? '' : `, ${Math.round(x.cpuUs)} µs CPU a request`})`;
console.log(`\n| measure (${CONNECTIONS} connections, ${DURATION_S} s each, same run; median of ${ROUNDS} rounds in turns, ratios within each round) | value | target |`);
console.log('|---|---|---|');
console.log(`| bare Koa JSON server | ${rps(bareLoad)} | baseline |`);
console.log(`| adler32 execute, anonymous, access log on | ${rps(svcLoad)} = ${pct(ratio('anon', 'bare'), 1)} of bare | >= 75%, p99 < 5 ms |`);
console.log(`| adler32 execute, with a key, access log on | ${rps(keyedLoad)} = ${pct(ratio('keyed', 'anon'), 1)} of anonymous | within 10% |`);
console.log(`| batch of 20 adler32 operations | ${Math.round(batchLoad.rps * 20)} operations/s (${rps(batchLoad)}) = ${ratio('batch', 'anon', 20).toFixed(1)}x single executes | >= 5x |`);
console.log(`| adler32 execute, anonymous, LOG_LEVEL=warn | ${rps(quietLoad)} = ${pct(ratio('quiet', 'bare'), 1)} of bare | |`);
console.log(`| GET /health through the same stack, LOG_LEVEL=warn | ${rps(healthLoad)} = ${pct(ratio('health', 'bare'), 1)} of bare | |`);
console.log(`| the execution path alone (body, pipeline, record) on bare Koa | ${rps(pathLoad)} = ${pct(ratio('path', 'bare'), 1)} of bare | |`);
const roundsText = rounds.map((r) => `${Math.round(r.pool.rps)} / ${Math.round(r.inline.rps)}`).join(', ');
console.log(`| adler32 execute, every tool in the worker pool / every tool inline, ${POOL_ROUNDS} rounds in turns | ${Math.round(median(poolRatios) * 100)}% (median; req/s ${roundsText}; p99 ${median(rounds.map((r) => r.pool.p99))} ms vs ${median(rounds.map((r) => r.inline.p99))} ms) | |`);
console.log(`| one adler32 call at a time, in-process: through the pool / in-thread | ${sequential.pool.toFixed(0)} µs / ${sequential.inline.toFixed(1)} µs per call | |`);
console.log(`| batch of 20 adler32 through the pool / in-thread | ${pct(batchRound.pool.rps, batchRound.inline.rps)} (${Math.round(batchRound.pool.rps * 20)} / ${Math.round(batchRound.inline.rps * 20)} operations/s) | |`);
console.log(`| start-up to answering HTTP, migrations included (median of 5) | ${Math.round(median(startups))} ms (node alone: ${Math.round(median(nodeOnly))} ms) | < 400 ms |`);
console.log(`| RSS after start-up (median of 5) | ${median(rss).toFixed(1)} MB | < 150 MB |`);
console.log(`| errors or non-2xx during load | ${mainErrors + rounds.reduce((n, r) => n + r.pool.errors + r.inline.errors, 0) + batchRound.pool.errors + batchRound.inline.errors} | 0 |`);
