// The JSON body reader (runtime/core/request-body.ts) reads bytes and decodes them once: a leading
// BOM is dropped and a bad UTF-8 sequence becomes U+FFFD, as the streaming decoder did before.
import { expect } from 'chai';
import Koa from 'koa';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJsonBody } from '../runtime/core/request-body.js';

describe('request body reader', () => {
  let server: Server;
  let url: string;
  before(async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      const read = await readJsonBody(ctx, 1024);
      ctx.body = { value: read?.value, bytes: read?.bytes };
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
  it('decodes a bad UTF-8 sequence as U+FFFD', async () => {
    expect(await post(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]))).to.deep.equal({ value: { a: '\ufffd' }, bytes: 11 });
  });
});
