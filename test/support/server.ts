// An app on an ephemeral loopback port, with its own database, and the SDK's client (sdk/): `sdk` its
// typed layer, `api` its openapi-fetch client of every path. TEST_DATABASE_URL (postgres://) switches
// the store to PostgreSQL in a fresh schema.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../runtime/app.js';
import type { Catalog } from '../../runtime/execution/catalog.js';
import { testConfig, type Config } from '../../runtime/core/config.js';
import { createLogger } from '../../runtime/core/logger.js';
import { createServices, type Services, type ServiceOptions } from '../../runtime/services.js';
import { createClient, type DtsClient } from '../../sdk/src/index.js';
import { testDatabase, type TestDatabase } from './databases.js';
import { sharedToolPool } from './shared-tool-pool.js';

export type TestServer = {
  baseUrl: string;
  /** The SDK, anonymous; `sdkWith(key)` for a caller with a key. */
  sdk: DtsClient;
  sdkWith(apiKey: string): DtsClient;
  api: DtsClient['api'];
  services: Services;
  config: Config;
  close(): Promise<void>;
};

/** `catalog`: one the test built (with unlisted test tools, say); `serviceOptions.toolPool`: a pool the test built and closes. */
export type StartOptions = Partial<Config> & { database?: TestDatabase; serviceOptions?: ServiceOptions; catalog?: Catalog };

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const { database, serviceOptions, catalog, ...overrides } = options;
  // A database passed in belongs to the caller (several servers may share it); one made here is dropped on close.
  const db = database ?? (await testDatabase('sqlite'));
  const owned = database === undefined;
  const config = testConfig({ databaseUrl: db.url, ...overrides });
  const log = createLogger(config.logLevel);
  // Tool workers are shared by the test servers of the whole run unless the test brings a pool or asks for other settings.
  const toolPool = serviceOptions?.toolPool ?? sharedToolPool(config);
  const services = await createServices(config, log, { searchPath: db.schema, flushMs: 50, ...serviceOptions, toolPool });
  const app = createApp(config, { services, logger: log, catalog });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const sdk = createClient({ baseUrl });
  return {
    baseUrl,
    sdk,
    sdkWith: (apiKey) => createClient({ baseUrl, apiKey }),
    api: sdk.api,
    services,
    config,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      });
      await services.close();
      if (owned) await db.drop();
    },
  };
}

/** `text` is the response body as sent, for checks of exact member order. */
export type JsonResponse = { status: number; headers: Headers; json: any; text: string };

export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  return sendJson('POST', baseUrl, path, body, headers);
}

export async function sendJson(method: string, baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined, text };
}
