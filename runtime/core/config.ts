// Configuration comes from the environment once, at start-up; nothing else reads process.env.
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

export type Quotas = {
  enabled: boolean;
  executionsPerDayAnon: number;
  executionsPerDayKey: number;
  requestsPerMinute: number;
  signinsPerDay: number;
  toolRequestsPerDay: number;
  subscriptionsPerDay: number;
  savingsReportsPerDay: number;
};

export type Config = {
  port: number;
  host: string;
  publicBaseUrl: string | null;
  databaseUrl: string;
  logLevel: string;
  trustProxy: boolean;
  deployedCommit: string | null;
  bodyLimitBytes: number;
  shutdownGraceMs: number;
  /** Slow clients: the whole header block, the whole request, and a JSON body must arrive within these. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  bodyTimeoutMs: number;
  /** Concurrent connections per process; more are closed at once (server.maxConnections). */
  maxConnections: number;
  /** Write-behind intervals: execution records, and daily execution counts (the crash loss window). */
  recordFlushMs: number;
  quotaFlushMs: number;
  /** How long a SQLite statement may wait, synchronously, for another connection's lock. */
  sqliteBusyTimeoutMs: number;
  /** How long a query may wait for a database connection (PostgreSQL connect, pool acquire). */
  databaseAcquireTimeoutMs: number;
  redisUrl: string | null;
  /** Tool executions (runtime/execution/tool-pool.ts): per-call time limit, worker threads, calls that may wait. */
  toolTimeLimitMs: number;
  toolWorkers: number;
  toolQueueMax: number;
  quotas: Quotas;
  /** Lifetime of keys issued by email sign-in. */
  emailKeyTtlDays: number;
  /**
   * Browser origins (besides PUBLIC_BASE_URL's) allowed to call the whole API, /mcp included, with
   * CORS: CORS_ORIGINS plus the older MCP_ALLOWED_ORIGINS (runtime/core/middleware/cors.ts).
   */
  corsOrigins: string[];
  /** Salt for hashing client addresses before they are used as quota scopes (never stored raw). */
  clientHashSalt: string;
  /** Mail: SMTP when set (smtp:// or smtps:// URL), otherwise .eml files under mailDir. */
  smtpUrl: string | null;
  mailDir: string;
  mailFrom: string;
};

export const BODY_LIMIT_BYTES = 256 * 1024;

/** Calls that may wait for a busy tool worker: at most 256 KiB of input each, so at most 32 MiB held. */
export const DEFAULT_TOOL_QUEUE_MAX = 128;

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]+$/.test(raw)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  const n = Number(raw);
  if (n < min || n > max) throw new Error(`${name} must be between ${min} and ${max}`);
  return n;
}

/** Links in mail (unsubscribe, confirm) must be https: an absolute https URL, no query or fragment; trailing slash dropped. */
function publicBaseUrlFrom(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an absolute https URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' || url.search || url.hash || url.username || url.password) {
    throw new Error('PUBLIC_BASE_URL must be an https URL without query, fragment or credentials');
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * A comma-separated list of exact origins (`scheme://host[:port]`, http or https, as a browser sends
 * it in Origin): anything else (a path, a wildcard, `null`) fails start-up, naming the entry.
 */
export function originsFrom(name: string, raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (raw ?? '').split(',')) {
    const given = entry.trim();
    if (!given) continue;
    let origin: string | null = null;
    try {
      const url = new URL(given);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === given.toLowerCase()) origin = url.origin;
    } catch {
      // not a URL: refused below
    }
    if (origin === null) throw new Error(`${name} must list origins such as https://app.example.com (scheme, host and port only), got ${JSON.stringify(given.slice(0, 200))}`);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

function smtpUrlFrom(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^smtps?:\/\/[^\s]+$/.test(raw)) throw new Error('SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://...'); // never echo it: it may hold a password
  return raw;
}

function timeoutsFrom(env: NodeJS.ProcessEnv): Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'bodyTimeoutMs'> {
  const headersTimeoutMs = intFrom(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 600_000);
  const requestTimeoutMs = intFrom(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000);
  const bodyTimeoutMs = intFrom(env, 'BODY_TIMEOUT_MS', 10_000, 100, 600_000);
  // Node refuses a header timeout longer than the request timeout; say so at start-up instead.
  if (headersTimeoutMs > requestTimeoutMs) throw new Error('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return { headersTimeoutMs, requestTimeoutMs, bodyTimeoutMs };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const commit = env.DEPLOYED_COMMIT?.trim();
  return {
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    publicBaseUrl: publicBaseUrlFrom(env.PUBLIC_BASE_URL),
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/service.sqlite',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    deployedCommit: commit && /^[0-9a-f]{7,64}$/.test(commit) ? commit : null,
    bodyLimitBytes: BODY_LIMIT_BYTES,
    shutdownGraceMs: intFrom(env, 'SHUTDOWN_GRACE_MS', 10000, 0, 600000),
    ...timeoutsFrom(env),
    maxConnections: intFrom(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    recordFlushMs: intFrom(env, 'RECORD_FLUSH_MS', 200, 10, 60_000),
    quotaFlushMs: intFrom(env, 'QUOTA_FLUSH_MS', 1000, 10, 60_000),
    sqliteBusyTimeoutMs: intFrom(env, 'SQLITE_BUSY_TIMEOUT_MS', 5, 0, 1000),
    databaseAcquireTimeoutMs: intFrom(env, 'DATABASE_ACQUIRE_TIMEOUT_MS', 5000, 100, 600_000),
    redisUrl: env.REDIS_URL || null,
    toolTimeLimitMs: intFrom(env, 'TOOL_TIME_LIMIT_MS', 2000, 10, 600_000),
    toolWorkers: intFrom(env, 'TOOL_WORKERS', Math.max(1, availableParallelism()), 1, 256),
    toolQueueMax: intFrom(env, 'TOOL_QUEUE_MAX', DEFAULT_TOOL_QUEUE_MAX, 0, 100_000),
    quotas: {
      enabled: env.QUOTAS !== 'off',
      executionsPerDayAnon: intFrom(env, 'QUOTA_EXECUTIONS_PER_DAY_ANON', 1000, 0, 1e9),
      executionsPerDayKey: intFrom(env, 'QUOTA_EXECUTIONS_PER_DAY_KEY', 10000, 0, 1e9),
      requestsPerMinute: intFrom(env, 'QUOTA_REQUESTS_PER_MINUTE', 120, 0, 1e9),
      signinsPerDay: intFrom(env, 'QUOTA_SIGNINS_PER_DAY', 5, 0, 1e9),
      toolRequestsPerDay: intFrom(env, 'QUOTA_TOOL_REQUESTS_PER_DAY', 20, 0, 1e9),
      subscriptionsPerDay: intFrom(env, 'QUOTA_SUBSCRIPTIONS_PER_DAY', 5, 0, 1e9),
      savingsReportsPerDay: intFrom(env, 'QUOTA_SAVINGS_REPORTS_PER_DAY', 200, 0, 1e9),
    },
    emailKeyTtlDays: intFrom(env, 'EMAIL_KEY_TTL_DAYS', 90, 1, 3650),
    clientHashSalt: env.CLIENT_HASH_SALT || 'dts-client-address',
    // MCP_ALLOWED_ORIGINS (which once admitted origins to /mcp only) is read as more of the same list.
    corsOrigins: [...new Set([...originsFrom('CORS_ORIGINS', env.CORS_ORIGINS), ...originsFrom('MCP_ALLOWED_ORIGINS', env.MCP_ALLOWED_ORIGINS)])],
    smtpUrl: smtpUrlFrom(env.SMTP_URL),
    mailDir: env.MAIL_DIR || './data/mail',
    mailFrom: env.MAIL_FROM || 'Deterministic Tool Service <no-reply@localhost>',
  };
}

/**
 * Defaults for tests: nothing from the environment, silent logs, an ephemeral port, in-memory SQLite,
 * quotas off, and a tool time limit no busy test machine reaches (tests of the limit set their own).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  return {
    ...base, port: 0, logLevel: 'silent', databaseUrl: 'sqlite::memory:', quotas: { ...base.quotas, enabled: false }, toolTimeLimitMs: 60_000,
    mailDir: join(tmpdir(), `dts-test-mail-${process.pid}`), ...overrides,
  };
}
