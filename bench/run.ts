// make bench: executing adler32 over HTTP vs a bare Koa JSON server in the same run, start-up time
// and memory after start-up. Prints a Markdown table for README. Never part of make test.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const root = new URL('..', import.meta.url).pathname;

type Started = { child: ChildProcess; port: number; ms: number };

function start(args: string[], env: Record<string, string> = {}): Promise<Started> {
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const msg = JSON.parse(line);
        if (msg.msg === 'listening') {
          resolve({ child, port: msg.port, ms: Number(process.hrtime.bigint() - t0) / 1e6 });
          lines.removeAllListeners('line');
          child.stdout!.resume();
        }
      } catch {
        /* not a log line */
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function load(port: number, path: string, body: string): Promise<{ rps: number; p99: number; errors: number }> {
  const opts = { url: `http://127.0.0.1:${port}${path}`, method: 'POST' as const, body, headers: { 'content-type': 'application/json' }, connections: CONNECTIONS };
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

const bare = await start(['bench/bare-koa-server.mjs']);
const bareLoad = await load(bare.port, '/', body);
await stop(bare);

const svc = await start(service, { LOG_LEVEL: 'info' });
const svcLoad = await load(svc.port, '/v1/tools/adler32/versions/1.0.0/execute', body);
await stop(svc);

const quiet = await start(service, { LOG_LEVEL: 'warn' });
const quietLoad = await load(quiet.port, '/v1/tools/adler32/versions/1.0.0/execute', body);
await stop(quiet);

const startups: number[] = [];
const rss: number[] = [];
for (let i = 0; i < 5; i++) {
  const s = await start(service, { LOG_LEVEL: 'info' });
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

const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
console.log(`\n| measure (${CONNECTIONS} connections, ${DURATION_S} s) | value | target |`);
console.log('|---|---|---|');
console.log(`| bare Koa JSON server, req/s | ${Math.round(bareLoad.rps)} (p99 ${bareLoad.p99} ms) | baseline |`);
console.log(`| adler32 execute, access log on, req/s | ${Math.round(svcLoad.rps)} (p99 ${svcLoad.p99} ms) = ${pct(svcLoad.rps, bareLoad.rps)} of bare | >= 75%, p99 < 5 ms |`);
console.log(`| adler32 execute, LOG_LEVEL=warn, req/s | ${Math.round(quietLoad.rps)} (p99 ${quietLoad.p99} ms) = ${pct(quietLoad.rps, bareLoad.rps)} of bare | |`);
console.log(`| start-up to listening (median of 5) | ${Math.round(median(startups))} ms (node alone: ${Math.round(median(nodeOnly))} ms) | < 400 ms |`);
console.log(`| RSS after start-up (median of 5) | ${median(rss).toFixed(1)} MB | < 150 MB |`);
console.log(`| errors or non-2xx during load | ${bareLoad.errors + svcLoad.errors + quietLoad.errors} | 0 |`);
