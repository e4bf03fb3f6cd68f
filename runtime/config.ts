// Configuration comes from the environment once, at start-up; nothing else reads process.env.

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
  };
}

/** Defaults for tests: nothing from the environment, silent logs, an ephemeral port. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), port: 0, logLevel: 'silent', ...overrides };
}
