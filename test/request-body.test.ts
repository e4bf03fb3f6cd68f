// The JSON body reader (runtime/core/request-body.ts) reads bytes and decodes them once: a leading
// BOM is dropped and a bad UTF-8 sequence becomes U+FFFD, as the streaming decoder did before. A
// body that came with its headers is taken from the stream's buffer; one still arriving is read as
// it comes; either way, with or without Content-Length (chunked), and within the limit.
import { expect } from 'chai';
import Koa from 'koa';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJsonBody } from '../runtime/core/request-body.js';
import { ApiError } from '../runtime/core/errors.js';

describe('request body reader', () => {
  let server: Server;
  let url: string;
  before(async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      try {
        const read = await readJsonBody(ctx, 1024);
        ctx.body = { value: read?.value, bytes: read?.bytes };
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        ctx.body = { code: e.code };
      }
    });
    server = createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const post = async (bytes: Uint8Array) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bytes })).json() as Promise<{ value: unknown; bytes: number }>;

  it('drops a leading BOM and counts the bytes of the text read', async () => {
    expect(await post(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":"é"}')]))).to.deep.equal({ value: { a: 'é' }, bytes: 10 });
  });
  /** Sends `parts` as separate writes `gapMs` apart, chunked unless `length` is given. */
  function send(parts: string[], gapMs: number, length?: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (length !== undefined) headers['content-length'] = String(length);
      const req = request(url, { method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve(JSON.parse(text)));
      });
      req.on('error', reject);
      const next = (i: number) => {
        if (i === parts.length) return void req.end();
        req.write(parts[i]);
        setTimeout(() => next(i + 1), gapMs);
      };
      next(0);
    });
  }

  it('reads a body whether it came whole, in parts, or chunked', async () => {
    const text = '{"text":"Wikipedia"}';
    expect(await send([text], 0, text.length)).to.deep.equal({ value: { text: 'Wikipedia' }, bytes: 20 });
    expect(await send([text.slice(0, 7), text.slice(7)], 30, text.length)).to.deep.equal({ value: { text: 'Wikipedia' }, bytes: 20 });
    expect(await send([text], 0)).to.deep.equal({ value: { text: 'Wikipedia' }, bytes: 20 });
    expect(await send([text.slice(0, 7), text.slice(7)], 30)).to.deep.equal({ value: { text: 'Wikipedia' }, bytes: 20 });
  });

  it('refuses a body over the limit, declared or chunked, arrived or arriving', async () => {
    const big = `{"text":"${'a'.repeat(1100)}"}`;
    expect(await send([big], 0, big.length)).to.deep.equal({ code: 'payload_too_large' });
    expect(await send([big], 0)).to.deep.equal({ code: 'payload_too_large' });
    expect(await send([big.slice(0, 600), big.slice(600)], 30)).to.deep.equal({ code: 'payload_too_large' });
  });

  it('decodes a bad UTF-8 sequence as U+FFFD', async () => {
    expect(await post(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]))).to.deep.equal({ value: { a: '\ufffd' }, bytes: 11 });
  });
});
