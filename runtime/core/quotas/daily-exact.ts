// Daily allowances checked against the database on every call: sign-ins, tool requests,
// subscriptions, savings reports. Rare enough that exactness beats a saved round trip.
import type { Clock } from '../clock.js';
import { secondsToUtcMidnight, utcDay } from '../clock.js';
import type { Db } from '../store/db.js';
import { addToCounter } from './counters-store.js';

export type Verdict = { ok: true } | { ok: false; retryAfter: number };

export class ExactDailyLimiter {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  /** Takes one unit of `scope`'s allowance for today, or refuses without taking it. */
  async take(scope: string, limit: number): Promise<Verdict> {
    const now = this.clock.now();
    const day = utcDay(now);
    const count = await addToCounter(this.db, scope, day, 1);
    if (count <= limit) return { ok: true };
    await addToCounter(this.db, scope, day, -1); // refused calls use nothing
    return { ok: false, retryAfter: secondsToUtcMidnight(now) };
  }
}
