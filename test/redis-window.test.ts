// The per-minute allowance in Redis, shared by instances; against the Redis at TEST_REDIS_URL
// (default redis://127.0.0.1:6379) when one answers, skipped loudly otherwise.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { startServer } from './support/server.js';
import { testDatabase } from './support/databases.js';
import { testConfig } from '../runtime/core/config.js';

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 1000 });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

describe('per-minute allowance in Redis', function () {
  before(async function () {
    if (!(await redisAnswers())) {
      console.warn(`\n  !! no Redis answers at ${redisUrl}: the Redis quota test is SKIPPED !!\n`);
      this.skip();
    }
  });

  it('two instances share one window per caller', async () => {
    const database = await testDatabase('sqlite');
    const quotas = { ...testConfig().quotas, enabled: true, requestsPerMinute: 4 };
    const salt = randomUUID(); // a caller id no other test run shares
    const clock = { now: () => Date.UTC(2026, 10, 21, 12, 0, 30) }; // mid-window: no boundary during the test
    const a = await startServer({ database, quotas, redisUrl, clientHashSalt: salt, serviceOptions: { clock } });
    const b = await startServer({ database, quotas, redisUrl, clientHashSalt: salt, serviceOptions: { clock } });
    try {
      const statuses = [];
      const states = [];
      for (const s of [a, b, a, b, a]) {
        const { response } = await s.sdk.execute('adler32', '1.0.0', { text: 'x' });
        statuses.push(response.status);
        states.push(response.headers.get('ratelimit')?.split(', ')[0]); // the per-minute member (the daily one follows)
      }
      // Each instance saw at most 3 requests; only a shared window refuses the fifth.
      expect(statuses).to.deep.equal([200, 200, 200, 200, 429]);
      // RateLimit counts the shared window too (from the INCR's answer), 30 s before its end.
      expect(states).to.deep.equal(['"minute";r=3;t=30', '"minute";r=2;t=30', '"minute";r=1;t=30', '"minute";r=0;t=30', '"minute";r=0;t=30']);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});
