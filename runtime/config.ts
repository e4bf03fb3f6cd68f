// Configuration comes from the environment once, at start-up; nothing else reads process.env.

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
  redisUrl: string | null;
  quotas: Quotas;
  /** Lifetime of keys issued by email sign-in. */
  emailKeyTtlDays: number;
  /** Salt for hashing client addresses before they are used as quota scopes (never stored raw). */
  clientHashSalt: string;
};

export const BODY_LIMIT_BYTES = 256 * 1024;

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]+$/.test(raw)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  const n = Number(raw);
  if (n < min || n > max) throw new Error(`${name} must be between ${min} and ${max}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const commit = env.DEPLOYED_COMMIT?.trim();
  return {
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    publicBaseUrl: env.PUBLIC_BASE_URL || null,
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/service.sqlite',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    deployedCommit: commit && /^[0-9a-f]{7,64}$/.test(commit) ? commit : null,
    bodyLimitBytes: BODY_LIMIT_BYTES,
    shutdownGraceMs: intFrom(env, 'SHUTDOWN_GRACE_MS', 10000, 0, 600000),
    redisUrl: env.REDIS_URL || null,
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
  };
}

/** Defaults for tests: nothing from the environment, silent logs, an ephemeral port, in-memory SQLite, quotas off. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  return { ...base, port: 0, logLevel: 'silent', databaseUrl: 'sqlite::memory:', quotas: { ...base.quotas, enabled: false }, ...overrides };
}
