// An app on an ephemeral loopback port, and a client typed by the generated SDK types.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { createApp } from '../../runtime/app.js';
import { testConfig, type Config } from '../../runtime/config.js';
import type { paths } from '../../generated/sdk.js';

export type TestServer = {
  baseUrl: string;
  api: ReturnType<typeof createClient<paths>>;
  close(): Promise<void>;
};

export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const app = createApp(testConfig(overrides));
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    api: createClient<paths>({ baseUrl }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; json: any }> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}
