import { pino, type Logger } from 'pino';

export type { Logger };

// Request bodies, keys and query strings are never logged; only what `access-log` picks.
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['req.headers.authorization', '*.authorization', '*.api_key', '*.secret', '*.key'], censor: '[redacted]' },
  });
}
