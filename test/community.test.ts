// Feedback, tool requests, the newsletter (with mail written by the file transport) and stats,
// through the SDK (sdk/), on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL. Raw requests for
// bodies the SDK's types refuse (the 400 cases), the website's form encoding, and the mail links
// (confirm and unsubscribe: what a mail client or a person's browser sends, not API calls).
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, postJson, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';
import type { BodyOf } from '../sdk/src/index.js';
import { databaseKinds, testDatabase, warnIfPostgresSkipped, type TestDatabase } from './support/databases.js';
import { readMailDir, tokenIn, waitFor, type Mail } from './support/mail.js';
import type { Clock } from '../runtime/core/clock.js';
import { testConfig } from '../runtime/core/config.js';
import { setToolRequestStatus } from '../runtime/community/store.js';
import { addressState, queueNewsletter } from '../runtime/newsletter/newsletter.js';
import { listOutbox } from '../runtime/core/mail/outbox.js';

const ADLER = '/v1/tools/adler32/versions/1.0.0/execute';
const BASE = 'https://tools.example.test';
const DAY = 86_400_000;
const quotasOn = (over: Partial<ReturnType<typeof testConfig>['quotas']> = {}) => ({ ...testConfig().quotas, enabled: true, ...over });

class ManualClock implements Clock {
  constructor(public t = Date.UTC(2026, 10, 21, 12, 0, 0)) {}
  now(): number {
    return this.t;
  }
}

async function signIn(s: TestServer, email = 'ada@example.com', extra: { newsletter?: boolean } = {}): Promise<string> {
  return ok(await s.sdk.signIn({ email, consent: true, ...extra }), 201).api_key;
}

async function get(s: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(s.baseUrl + path, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

/** The confirm page's button: a POST to the link, with an empty form body as a browser sends it. */
async function confirmLink(s: TestServer, path: string) {
  return postForm(s, path, '');
}

async function postForm(s: TestServer, path: string, form: string, headers: Record<string, string> = {}) {
  const res = await fetch(s.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

warnIfPostgresSkipped();

for (const kind of databaseKinds) {
  describe(`feedback, tool requests, newsletter, stats (${kind})`, () => {
    let database: TestDatabase;
    let clock: ManualClock;
    let mailDir: string;
    let s: TestServer;
    const start = async (over: Parameters<typeof startServer>[0] = {}) => {
      s = await startServer({ database, mailDir, publicBaseUrl: BASE, serviceOptions: { clock, mail: { pollMs: 20 } }, ...over });
      return s;
    };
    beforeEach(async () => {
      database = await testDatabase(kind);
      clock = new ManualClock();
      mailDir = mkdtempSync(join(tmpdir(), 'dts-mail-'));
      await start();
    });
    afterEach(async () => {
      await s.close();
      await database.drop();
      rmSync(mailDir, { recursive: true, force: true });
    });

    const mails = () => readMailDir(mailDir);
    const mailCount = async (n: number) => {
      await waitFor(`${n} mails`, () => mails().length >= n);
      await s.services.mail.drain();
      expect(mails()).to.have.length(n);
      return mails();
    };

    describe('POST /v1/feedback', () => {
      const fb: BodyOf<'submit_feedback'> = { category: 'wrong_result', idempotency_key: 'k-1', note: 'off by one', tool: 'adler32', version: '1.0.0', execution_ref: 'abc' };

      it('201 with an id; the same key and body answer the same 201 and store one row; another body is 409', async () => {
        const first = ok(await s.sdk.feedback(fb), 201);
        expect(first).to.have.keys(['feedback_id', 'status', 'created_at']);
        expect(first.status).to.equal('submitted');
        const reordered = Object.fromEntries(Object.entries(fb).reverse());
        const again = await postJson(s.baseUrl, '/v1/feedback', reordered); // raw: the same members in another order
        expect(again.status).to.equal(201);
        expect(again.json).to.deep.equal(first);
        expect(await s.services.db('feedback').count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 1);
        problem(await s.sdk.feedback({ ...fb, note: 'something else' }), 409, 'idempotency_conflict');
      });

      it('concurrent repeats of one key make one row', async () => {
        const answers = await Promise.all(Array.from({ length: 8 }, () => s.sdk.feedback({ category: 'useful', idempotency_key: 'race' })));
        expect(new Set(answers.map((a) => ok(a, 201).feedback_id)).size).to.equal(1);
        expect(await s.services.db('feedback').where({ idempotency_key: 'race' }).select()).to.have.length(1);
      });

      it('keys are per caller: another caller with the same key gets its own feedback', async () => {
        const anon = ok(await s.sdk.feedback(fb), 201);
        const keyed = ok(await s.sdkWith(await signIn(s)).feedback({ ...fb, note: 'mine' }), 201);
        expect(keyed.feedback_id).to.not.equal(anon.feedback_id);
      });

      it('400 for a bad category, a missing key, an over-long field, another field or a lone surrogate', async () => {
        for (const body of [
          { category: 'great', idempotency_key: 'a' }, { category: 'useful' }, { category: 'useful', idempotency_key: 'x'.repeat(101) },
          { category: 'useful', idempotency_key: 'a', note: 'n'.repeat(1001) }, { category: 'useful', idempotency_key: 'a', tool: 't'.repeat(101) },
          { category: 'useful', idempotency_key: 'a', extra: 1 }, '{"category":"useful","idempotency_key":"\\ud800"}',
        ]) {
          const res = await postJson(s.baseUrl, '/v1/feedback', body);
          expect(res.status, JSON.stringify(body)).to.equal(400);
          expect(res.json.code).to.equal('invalid_request');
        }
        ok(await s.sdk.feedback({ category: 'useful', idempotency_key: 'a', note: 'n'.repeat(1000) }), 201);
      });
    });

    describe('POST /v1/tool-requests and GET /v1/me/tool-requests', () => {
      it('201 with a request id; examples as text or JSON up to 4096 bytes each', async () => {
        const text = ok(await s.sdk.requestTool({ description: 'ISO week of a date', example_input: '2026-01-01', example_output: { week: 1 } }), 201);
        expect(text).to.have.keys(['request_id', 'status', 'created_at']);
        expect(text.status).to.equal('received');
        const atLimit = 'é'.repeat(2048); // 4096 UTF-8 bytes
        ok(await s.sdk.requestTool({ description: 'd', example_input: atLimit, example_output: [1, 2] }), 201);
        const over = problem(await s.sdk.requestTool({ description: 'd', example_input: atLimit + 'x' }), 400, 'invalid_request');
        expect(over.errors![0]!.pointer).to.equal('/example_input');
        const bigJson = problem(await s.sdk.requestTool({ description: 'd', example_output: { v: 'x'.repeat(4090) } }), 400, 'invalid_request');
        expect(bigJson.errors![0]!.pointer).to.equal('/example_output');
      });

      it('400 for a contact email without email_consent true, an empty or long description, or another field', async () => {
        for (const body of [
          { description: 'd', contact_email: 'a@example.com' }, { description: 'd', contact_email: 'a@example.com', email_consent: false },
          { description: '' }, { description: 'x'.repeat(4097) }, { description: 'd', priority: 'high' }, { description: 'd', contact_email: 'nope', email_consent: true },
        ]) {
          const res = await postJson(s.baseUrl, '/v1/tool-requests', body);
          expect(res.status, JSON.stringify(body)).to.equal(400);
          expect(res.json.code).to.equal('invalid_request');
        }
        ok(await s.sdk.requestTool({ description: 'd', contact_email: 'a@example.com', email_consent: true }), 201);
      });

      it('a keyed caller reads its own requests, newest first, with their status as it moves', async () => {
        const key = await signIn(s);
        const other = await signIn(s, 'other@example.com');
        const ids: string[] = [];
        for (const d of ['first', 'second', 'third']) {
          ids.push(ok(await s.sdkWith(key).requestTool({ description: d, example_input: { a: 1 } }), 201).request_id);
          clock.t += 1000;
        }
        ok(await s.sdkWith(other).requestTool({ description: 'not mine' }), 201);
        ok(await s.sdk.requestTool({ description: 'anonymous' }), 201);
        const db = s.services.db;
        expect(await setToolRequestStatus(db, ids[0]!, 'planned', clock.t)).to.equal(true);
        expect(await setToolRequestStatus(db, ids[0]!, 'released', clock.t + 1, 'iso-week')).to.equal(true);
        expect(await setToolRequestStatus(db, ids[1]!, 'declined', clock.t)).to.equal(true);
        expect(await setToolRequestStatus(db, ids[1]!, 'planned', clock.t)).to.equal(false); // declined is final
        expect(await setToolRequestStatus(db, ids[0]!, 'declined', clock.t)).to.equal(false); // released is final
        const list = ok(await s.sdkWith(key).myToolRequests());
        expect(list.requests.map((r) => r.description)).to.deep.equal(['third', 'second', 'first']);
        const [third, second, first] = list.requests;
        expect(third).to.include({ status: 'received', released_tool: null });
        expect(third!.example_input).to.deep.equal({ a: 1 });
        expect(second).to.include({ status: 'declined' });
        expect(first).to.include({ status: 'released', released_tool: 'iso-week', request_id: ids[0] });
        expect(first!.updated_at).to.equal(new Date(clock.t + 1).toISOString());
        problem(await s.sdk.myToolRequests(), 401, 'unauthorized');
      });

      it('429 with retry_after past QUOTA_TOOL_REQUESTS_PER_DAY; a new UTC day allows more', async () => {
        await s.close();
        await start({ quotas: quotasOn({ toolRequestsPerDay: 2 }) });
        for (let i = 0; i < 2; i++) ok(await s.sdk.requestTool({ description: `r${i}` }), 201);
        const refused = await s.sdk.requestTool({ description: 'r3' });
        expect(problem(refused, 429, 'rate_limited').retry_after).to.equal(12 * 3600);
        expect(refused.response.headers.get('retry-after')).to.equal(String(12 * 3600));
        expect(await s.services.db('tool_requests').select()).to.have.length(2);
        clock.t += DAY / 2;
        ok(await s.sdk.requestTool({ description: 'tomorrow' }), 201);
      });
    });

    describe('newsletter', () => {
      const confirmation = async (): Promise<Mail> => (await mailCount(1))[0]!;

      it('subscribe: 200 pending, exactly one confirmation mail with confirm and unsubscribe links, no plain token stored', async () => {
        const res = ok(await s.sdk.subscribe({ email: 'Reader@Example.com', consent: true }));
        expect(res).to.deep.equal({ status: 'pending_confirmation', detail: res.detail });
        const mail = await confirmation();
        expect(mail.header('To')).to.equal('Reader@example.com'); // nodemailer writes the domain in lower case
        expect(mail.header('List-Unsubscribe-Post')).to.equal('List-Unsubscribe=One-Click');
        const listUnsub = mail.header('List-Unsubscribe')!;
        expect(listUnsub).to.match(new RegExp(`^<${BASE.replace(/\./g, '\\.')}/v1/unsubscribe\\?token=[A-Za-z0-9_-]{43}>$`));
        const confirmToken = tokenIn(mail.body, '/v1/subscribe/confirm');
        const unsubToken = tokenIn(listUnsub, '/v1/unsubscribe');
        expect(mail.body).to.contain(`${BASE}/v1/subscribe/confirm?token=${confirmToken}`);
        expect(mail.body).to.contain(`${BASE}/v1/unsubscribe?token=${unsubToken}`);
        const dump = JSON.stringify(await Promise.all(['newsletter_addresses', 'newsletter_tokens', 'mail_outbox'].map((t) => s.services.db(t).select())));
        expect(dump).to.not.contain(confirmToken);
        expect(dump).to.not.contain(unsubToken);
        expect(await addressState(s.services.db, 'reader@example.com')).to.equal('unconfirmed');
        // The same address again (any case), listed: the same answer, no second mail.
        expect(ok(await s.sdk.subscribe({ email: 'reader@example.com', consent: true }))).to.deep.equal(res);
        await s.services.mail.drain();
        expect(mails()).to.have.length(1);
        expect((await listOutbox(s.services.db)).map((r) => r.status)).to.deep.equal(['sent']);
      });

      it('accepts the website form encoding; 400 for invalid email, consent not given, or another field', async () => {
        const form = await postForm(s, '/v1/subscribe', 'email=form%40example.com&consent=on');
        expect(form.status).to.equal(200);
        expect(form.json.status).to.equal('pending_confirmation');
        await mailCount(1);
        for (const [body, isForm] of [
          ['email=form%40example.com', true], ['email=form%40example.com&consent=off', true], ['email=x&consent=on', true],
          ['email=a%40example.com&consent=on&consent=on', true], ['email=a%40example.com&consent=on&list=all', true],
          [{ email: 'a@example.com', consent: false }, false], [{ email: 'a@example.com' }, false], [{ email: 'not-mail', consent: true }, false],
          [{ email: 'a@example.com', consent: true, list: 'all' }, false],
        ] as const) {
          const res = isForm ? await postForm(s, '/v1/subscribe', body as string) : await postJson(s.baseUrl, '/v1/subscribe', body);
          expect(res.status, JSON.stringify(body)).to.equal(400);
          expect(res.json.code).to.equal('invalid_request');
        }
        expect((await postForm(s, '/v1/subscribe', 'email=a%40example.com&consent=on', { 'content-type': 'text/plain' })).status).to.equal(415);
      });

      it('confirm link: GET changes nothing, POST moves unconfirmed -> confirmed (again is still 200); unknown or missing token is 404 / 400', async () => {
        ok(await s.sdk.subscribe({ email: 'c@example.com', consent: true }));
        const token = tokenIn((await confirmation()).body, '/v1/subscribe/confirm');
        const looked = await get(s, `/v1/subscribe/confirm?token=${token}&utm_source=mail`);
        expect(looked.status).to.equal(200);
        expect(looked.json).to.deep.equal({ status: 'unconfirmed' });
        expect(await addressState(s.services.db, 'c@example.com')).to.equal('unconfirmed');
        const confirmed = await confirmLink(s, `/v1/subscribe/confirm?token=${token}&utm_source=mail`);
        expect(confirmed.status).to.equal(200);
        expect(confirmed.json).to.deep.equal({ status: 'confirmed' });
        expect(await addressState(s.services.db, 'c@example.com')).to.equal('confirmed');
        expect((await confirmLink(s, `/v1/subscribe/confirm?token=${token}`)).status).to.equal(200);
        expect((await get(s, `/v1/subscribe/confirm?token=${token}`)).json).to.deep.equal({ status: 'confirmed' });
        for (const send of [(path: string) => get(s, path), (path: string) => confirmLink(s, path)]) {
          const unknown = await send(`/v1/subscribe/confirm?token=${'A'.repeat(43)}`);
          expect(unknown.status).to.equal(404);
          expect(unknown.json.code).to.equal('not_active');
          expect((await send('/v1/subscribe/confirm?token=short')).status).to.equal(404);
          expect((await send('/v1/subscribe/confirm')).status).to.equal(400);
        }
        // A confirm token is not an unsubscribe token.
        expect((await get(s, `/v1/unsubscribe?token=${token}`)).status).to.equal(404);
      });

      it('the newsletter goes only to confirmed addresses, after their confirmation mail, with List-Unsubscribe', async () => {
        ok(await s.sdk.subscribe({ email: 'yes@example.com', consent: true }));
        ok(await s.sdk.subscribe({ email: 'maybe@example.com', consent: true }));
        const [c1] = await mailCount(2);
        const yes = [c1!, mails()[1]!].find((m) => m.header('To') === 'yes@example.com')!;
        expect((await confirmLink(s, `/v1/subscribe/confirm?token=${tokenIn(yes.body, '/v1/subscribe/confirm')}`)).status).to.equal(200);
        expect(await queueNewsletter(s.services, { subject: 'New: iso-week', text: 'A new tool.' })).to.equal(1);
        const all = await mailCount(3);
        const issue = all[2]!;
        expect(issue.header('To')).to.equal('yes@example.com');
        expect(issue.header('Subject')).to.equal('New: iso-week');
        expect(issue.header('List-Unsubscribe')).to.match(/^<https:\/\/tools\.example\.test\/v1\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);
        expect(issue.header('List-Unsubscribe-Post')).to.equal('List-Unsubscribe=One-Click');
        expect(all.filter((m) => m.header('To') === 'yes@example.com').map((m) => m.header('Subject'))).to.deep.equal([
          'Confirm your subscription to new-tool announcements', 'New: iso-week',
        ]);
      });

      it('unsubscribe (GET, extra parameters ignored): the address is erased, never re-added, never mailed; the link is then 404', async () => {
        ok(await s.sdk.subscribe({ email: 'gone@example.com', consent: true }));
        const mail = await confirmation();
        const unsub = tokenIn(mail.header('List-Unsubscribe')!, '/v1/unsubscribe');
        const confirmToken = tokenIn(mail.body, '/v1/subscribe/confirm');
        const res = await get(s, `/v1/unsubscribe?utm_source=newsletter&token=${unsub}&utm_medium=email&x=1`);
        expect(res.status).to.equal(200);
        expect(res.json).to.deep.equal({ status: 'unsubscribed' });
        expect(await addressState(s.services.db, 'gone@example.com')).to.equal('unsubscribed');
        const dump = JSON.stringify(await s.services.db('newsletter_addresses').select());
        expect(dump).to.not.contain('gone@example.com');
        expect(await s.services.db('newsletter_tokens').select()).to.have.length(0);
        const again = await get(s, `/v1/unsubscribe?token=${unsub}`);
        expect(again.status).to.equal(404);
        expect(again.json.code).to.equal('not_active');
        expect((await get(s, `/v1/subscribe/confirm?token=${confirmToken}`)).status).to.equal(404);
        expect((await confirmLink(s, `/v1/subscribe/confirm?token=${confirmToken}`)).status).to.equal(404);
        // Subscribing again: the same answer, but nothing changes and nothing is sent.
        expect(ok(await s.sdk.subscribe({ email: 'GONE@example.com', consent: true })).status).to.equal('pending_confirmation');
        expect(await addressState(s.services.db, 'gone@example.com')).to.equal('unsubscribed');
        expect(await queueNewsletter(s.services, { subject: 's', text: 't' })).to.equal(0);
        await s.services.mail.drain();
        expect(mails()).to.have.length(1);
      });

      it('RFC 8058 one-click: POST with List-Unsubscribe=One-Click unsubscribes; an Authorization header is ignored', async () => {
        ok(await s.sdk.subscribe({ email: 'click@example.com', consent: true }));
        const unsub = tokenIn((await confirmation()).header('List-Unsubscribe')!, '/v1/unsubscribe');
        const res = await postForm(s, `/v1/unsubscribe?token=${unsub}`, 'List-Unsubscribe=One-Click', { Authorization: 'Bearer whatever' });
        expect(res.status).to.equal(200);
        expect(res.json).to.deep.equal({ status: 'unsubscribed' });
        expect((await postForm(s, `/v1/unsubscribe?token=${unsub}`, 'List-Unsubscribe=One-Click')).status).to.equal(404);
        expect((await postForm(s, '/v1/unsubscribe', 'List-Unsubscribe=One-Click')).status).to.equal(400);
      });

      it('sign-in with newsletter: true subscribes through the same path (one confirmation mail)', async () => {
        await signIn(s, 'both@example.com', { newsletter: true });
        await signIn(s, 'both@example.com', { newsletter: true });
        await signIn(s, 'none@example.com');
        const [m] = await mailCount(1);
        expect(m!.header('To')).to.equal('both@example.com');
        expect(await addressState(s.services.db, 'both@example.com')).to.equal('unconfirmed');
        expect(await addressState(s.services.db, 'none@example.com')).to.equal(null);
      });

      it('429 past QUOTA_SUBSCRIPTIONS_PER_DAY per client address, keyed or not', async () => {
        await s.close();
        await start({ quotas: quotasOn({ subscriptionsPerDay: 2, signinsPerDay: 10 }) });
        const key = await signIn(s, 'k@example.com');
        ok(await s.sdk.subscribe({ email: 'q1@example.com', consent: true }));
        ok(await s.sdkWith(key).subscribe({ email: 'q2@example.com', consent: true }));
        expect(problem(await s.sdk.subscribe({ email: 'q3@example.com', consent: true }), 429, 'rate_limited').retry_after).to.be.a('number');
        expect(await addressState(s.services.db, 'q3@example.com')).to.equal(null);
      });
    });

    describe('GET /v1/stats', () => {
      it('tool count, executions served, verified savings; cached for 5 minutes', async () => {
        const answer = await s.sdk.stats();
        const first = ok(answer);
        expect(answer.response.headers.get('cache-control')).to.equal('public, max-age=300');
        expect(first).to.deep.include({ executions_served: { total: 0, today: 0, today_approximate: true } });
        expect(first.tool_count).to.be.greaterThan(100);
        expect(first.verified_savings).to.deep.equal({ count: 0, input_tokens_saved: null, cached_input_tokens_saved: null, output_tokens_saved: null, estimated_usd: null, unpriced: 0 });
        for (let i = 0; i < 3; i++) ok(await s.sdk.execute('adler32', '1.0.0', { text: `t${i}` }));
        await postJson(s.baseUrl, ADLER, { nope: 1 }); // a failure is not served (raw: an input the SDK's types refuse)
        await s.services.recorder.flush();
        await s.services.executions.flush();
        clock.t += 299_000;
        expect(ok(await s.sdk.stats())).to.deep.equal(first);
        clock.t += 1000;
        const later = ok(await s.sdk.stats());
        expect(later.executions_served).to.deep.equal({ total: 3, today: 3, today_approximate: true });
        expect(later.generated_at).to.equal(new Date(clock.t).toISOString());
        ok(await s.sdkWith('nonsense').stats()); // a public endpoint ignores the key
      });
    });
  });
}
