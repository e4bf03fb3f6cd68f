// Slow and greedy clients over real sockets (issue 14): a trickled body or header block is cut after
// the configured timeout (200 ms here, seconds by default) instead of ~330 s, connections are capped,
// and once shutdown starts every response says Connection: close. Outcomes, never timings.
import { expect } from 'chai';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../runtime/app.js';
import { testConfig, type Config } from '../runtime/core/config.js';
import { beginShutdown, createHttpServer } from '../runtime/core/http-server.js';
import { createLogger } from '../runtime/core/logger.js';
import type { Lifecycle } from '../runtime/core/middleware/response-headers.js';
import { createServices, type Services } from '../runtime/services.js';
import { testDatabase, type TestDatabase } from './support/databases.js';

const ADLER = '/v1/tools/adler32/versions/1.0.0/execute';

type Running = { port: number; server: Server; services: Services; lifecycle: Lifecycle; close(): Promise<void> };

/** The production server (createHttpServer) around a test app. */
async function start(overrides: Partial<Config>): Promise<Running> {
  const database: TestDatabase = await testDatabase('sqlite');
  const config = testConfig({ databaseUrl: database.url, ...overrides });
  const log = createLogger('silent');
  const services = await createServices(config, log, { flushMs: 50 });
  const lifecycle: Lifecycle = { draining: false };
  const server = createHttpServer(createApp(config, { services, logger: log, lifecycle }).callback(), config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port, server, services, lifecycle,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      await services.close();
      await database.drop();
    },
  };
}

/** A raw connection: everything the server sends, and whether it closed the socket. */
type Raw = { socket: Socket; received(): string; closed: Promise<void>; isClosed(): boolean };

function open(port: number): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let closed = false;
    const closedP = new Promise<void>((r) => socket.on('close', () => {
      closed = true;
      r();
    }));
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => data, closed: closedP, isClosed: () => closed }));
    socket.once('error', reject);
  });
}

/** Writes one byte every `everyMs` until the server answers or closes (a client at 1 byte per tick). */
function trickle(raw: Raw, text: string, everyMs: number): { stop(): void; sent(): number } {
  let i = 0;
  const timer = setInterval(() => {
    if (raw.isClosed() || raw.received() || i >= text.length) return;
    raw.socket.write(text[i++]!);
  }, everyMs);
  return { stop: () => clearInterval(timer), sent: () => i };
}

const waitUntil = async (what: string, probe: () => boolean) => {
  while (!probe()) await new Promise((r) => setTimeout(r, 10));
  return what;
};

describe('slow clients', () => {
  let s: Running;
  afterEach(async () => s?.close());

  it('a body trickled at one byte per 50 ms is answered 408 request_timeout and the connection closed', async () => {
    s = await start({ bodyTimeoutMs: 200, headersTimeoutMs: 1000, requestTimeoutMs: 5000 });
    const raw = await open(s.port);
    const body = JSON.stringify({ text: 'x'.repeat(200) });
    raw.socket.write(`POST ${ADLER} HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    const t = trickle(raw, body, 50);
    await raw.closed;
    t.stop();
    expect(t.sent(), 'the body was still incomplete').to.be.below(body.length);
    const response = raw.received();
    expect(response).to.match(/^HTTP\/1\.1 408 /);
    expect(response.toLowerCase()).to.contain('connection: close');
    expect(response).to.contain('"code":"request_timeout"');
  });

  it('a header block trickled at one byte per 50 ms is cut (408 or closed) by the header timeout', async () => {
    s = await start({ headersTimeoutMs: 200, requestTimeoutMs: 1000 });
    const raw = await open(s.port);
    const t = trickle(raw, `GET /health HTTP/1.1\r\nHost: t\r\n${'X-Slow: y\r\n'.repeat(100)}\r\n`, 50);
    await raw.closed;
    t.stop();
    expect(raw.received()).to.satisfy((r: string) => r === '' || /^HTTP\/1\.1 408 /.test(r));
  });

  it('a request whose body never finishes is cut by the whole-request timeout', async () => {
    // The JSON reader would wait a minute: only Node's whole-request timeout can end this one.
    s = await start({ headersTimeoutMs: 200, requestTimeoutMs: 300, bodyTimeoutMs: 60_000 });
    const raw = await open(s.port);
    raw.socket.write('POST /v1/feedback HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const t = trickle(raw, ' '.repeat(990), 50);
    await raw.closed;
    t.stop();
    expect(raw.received()).to.satisfy((r: string) => r === '' || /^HTTP\/1\.1 408 /.test(r));
  });

  it('connections past MAX_CONNECTIONS are closed at once; a freed place is usable again', async () => {
    s = await start({ maxConnections: 2 });
    const first = await open(s.port);
    const second = await open(s.port);
    await waitUntil('both accepted', () => (s.server as unknown as { _connections: number })._connections === 2);
    const third = await open(s.port);
    third.socket.write('GET /health HTTP/1.1\r\nHost: t\r\n\r\n');
    await third.closed;
    expect(third.received()).to.equal('');
    first.socket.destroy();
    await waitUntil('one place freed', () => (s.server as unknown as { _connections: number })._connections === 1);
    const fourth = await open(s.port);
    fourth.socket.write('GET /health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n');
    await fourth.closed;
    expect(fourth.received()).to.match(/^HTTP\/1\.1 200 /);
    second.socket.destroy();
  });

  it('after shutdown starts, a keep-alive request in flight is answered with Connection: close', async () => {
    s = await start({ shutdownGraceMs: 60_000 });
    let requests = 0;
    s.server.on('request', () => requests++);
    const raw = await open(s.port);
    raw.socket.write('GET /health HTTP/1.1\r\nHost: t\r\n\r\n');
    await waitUntil('the first answer', () => raw.received().includes('"status":"ok"'));
    expect(raw.received().toLowerCase()).to.contain('connection: keep-alive');
    const before = raw.received().length;

    const body = JSON.stringify({ text: 'in flight' });
    raw.socket.write(`POST ${ADLER} HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 4)}`);
    await waitUntil('the request to be in flight', () => requests === 2);
    let closedWith: Error | undefined | null = null;
    beginShutdown(s.server, s.lifecycle, 60_000, () => {}, (err) => (closedWith = err));
    expect(s.lifecycle.draining).to.equal(true);
    raw.socket.write(body.slice(4));
    await raw.closed;
    const second = raw.received().slice(before);
    expect(second).to.match(/^HTTP\/1\.1 200 /);
    expect(second.toLowerCase()).to.contain('connection: close');
    await waitUntil('the server to close', () => closedWith !== null);
    expect(closedWith).to.equal(undefined);
  });
});
