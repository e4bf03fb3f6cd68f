// Issue 21, item 6: the server process as an operator starts it. A start that cannot succeed (bad
// configuration, the port taken, the database or Redis unreachable) prints one line on stderr, no
// stack, and exits 1; a start that succeeds logs the address it serves as its first line.
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SERVER = join(import.meta.dirname, '..', 'runtime', 'server.ts');

type Exit = { code: number | null; stdout: string; stderr: string };

let dataDir: string;
/** Every process started here: one a failed test left running is killed, so it cannot hold mocha open. */
const children = new Set<ChildProcess>();

/** The server with only these variables (and PATH), on a fresh SQLite file unless DATABASE_URL is given. */
function serverProcess(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, DATABASE_URL: `sqlite:${join(dataDir, `${Math.random().toString(36).slice(2)}.sqlite`)}`, MAIL_DIR: join(dataDir, 'mail'), TOOL_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function runToExit(env: Record<string, string>): Promise<Exit> {
  const child = serverProcess(env);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d));
  child.stderr!.on('data', (d: Buffer) => (stderr += d));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

function expectOneLineFailure(exit: Exit, pattern: RegExp): void {
  expect(exit.code, exit.stderr).to.equal(1);
  const lines = exit.stderr.split('\n').filter((l) => l !== '');
  expect(lines, exit.stderr).to.have.length(1);
  expect(lines[0]).to.match(/^start-up failed: /);
  expect(lines[0]).to.match(pattern);
  expect(exit.stderr + exit.stdout, 'no stack trace').to.not.match(/\n\s+at /);
}

async function listeningTcp(): Promise<Server & { port: number }> {
  const server = createServer((socket) => socket.destroy());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return Object.assign(server, { port: (server.address() as { port: number }).port });
}

describe('starting the server process', function () {
  this.timeout(60_000); // each case starts a Node process with tsx: seconds on a slow machine
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dts-startup-'));
  });
  afterEach(() => {
    for (const child of children) child.kill('SIGKILL');
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a PUBLIC_BASE_URL that is not https: one line naming the variable, exit 1', async () => {
    const exit = await runToExit({ PORT: '0', PUBLIC_BASE_URL: 'http://tools.example.com' });
    expectOneLineFailure(exit, /configuration: PUBLIC_BASE_URL must be an https URL/);
  });

  it('a malformed number: one line naming the variable and the value', async () => {
    const exit = await runToExit({ PORT: 'eighty' });
    expectOneLineFailure(exit, /configuration: PORT must be an integer, got "eighty"/);
  });

  it('a port already in use: one line naming the address, exit 1', async () => {
    const taken = await listeningTcp();
    try {
      const exit = await runToExit({ HOST: '127.0.0.1', PORT: String(taken.port) });
      expectOneLineFailure(exit, new RegExp(`cannot listen on 127\\.0\\.0\\.1:${taken.port}: the port is already in use \\(EADDRINUSE\\)`));
    } finally {
      taken.close();
    }
  });

  it('an unreachable database: one line naming it without its password, exit 1', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const exit = await runToExit({ PORT: '0', DATABASE_URL: 'postgres://dts:s3cret-pw@127.0.0.1:1/tools' });
    expectOneLineFailure(exit, /cannot reach the database postgres:\/\/127\.0\.0\.1:1\/tools: connect ECONNREFUSED/);
    expect(exit.stderr + exit.stdout).to.not.contain('s3cret-pw');
  });

  it('an unreachable Redis: one line with the reason, exit 1', async () => {
    const exit = await runToExit({ PORT: '0', REDIS_URL: 'redis://127.0.0.1:1' });
    expectOneLineFailure(exit, /cannot reach Redis at redis:\/\/127\.0\.0\.1:1: connect ECONNREFUSED/);
  });

  it('a good start logs the address it serves as its first line, serves there, and stops with exit 0 on SIGTERM', async () => {
    const child = serverProcess({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d));
    const closed = once(child, 'close');
    const lines = createInterface({ input: child.stdout! });
    const exitedFirst = closed.then(() => {
      throw new Error(`exited before logging: ${stderr}`);
    });
    exitedFirst.catch(() => {}); // after a normal stop it rejects too; only the race reads it
    const [first] = (await Promise.race([once(lines, 'line'), exitedFirst])) as [string];
    const entry = JSON.parse(first) as { msg: string; url: string; port: number };
    expect(entry.port).to.be.a('number').and.greaterThan(0);
    expect(entry.url).to.equal(`http://127.0.0.1:${entry.port}`);
    expect(entry.msg).to.equal(`listening on ${entry.url}`);
    const health = await fetch(`${entry.url}/health`);
    expect(health.status).to.equal(200);
    child.kill('SIGTERM');
    const [code] = (await closed) as [number | null];
    expect(code).to.equal(0);
    expect(stderr).to.equal('');
  });
});
