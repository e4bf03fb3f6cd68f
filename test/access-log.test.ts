// The access log (runtime/core/middleware/access-log.ts, written by front.ts): one line per request
// with exactly its fields, none at a level above info (and nothing built for it then).
import { expect } from 'chai';
import Koa from 'koa';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { front } from '../runtime/core/middleware/front.js';

async function serve(level: string): Promise<{ lines: Record<string, unknown>[]; url: string; server: Server }> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write(chunk, _enc, done) {
    lines.push(JSON.parse(String(chunk)));
    done();
  } });
  const log = pino({ level, base: undefined, redact: { paths: ['*.key'], censor: '[redacted]' } }, sink);
  const app = new Koa();
  app.use(front(log, { publicBaseUrl: null }, { keyFree: () => true }));
  app.use((ctx) => {
    ctx.status = 201;
    ctx.body = { key: 'k' };
  });
  const server = createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { lines, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('access log', () => {
  it('at info: one line per request with request id, method, path (no query), status and ms', async () => {
    const { lines, url, server } = await serve('info');
    try {
      await (await fetch(`${url}/v1/x?token=secret`, { method: 'POST', headers: { 'X-Request-Id': 'req-1' } })).text();
      expect(lines).to.have.length(1);
      const { ms, ...rest } = lines[0]!;
      expect(rest).to.deep.equal({ level: 30, time: rest.time, req_id: 'req-1', method: 'POST', path: '/v1/x', status: 201, msg: 'request' });
      expect(ms).to.be.a('number');
    } finally {
      server.close();
    }
  });
  it('above info: no line', async () => {
    const { lines, url, server } = await serve('warn');
    try {
      expect((await fetch(`${url}/v1/x`)).status).to.equal(201);
      expect(lines).to.have.length(0);
    } finally {
      server.close();
    }
  });
});
