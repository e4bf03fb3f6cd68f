// Accounts, keys, auth rules, quotas and the record of executions, through the SDK (sdk/), on SQLite
// and (when TEST_DATABASE_URL is set) PostgreSQL. Raw requests where the point is raw HTTP: bodies the
// SDK's types refuse, malformed Authorization headers, the Bearer challenge, query strings it would not build.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { startServer, postJson, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';
import { databaseKinds, testDatabase, warnIfPostgresSkipped, type TestDatabase } from './support/databases.js';
import type { Clock } from '../runtime/core/clock.js';
import { testConfig } from '../runtime/core/config.js';

const ADLER = '/v1/tools/adler32/versions/1.0.0/execute';
const DAY = 86_400_000;
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
/** adler32 of `text` through the SDK, anonymous or with `key`. */
const adler = (s: TestServer, text: string, key?: string, headers: Record<string, string> = {}) =>
  (key === undefined ? s.sdk : s.sdkWith(key)).execute('adler32', '1.0.0', { text }, { headers });

class ManualClock implements Clock {
  constructor(public t = Date.UTC(2026, 10, 21, 12, 0, 0)) {}
  now(): number {
    return this.t;
  }
}

async function signIn(s: TestServer, email = 'ada@example.com') {
  return ok(await s.sdk.signIn({ email, consent: true }), 201);
}

const quotasOn = (over: Partial<ReturnType<typeof testConfig>['quotas']> = {}) => ({ ...testConfig().quotas, enabled: true, ...over });

warnIfPostgresSkipped();

for (const kind of databaseKinds) {
  describe(`accounts and keys (${kind})`, () => {
    let database: TestDatabase;
    let clock: ManualClock;
    let s: TestServer;
    beforeEach(async () => {
      database = await testDatabase(kind);
      clock = new ManualClock();
      s = await startServer({ database, serviceOptions: { clock } });
    });
    afterEach(async () => {
      await s.close();
      await database.drop();
    });

    describe('POST /v1/accounts/email', () => {
      it('creates an account and returns a key once, with id, expiry and privileges', async () => {
        const k = await signIn(s);
        expect(k.api_key).to.match(/^dts_k[a-z2-7]{20}_[A-Za-z0-9_-]{43}$/);
        expect(k.api_key).to.contain(k.key_id);
        expect(k.expires_at).to.equal(new Date(clock.t + 90 * DAY).toISOString());
        expect(k.privileges).to.include('execute');
      });
      it('keeps no plain-text key anywhere in the database', async () => {
        const k = await signIn(s);
        const secret = k.api_key.split('_').slice(2).join('_');
        const dump = JSON.stringify(await Promise.all(['accounts', 'api_keys', 'executions', 'quota_counters', 'saved_tools'].map((t) => s.services.db(t).select())));
        expect(dump).to.contain(k.key_id);
        expect(dump).to.not.contain(secret);
        expect(dump).to.not.contain(k.api_key);
      });
      it('makes each sign-in its own account, even for the same email', async () => {
        const a = await signIn(s, 'same@example.com');
        const b = await signIn(s, 'same@example.com');
        const pa = await s.sdkWith(a.api_key).profile();
        const pb = await s.sdkWith(b.api_key).profile();
        expect(pa.data!.account.id).to.not.equal(pb.data!.account.id);
      });
      it('400 for an invalid email, consent not true, or another field', async () => {
        for (const body of [{ email: 'not-an-email', consent: true }, { email: 'a@b.co', consent: false }, { email: 'a@b.co' }, { email: 'a@b.co', consent: true, admin: true }, { email: `${'a'.repeat(250)}@b.co`, consent: true }]) {
          const res = await postJson(s.baseUrl, '/v1/accounts/email', body);
          expect(res.status, JSON.stringify(body)).to.equal(400);
          expect(res.json.code).to.equal('invalid_request');
          expect(res.json.errors.length).to.be.greaterThan(0);
        }
      });
      it('409 when the call already carries a valid key; 401 when it carries an invalid one', async () => {
        const k = await signIn(s);
        problem(await s.sdkWith(k.api_key).signIn({ email: 'b@example.com', consent: true }), 409, 'already_signed_in');
        problem(await s.sdkWith('dts_nope').signIn({ email: 'b@example.com', consent: true }), 401, 'unauthorized');
      });
    });

    describe('auth rules', () => {
      it('required-auth endpoints answer 401 with a Bearer challenge without a key', async () => {
        for (const [method, path] of [['GET', '/v1/me'], ['DELETE', '/v1/me'], ['GET', '/v1/me/profile'], ['GET', '/v1/me/activity'], ['GET', '/v1/me/saved-tools']] as const) {
          const res = await fetch(s.baseUrl + path, { method });
          expect(res.status, path).to.equal(401);
          expect(res.headers.get('www-authenticate'), path).to.equal('Bearer realm="deterministic-tools"');
          expect(((await res.json()) as { code: string }).code).to.equal('unauthorized');
        }
      });
      it('optional-auth endpoints answer 401 invalid_token to a malformed, unknown or wrong key', async () => {
        const k = await signIn(s);
        const wrongSecret = k.api_key.slice(0, -4) + (k.api_key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
        for (const auth of ['Bearer nonsense', 'Basic abc', `Bearer dts_k${'a'.repeat(20)}_${'A'.repeat(43)}`, `Bearer ${wrongSecret}`]) {
          const res = await postJson(s.baseUrl, ADLER, { text: 'a' }, { Authorization: auth });
          expect(res.status, auth).to.equal(401);
          expect(res.headers.get('www-authenticate')).to.match(/^Bearer realm="deterministic-tools", error="invalid_token"/);
        }
      });
      it('public endpoints ignore an Authorization header', async () => {
        const res = await fetch(`${s.baseUrl}/health`, { headers: { Authorization: 'Bearer nonsense' } });
        expect(res.status).to.equal(200);
      });
      it('a valid key executes and is told its quota', async () => {
        const k = await signIn(s);
        expect((await adler(s, 'a', k.api_key)).response.status).to.equal(200);
        const me = await s.sdkWith(k.api_key).me();
        expect(me.data).to.deep.include({ key_id: k.key_id, kind: 'email', expires_at: k.expires_at });
        expect(me.data!.quota.executions_used_today).to.equal(1);
      });
      it('an expired key is 401 from the moment expires_at passes', async () => {
        const k = await signIn(s);
        clock.t += 90 * DAY - 1;
        expect((await s.sdkWith(k.api_key).me()).response.status).to.equal(200);
        clock.t += 1;
        expect(problem(await adler(s, 'a', k.api_key), 401, 'unauthorized').detail).to.contain('expired');
      });
      it('DELETE /v1/me revokes the calling key: every later use is 401', async () => {
        const k = await signIn(s);
        const del = await s.sdkWith(k.api_key).revokeKey();
        expect(del.data).to.deep.equal({ key_id: k.key_id, revoked: true });
        expect((await s.sdkWith(k.api_key).me()).response.status).to.equal(401);
        expect(problem(await adler(s, 'a', k.api_key), 401, 'unauthorized').detail).to.contain('revoked');
      });
    });

    describe('profile, activity, saved tools', () => {
      it('the profile shows the account, the key kind and the agent last seen', async () => {
        const k = await signIn(s, 'grace@example.com');
        const before = await s.sdkWith(k.api_key).profile();
        expect(before.data!.agent).to.equal(null);
        expect(before.data!.account).to.deep.include({ email: 'grace@example.com', email_verified: false });
        expect(before.data!.key).to.deep.include({ key_id: k.key_id, kind: 'email' });
        await adler(s, 'a', k.api_key, { 'user-agent': 'agent-x/1.2', 'x-service-model': 'model-7b' });
        const after = await s.sdkWith(k.api_key).profile();
        expect(after.data!.agent).to.deep.equal({ user_agent: 'agent-x/1.2', model: 'model-7b', last_seen_at: new Date(clock.t).toISOString() });
      });
      it('activity lists keyed executions newest first, pages with a stable cursor, and omits others', async () => {
        const k = await signIn(s);
        const other = await signIn(s, 'other@example.com');
        const refs: string[] = [];
        for (const text of ['a', 'b', 'c', 'd', 'e']) {
          const res = await adler(s, text, k.api_key);
          refs.push(res.response.headers.get('x-execution-ref')!);
          clock.t += 1000;
        }
        await postJson(s.baseUrl, ADLER, { text: 5 }, bearer(k.api_key)); // a failed execution is activity too
        await adler(s, 'anon');
        await adler(s, 'x', other.api_key);
        const first = await s.sdkWith(k.api_key).activity({ limit: 4 });
        expect(first.data!.items.map((i) => i.status)).to.deep.equal([400, 200, 200, 200]);
        expect(first.data!.items[0]!.error_code).to.equal('invalid_input');
        expect(first.data!.items.slice(1).map((i) => i.execution_ref)).to.deep.equal([refs[4], refs[3], refs[2]]);
        const second = await s.sdkWith(k.api_key).activity({ limit: 4, before: first.data!.next_cursor! });
        expect(second.data!.items.map((i) => i.execution_ref)).to.deep.equal([refs[1], refs[0]]);
        expect(second.data!.next_cursor).to.equal(null);
        expect(second.data!.items[0]).to.deep.include({ tool: 'adler32', version: '1.0.0', via: 'rest', status: 200, error_code: null });
      });
      it('activity rejects a bad limit or cursor with 400 naming the parameter', async () => {
        const k = await signIn(s);
        for (const query of ['limit=0', 'limit=51', 'limit=x', 'before=bm9wZQ']) {
          const res = await fetch(`${s.baseUrl}/v1/me/activity?${query}`, { headers: bearer(k.api_key) });
          expect(res.status, query).to.equal(400);
          const body = (await res.json()) as { errors: { parameter: string }[] };
          expect(body.errors[0]!.parameter).to.equal(query.split('=')[0]);
        }
      });
      it('saved tools: PUT is idempotent and keeps the first saved_at, DELETE is idempotent', async () => {
        const k = await signIn(s);
        const me = s.sdkWith(k.api_key);
        const a = ok(await me.saveTool({ tool: 'adler32', version: '1.0.0', note: 'checksums' }));
        clock.t += 5000;
        const b = ok(await me.saveTool({ tool: 'adler32', version: '1.0.0' }));
        expect(b).to.deep.equal(a);
        ok(await me.saveTool({ tool: 'crc32', version: '1.0.0' }));
        const list = ok(await me.savedTools());
        expect(list.tools.map((t) => [t.tool, t.note])).to.deep.equal([['adler32', 'checksums'], ['crc32', null]]);
        expect(ok(await me.removeSavedTool({ tool: 'adler32', version: '1.0.0' }))).to.deep.equal({ tool: 'adler32', version: '1.0.0', removed: true });
        expect(ok(await me.removeSavedTool({ tool: 'adler32', version: '1.0.0' })).removed).to.equal(false);
      });
      it('saving a tool version that does not exist is 404; a long note is 400', async () => {
        const k = await signIn(s);
        const me = s.sdkWith(k.api_key);
        problem(await me.saveTool({ tool: 'nope', version: '1.0.0' }), 404, 'tool_not_found');
        problem(await me.saveTool({ tool: 'adler32', version: '9.0.0' }), 404, 'version_not_found');
        problem(await me.saveTool({ tool: 'adler32', version: '1.0.0', note: 'x'.repeat(201) }), 400, 'invalid_request');
      });
    });

    describe('recording', () => {
      it('every execution gets a UUID execution_ref and a row, anonymous ones too', async () => {
        const res = await adler(s, 'a', undefined, { 'x-service-model': 'm'.repeat(257) });
        const ref = res.response.headers.get('x-execution-ref')!;
        // UUID version 7: its first 48 bits are the record's Unix milliseconds.
        expect(ref).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(parseInt(ref.replace(/-/g, '').slice(0, 12), 16)).to.equal(clock.t);
        await s.services.recorder.flush();
        const row = await s.services.db('executions').where({ execution_ref: ref }).first();
        expect(row).to.deep.include({ tool_id: 'adler32', status: 200, account_id: null, model: null }); // an unusable model header is ignored
      });
      it('keeps records while the database refuses them and writes them once it is back', async () => {
        await s.services.recorder.flush();
        await s.services.db.schema.renameTable('executions', 'executions_away');
        const res = await adler(s, 'during outage');
        expect(res.response.status).to.equal(200); // an execute never waits on the record
        let failed = false;
        await s.services.recorder.flush().catch(() => (failed = true));
        expect(failed).to.equal(true);
        expect(s.services.recorder.pending).to.equal(1);
        await s.services.db.schema.renameTable('executions_away', 'executions');
        await s.services.recorder.flush();
        expect(s.services.recorder.pending).to.equal(0);
        expect(await s.services.db('executions').where({ execution_ref: res.response.headers.get('x-execution-ref')! }).first()).to.not.equal(undefined);
      });
    });
  });

  describe(`quotas (${kind})`, () => {
    let database: TestDatabase;
    let clock: ManualClock;
    beforeEach(async () => {
      database = await testDatabase(kind);
      clock = new ManualClock();
    });
    afterEach(() => database.drop());

    const start = (quotas: ReturnType<typeof quotasOn>) =>
      startServer({ database, quotas, clientHashSalt: randomUUID(), serviceOptions: { clock, flushMs: 60_000 } });

    it('429 with retry_after and Retry-After once the anonymous daily allowance is used; failures use none', async () => {
      const s = await start(quotasOn({ executionsPerDayAnon: 2, executionsPerDayKey: 5 }));
      try {
        expect((await postJson(s.baseUrl, ADLER, { text: 5 })).status).to.equal(400);
        expect((await adler(s, 'a')).response.status).to.equal(200);
        expect((await adler(s, 'b')).response.status).to.equal(200);
        const res = await adler(s, 'c');
        const limited = problem(res, 429, 'rate_limited');
        const untilMidnight = Math.ceil((Date.UTC(2026, 10, 22) - clock.t) / 1000);
        expect(limited.retry_after).to.equal(untilMidnight);
        expect(res.response.headers.get('retry-after')).to.equal(String(untilMidnight));
        clock.t = Date.UTC(2026, 10, 22, 0, 0, 1);
        expect((await adler(s, 'next day')).response.status).to.equal(200);
      } finally {
        await s.close();
      }
    });

    it('a key has its own, higher daily allowance', async () => {
      const s = await start(quotasOn({ executionsPerDayAnon: 1, executionsPerDayKey: 3 }));
      try {
        const k = await signIn(s);
        for (let i = 0; i < 3; i++) expect((await adler(s, 'a', k.api_key)).response.status).to.equal(200);
        expect((await adler(s, 'a', k.api_key)).response.status).to.equal(429);
        expect((await adler(s, 'a')).response.status).to.equal(200);
        const me = await s.sdkWith(k.api_key).me();
        expect(me.data!.quota).to.deep.include({ executions_per_day: 3, executions_used_today: 3, executions_remaining_today: 0 });
      } finally {
        await s.close();
      }
    });

    it('daily counts survive a restart and are shared by instances on one database', async () => {
      const q = quotasOn({ executionsPerDayAnon: 3 });
      const salt = randomUUID();
      const a = await startServer({ database, quotas: q, clientHashSalt: salt, serviceOptions: { clock, flushMs: 60_000 } });
      expect((await adler(a, 'a')).response.status).to.equal(200);
      expect((await adler(a, 'b')).response.status).to.equal(200);
      await a.close(); // graceful: flushes the counter
      const b = await startServer({ database, quotas: q, clientHashSalt: salt, serviceOptions: { clock, flushMs: 60_000 } });
      const c = await startServer({ database, quotas: q, clientHashSalt: salt, serviceOptions: { clock, flushMs: 60_000 } });
      try {
        // Each instance's first request waits for the shared count (no warming up needed).
        expect((await adler(b, 'c')).response.status).to.equal(200);
        expect((await adler(b, 'd')).response.status).to.equal(429);
        await b.services.executions.flush();
        expect((await adler(c, 'e')).response.status).to.equal(429);
      } finally {
        await b.close();
        await c.close();
      }
    });

    it('the per-minute request allowance applies per caller and resets with the window', async () => {
      const s = await start(quotasOn({ requestsPerMinute: 3 }));
      try {
        for (let i = 0; i < 3; i++) expect((await adler(s, 'a')).response.status).to.equal(200);
        expect(problem(await adler(s, 'a'), 429, 'rate_limited').retry_after).to.be.within(1, 60);
        problem(await signInAnswer(s), 429, 'rate_limited'); // sign-in is a request of the same anonymous caller
        clock.t += 60_000;
        expect((await adler(s, 'a')).response.status).to.equal(200);
      } finally {
        await s.close();
      }
    });

    it('sign-ins per day are limited per client address', async () => {
      const s = await start(quotasOn({ signinsPerDay: 2 }));
      try {
        ok(await signInAnswer(s), 201);
        ok(await signInAnswer(s), 201);
        expect(problem(await signInAnswer(s), 429, 'rate_limited').retry_after).to.be.greaterThan(0);
      } finally {
        await s.close();
      }
    });

    it('QUOTAS=off disables every allowance', async () => {
      const s = await start({ ...quotasOn({ executionsPerDayAnon: 0, requestsPerMinute: 0 }), enabled: false });
      try {
        expect((await adler(s, 'a')).response.status).to.equal(200);
      } finally {
        await s.close();
      }
    });
  });
}

function signInAnswer(s: TestServer) {
  return s.sdk.signIn({ email: 'x@example.com', consent: true });
}

/** The quota scope the test client's address maps to on this server. */
describe('configuration', () => {
  it('reads every QUOTA_* variable and QUOTAS=off', async () => {
    const { loadConfig } = await import('../runtime/core/config.js');
    const c = loadConfig({
      QUOTA_EXECUTIONS_PER_DAY_ANON: '11', QUOTA_EXECUTIONS_PER_DAY_KEY: '22', QUOTA_REQUESTS_PER_MINUTE: '33',
      QUOTA_SIGNINS_PER_DAY: '44', QUOTA_TOOL_REQUESTS_PER_DAY: '55', QUOTA_SUBSCRIPTIONS_PER_DAY: '66', QUOTA_SAVINGS_REPORTS_PER_DAY: '77',
    });
    expect(c.quotas).to.deep.equal({ enabled: true, executionsPerDayAnon: 11, executionsPerDayKey: 22, requestsPerMinute: 33, signinsPerDay: 44, toolRequestsPerDay: 55, subscriptionsPerDay: 66, savingsReportsPerDay: 77 });
    expect(loadConfig({ QUOTAS: 'off' }).quotas.enabled).to.equal(false);
    expect(() => loadConfig({ QUOTA_REQUESTS_PER_MINUTE: 'lots' })).to.throw('QUOTA_REQUESTS_PER_MINUTE');
  });
});
