// Short-window request allowance: a fixed one-minute window per caller, in memory, or in Redis when
// REDIS_URL is set so that every instance shares it.
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.js';
import type { Verdict } from './daily-exact.js';

export interface MinuteWindow {
  hit(caller: string, limit: number): Promise<Verdict>;
  close(): Promise<void>;
}

const WINDOW_MS = 60_000;

export class MemoryMinuteWindow implements MinuteWindow {
  private readonly counts = new Map<string, { window: number; count: number }>();
  constructor(private readonly clock: Clock) {}

  async hit(caller: string, limit: number): Promise<Verdict> {
    const now = this.clock.now();
    const window = Math.floor(now / WINDOW_MS);
    if (this.counts.size > 100_000) for (const [k, v] of this.counts) if (v.window < window) this.counts.delete(k);
    let c = this.counts.get(caller);
    if (!c || c.window !== window) this.counts.set(caller, (c = { window, count: 0 }));
    c.count++;
    if (c.count <= limit) return { ok: true };
    return { ok: false, retryAfter: Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000)) };
  }

  async close(): Promise<void> {}
}

export class RedisMinuteWindow implements MinuteWindow {
  constructor(private readonly redis: Redis, private readonly clock: Clock, private readonly prefix = 'dts:rpm:') {}

  async hit(caller: string, limit: number): Promise<Verdict> {
    const now = this.clock.now();
    const window = Math.floor(now / WINDOW_MS);
    const key = `${this.prefix}${window}:${caller}`;
    const res = await this.redis.multi().incr(key).pexpire(key, WINDOW_MS * 2).exec();
    const count = Number(res?.[0]?.[1] ?? 0);
    if (count <= limit) return { ok: true };
    return { ok: false, retryAfter: Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000)) };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
