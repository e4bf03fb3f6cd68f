// Issue 14: no request may block /health. The heaviest json-schema-validate inputs of its contract's
// worst cases run over HTTP while /health is asked meanwhile; /health must answer while the call is
// still running in a tool worker. Outcomes and their order are asserted, never elapsed time.
import { expect } from 'chai';
import { dirname, join } from 'node:path';
import { expandBuilders, fixtureReader } from '../../generator/case-builders.js';
import { INLINE_MAX_OPERATIONS } from '../../generator/lint.js';
import { ToolPool } from '../../runtime/execution/tool-pool.js';
import { loadContracts, repoRoot } from '../support/contracts.js';
import { postJson, startServer, type TestServer } from '../support/server.js';

const contract = (await loadContracts()).find((c) => c.id === 'json-schema-validate')!;
const readFixture = fixtureReader(join(repoRoot, dirname(contract.file)));
const execute = '/v1/tools/json-schema-validate/versions/1.0.0/execute';

async function until(what: string, condition: () => boolean): Promise<void> {
  for (let i = 0; !condition(); i++) {
    if (i > 6000) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('issue 14: /health answers while the worst json-schema-validate inputs run', () => {
  // A pool of its own, so "busy" is this test's call and nothing else's.
  const pool = new ToolPool({ size: 1, timeLimitMs: 2000, queueMax: 4 });
  let s: TestServer;
  before(async () => {
    s = await startServer({ serviceOptions: { toolPool: pool } });
  });
  after(async () => {
    await s.close();
    await pool.close();
  });

  contract.worst_cases.forEach((worst, index) => {
    it(`worst case ${index}: ${worst.name}`, async () => {
      const input = expandBuilders(worst.input, readFixture);
      const order: string[] = [];
      const call = postJson(s.baseUrl, execute, input).then((r) => (order.push('worst case'), r));
      await until('the call runs in the worker', () => pool.stats().busy === 1 || order.length > 0);
      const health = await fetch(`${s.baseUrl}/health`).then((r) => (order.push('health'), r));
      const done = await call;
      expect(health.status).to.equal(200);
      if (worst.error) expect(done.json.code, JSON.stringify(done.json).slice(0, 300)).to.equal(worst.error);
      else expect(done.status).to.equal(200);
      // A worst case allowed more than an inline tool's operations takes far longer than a /health
      // round trip, so /health must come first; a lighter one may finish either way.
      if (worst.max_operations > INLINE_MAX_OPERATIONS) expect(order).to.deep.equal(['health', 'worst case']);
    });
  });
});
