// Short-window request allowance: a fixed one-minute window per caller, in memory, or in Redis when
// REDIS_URL is set so that every instance shares it.
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.js';

/**
 * One request counted: whether it fits, the requests left in this window after it, and the seconds
 * until the window resets (the Retry-After of a refusal). What the RateLimit header reports, from
 * the count the hit returned: no further round trip.
 */
export type MinuteVerdict = { ok: boolean; remaining: number; resetSeconds: number };

export interface MinuteWindow {
  hit(caller: string, limit: number): Promise<MinuteVerdict>;
  close(): Promise<void>;
}

export const WINDOW_MS = 60_000;

function verdict(count: number, limit: number, window: number, now: number): MinuteVerdict {
  return { ok: count <= limit, remaining: Math.max(0, limit - count), resetSeconds: Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000)) };
}

export class MemoryMinuteWindow implements MinuteWindow {
  private readonly counts = new Map<string, { window: number; count: number }>();
  constructor(private readonly clock: Clock) {}

  async hit(caller: string, limit: number): Promise<MinuteVerdict> {
    const now = this.clock.now();
    const window = Math.floor(now / WINDOW_MS);
    if (this.counts.size > 100_000) for (const [k, v] of this.counts) if (v.window < window) this.counts.delete(k);
    let c = this.counts.get(caller);
    if (!c || c.window !== window) this.counts.set(caller, (c = { window, count: 0 }));
    c.count++;
    return verdict(c.count, limit, window, now);
  }

  async close(): Promise<void> {}
}

export class RedisMinuteWindow implements MinuteWindow {
  constructor(private readonly redis: Redis, private readonly clock: Clock, private readonly prefix = 'dts:rpm:') {}

  async hit(caller: string, limit: number): Promise<MinuteVerdict> {
    const now = this.clock.now();
    const window = Math.floor(now / WINDOW_MS);
    const key = `${this.prefix}${window}:${caller}`;
    const res = await this.redis.multi().incr(key).pexpire(key, WINDOW_MS * 2).exec();
    return verdict(Number(res?.[0]?.[1] ?? 0), limit, window, now);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
