// Start-up time (spawn to the first answered GET /health, migrations included) and RSS after
// start-up, as medians, with node's own start-up (`node -e 0`) measured in the same run as the
// baseline. As in bench/run.ts, the measured starts find their SQLite file migrated; the first
// start of each server, on an empty file, is shown apart. Needs `make build`. Never part of make test.
//   npx tsx bench/startup.ts [runs] [server.js ...]   (default: 7 runs of dist/runtime/server.js)
// Several servers (another build of the service, say) are started in turns, so a busy machine weighs
// on all of them alike.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 7);
const servers = process.argv.length > 3 ? process.argv.slice(3).map((p) => resolve(p)) : [join(root, 'dist/runtime/server.js')];

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => ok(port));
    });
  });
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Spawns the server, polls /health every 2 ms; returns ms from spawn to the first answer and RSS 200 ms later. */
async function startOnce(server: string, database: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), QUOTAS: 'off', LOG_LEVEL: 'info', DATABASE_URL: `sqlite:${database}`, MAIL_DIR: join(dataDir, 'mail') };
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, [server], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  let ms: number;
  for (;;) {
    if (exited) throw new Error(`${server} exited before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status === 200, () => false);
    if (ok) {
      ms = Number(process.hrtime.bigint() - t0) / 1e6;
      break;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await new Promise((r) => setTimeout(r, 200));
  const rss = rssMb(child.pid!);
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
  return { ms, rss };
}

async function nodeAlone(): Promise<number> {
  const t0 = process.hrtime.bigint();
  await new Promise((r) => spawn(process.execPath, ['-e', '0']).once('exit', r));
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const dataDir = mkdtempSync(join(tmpdir(), 'dts-startup-bench-'));
const results = servers.map(() => ({ fresh: 0, ms: [] as number[], rss: [] as number[] }));
const node: number[] = [];
try {
  for (const [s, server] of servers.entries()) results[s]!.fresh = (await startOnce(server, join(dataDir, `${s}.sqlite`))).ms;
  for (let i = 0; i < runs; i++) {
    node.push(await nodeAlone());
    for (const [s, server] of servers.entries()) {
      const r = await startOnce(server, join(dataDir, `${s}.sqlite`));
      results[s]!.ms.push(r.ms);
      results[s]!.rss.push(r.rss);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`| start-up to answering GET /health, migrations included (median of ${runs}) | ms | first start, empty database | RSS after start-up |`);
console.log('|---|---|---|---|');
console.log(`| node alone (node -e 0), baseline | ${Math.round(median(node))} | | |`);
for (const [s, server] of servers.entries()) {
  const r = results[s]!;
  const all = r.ms.map((x) => Math.round(x)).join(', ');
  console.log(`| ${server.replace(root, '')} | ${Math.round(median(r.ms))} (${(median(r.ms) / median(node)).toFixed(1)}x node; runs ${all}) | ${Math.round(r.fresh)} | ${median(r.rss).toFixed(1)} MB |`);
}
