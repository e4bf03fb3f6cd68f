// runtime/core/middleware/reply.ts through front.ts: an answer written in one writeHead and the same
// answer through Koa (a header set with ctx.set on the way) carry the same headers, with the same
// precedence: front's defaults give way to the route's, the no-store and Connection rules win.
import { expect } from 'chai';
import Koa from 'koa';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../runtime/core/logger.js';
import { front } from '../runtime/core/middleware/front.js';
import { replyJson } from '../runtime/core/middleware/reply.js';

type Seen = { status: number; headers: Record<string, string>; body: string };

describe('answers written in one piece (reply.ts) and through Koa', () => {
  let server: Server;
  let base: string;
  const lifecycle = { draining: false };

  before(async () => {
    const app = new Koa();
    app.use(front(createLogger('silent'), { publicBaseUrl: null }, { keyFree: (_m, path) => path === '/public', lifecycle }));
    app.use((ctx) => {
      // A step before the route adds a header to whatever answer comes (as the RateLimit fields do).
      (ctx.state.headers ??= []).push('RateLimit', '"minute";r=9;t=60');
      if (ctx.query.koa === '1') ctx.set('X-Through', 'koa'); // any setHeader sends the reply through Koa
      replyJson(ctx, 201, '{"ok":true}', ['X-Frame-Options', 'SAMEORIGIN', 'Cache-Control', 'public, max-age=60', 'Vary', 'Prefer']);
    });
    server = createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  async function call(path: string, init: RequestInit = {}): Promise<Seen> {
    const res = await fetch(base + path, { ...init, headers: { 'Accept-Encoding': 'identity', ...(init.headers as Record<string, string>) } });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  }
  /** The headers both paths must agree on (Date and the Koa-only marker aside). */
  const compared = ({ headers: { date: _date, 'x-through': _through, ...rest } }: Seen) => rest;

  it('one writeHead: status, body, the route\'s headers over front\'s defaults, the added header, type and length', async () => {
    const seen = await call('/x', { headers: { 'X-Request-Id': 'req-1' } });
    expect(seen.status).to.equal(201);
    expect(seen.body).to.equal('{"ok":true}');
    expect(seen.headers).to.include({
      'x-request-id': 'req-1', 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer',
      'content-security-policy': "frame-ancestors 'none'", 'cache-control': 'public, max-age=60', vary: 'Prefer',
      ratelimit: '"minute";r=9;t=60', 'content-type': 'application/json; charset=utf-8', 'content-length': '11',
    });
    expect(seen.headers).to.not.have.property('x-through');
  });

  it('through Koa (a header set with ctx.set), the same answer and headers', async () => {
    const fast = await call('/x', { headers: { 'X-Request-Id': 'req-2' } });
    const koa = await call('/x?koa=1', { headers: { 'X-Request-Id': 'req-2' } });
    expect(koa.headers['x-through']).to.equal('koa');
    expect([koa.status, koa.body]).to.deep.equal([fast.status, fast.body]);
    expect(compared(koa)).to.deep.equal(compared(fast));
  });

  it('a key on a route that is not key-free: no-store replaces the route\'s Cache-Control on both paths', async () => {
    for (const path of ['/x', '/x?koa=1']) {
      const seen = await call(path, { headers: { Authorization: 'Bearer k' } });
      expect(seen.headers['cache-control'], path).to.equal('no-store');
    }
    expect((await call('/public', { headers: { Authorization: 'Bearer k' } })).headers['cache-control']).to.equal('public, max-age=60');
  });

  it('while draining, Connection: close on both paths', async () => {
    lifecycle.draining = true;
    try {
      for (const path of ['/x', '/x?koa=1']) expect((await call(path)).headers.connection, path).to.equal('close');
    } finally {
      lifecycle.draining = false;
    }
  });

  it('HEAD goes through Koa: the headers and length of the GET, no body', async () => {
    const get = await call('/x', { headers: { 'X-Request-Id': 'req-3' } });
    const head = await call('/x', { method: 'HEAD', headers: { 'X-Request-Id': 'req-3' } });
    expect(head.body).to.equal('');
    // The connection's own fields aside: Node closes the connection after this HEAD.
    const { connection: _c1, 'keep-alive': _k1, ...headFields } = compared(head);
    const { connection: _c2, 'keep-alive': _k2, ...getFields } = compared(get);
    expect(headFields).to.deep.equal(getFields);
  });
});
