// The Redis behind the shared per-minute window (REDIS_URL). A start whose Redis does not answer
// fails with the socket's reason; later connection errors are warnings while ioredis reconnects.
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import { startupStep, withoutCredentials } from '../startup-failure.js';
import { RedisMinuteWindow } from './minute-window.js';

export async function connectRedisMinuteWindow(url: string, clock: Clock, log: Logger): Promise<RedisMinuteWindow> {
  const { Redis } = await import('ioredis'); // only when configured: it costs ~50 ms to import
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  // Without an 'error' listener ioredis prints every connection error, with its stack, to stderr.
  let connectError: Error | undefined;
  let connected = false;
  redis.on('error', (err: Error) => {
    if (connected) log.warn({ err }, 'redis connection error');
    else connectError ??= err;
  });
  await startupStep(`cannot reach Redis at ${withoutCredentials(url)}`, () =>
    redis.connect().catch((err: unknown) => {
      throw connectError ?? err; // the socket's error says why; connect() only says "Connection is closed."
    }),
  ).catch((err: unknown) => {
    redis.disconnect(); // else it keeps reconnecting in the background
    throw err;
  });
  connected = true;
  return new RedisMinuteWindow(redis, clock);
}
