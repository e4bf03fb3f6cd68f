// The mail path against a real SMTP server (smtp-server on loopback): delivery with the list
// headers, an outage (retries fail, rows stay) and recovery, two workers on one outbox, and a
// restart with mail still queued. On SQLite and (when TEST_DATABASE_URL is set) PostgreSQL. Subscribing
// goes through the SDK (sdk/); the mail's links are followed raw, as a mail client or browser does.
import { expect } from 'chai';
import { startServer, type TestServer } from './support/server.js';
import { ok } from './support/sdk.js';
import { databaseKinds, testDatabase, warnIfPostgresSkipped, type TestDatabase } from './support/databases.js';
import { smtpPeer, tokenIn, waitFor, type SmtpPeer } from './support/mail.js';
import { backoffMs, listOutbox, safeError } from '../runtime/core/mail/outbox.js';
import { addressState, emailKey, queueNewsletter } from '../runtime/newsletter/newsletter.js';
import type { MailWorkerOptions } from '../runtime/core/mail/outbox.js';

const FAST: MailWorkerOptions = { pollMs: 30, baseDelayMs: 40, maxDelayMs: 160 };

describe('mail: backoff and error text', () => {
  it('doubles from the base delay up to the cap', () => {
    expect([1, 2, 3, 4, 5, 40].map((a) => backoffMs(a, 5000, 60_000))).to.deep.equal([5000, 10000, 20000, 40000, 60000, 60000]);
  });
  it('never carries SMTP credentials into rows or logs', () => {
    expect(safeError(new Error('connect to smtp://user:secret@mail.example:25 failed'))).to.equal('Error: connect to smtp://***@mail.example:25 failed');
  });
});

warnIfPostgresSkipped();

for (const kind of databaseKinds) {
  describe(`mail over SMTP (${kind})`, () => {
    let database: TestDatabase;
    let smtp: SmtpPeer;
    const servers: TestServer[] = [];
    const start = async (mail: MailWorkerOptions = FAST) => {
      const s = await startServer({ database, publicBaseUrl: 'https://tools.example.test', smtpUrl: `smtp://127.0.0.1:${smtp.port}`, serviceOptions: { mail } });
      servers.push(s);
      return s;
    };
    beforeEach(async () => {
      database = await testDatabase(kind);
      smtp = await smtpPeer();
    });
    afterEach(async () => {
      for (const s of servers.splice(0)) await s.close();
      await smtp.stop();
      await database.drop();
    });

    const subscribe = async (s: TestServer, email: string) => ok(await s.sdk.subscribe({ email, consent: true }));

    it('delivers the confirmation mail with List-Unsubscribe (https under PUBLIC_BASE_URL) and one-click headers', async () => {
      const s = await start();
      expect((await subscribe(s, 'smtp@example.com')).status).to.equal('pending_confirmation');
      await waitFor('delivery', () => smtp.messages.length === 1);
      const [mail] = smtp.messages;
      expect(smtp.envelopes[0]).to.deep.equal(['smtp@example.com']);
      expect(mail!.header('To')).to.equal('smtp@example.com');
      expect(mail!.header('From')).to.contain('no-reply@localhost');
      expect(mail!.header('List-Unsubscribe')).to.match(/^<https:\/\/tools\.example\.test\/v1\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);
      expect(mail!.header('List-Unsubscribe-Post')).to.equal('List-Unsubscribe=One-Click');
      expect(mail!.header('Message-ID')).to.match(/^<dts-\d+-1@localhost>$/);
      // The links in the delivered mail work.
      const confirmed = await fetch(`${s.baseUrl}/v1/subscribe/confirm?token=${tokenIn(mail!.body, '/v1/subscribe/confirm')}`, { method: 'POST' });
      expect(confirmed.status).to.equal(200);
      await waitFor('sent mark', async () => (await listOutbox(s.services.db))[0]?.status === 'sent');
      const [row] = await listOutbox(s.services.db);
      expect(row).to.deep.include({ status: 'sent', attempts: 1, last_error: null });
    });

    it('SMTP down: attempts fail and rows stay pending with backoff; SMTP back: every mail is delivered once', async () => {
      const s = await start();
      await smtp.stop();
      await subscribe(s, 'one@example.com');
      await subscribe(s, 'two@example.com');
      await waitFor('failed retries', async () => {
        const rows = await listOutbox(s.services.db);
        return rows.length === 2 && rows.every((r) => r.attempts >= 2);
      });
      const down = await listOutbox(s.services.db);
      for (const r of down) {
        expect(r.status).to.equal('pending');
        expect(r.sent_at).to.equal(null);
        expect(r.last_error).to.match(/ECONNREFUSED|ECONNECTION|ESOCKET/);
        expect(r.next_attempt_at).to.be.greaterThan(r.created_at);
      }
      expect(smtp.messages).to.have.length(0);
      await smtp.start();
      await waitFor('delivery after recovery', () => smtp.messages.length >= 2);
      await waitFor('sent marks', async () => (await listOutbox(s.services.db)).every((r) => r.status === 'sent'));
      await s.services.mail.drain();
      expect(smtp.envelopes.flat().sort()).to.deep.equal(['one@example.com', 'two@example.com']);
      for (const r of await listOutbox(s.services.db)) expect(r.last_error).to.equal(null);
    });

    it('nothing is lost across a restart: mail queued while SMTP is down goes out from the next instance', async () => {
      const first = await start();
      await smtp.stop();
      await subscribe(first, 'later@example.com');
      await waitFor('a failed attempt', async () => (await listOutbox(first.services.db))[0]?.attempts === 1);
      await first.close();
      servers.splice(servers.indexOf(first), 1);
      await smtp.start();
      const second = await start();
      await waitFor('delivery by the next instance', () => smtp.messages.length === 1);
      expect(smtp.envelopes[0]).to.deep.equal(['later@example.com']);
      await waitFor('sent mark', async () => (await listOutbox(second.services.db))[0]?.status === 'sent');
    });

    it('an address unsubscribed while its mail waits for SMTP is never mailed', async () => {
      const s = await start();
      await subscribe(s, 'quick@example.com');
      await waitFor('confirmation', () => smtp.messages.length === 1);
      const unsub = tokenIn(smtp.messages[0]!.header('List-Unsubscribe')!, '/v1/unsubscribe');
      expect((await fetch(`${s.baseUrl}/v1/subscribe/confirm?token=${tokenIn(smtp.messages[0]!.body, '/v1/subscribe/confirm')}`, { method: 'POST' })).status).to.equal(200);
      await smtp.stop();
      expect(await queueNewsletter(s.services, { subject: 'New tools', text: 'Three new tools.' })).to.equal(1);
      await waitFor('a failed attempt', async () => (await listOutbox(s.services.db))[1]?.attempts === 1);
      expect((await fetch(`${s.baseUrl}/v1/unsubscribe?token=${unsub}`, { method: 'POST' })).status).to.equal(200);
      await smtp.start();
      await new Promise((r) => setTimeout(r, 400)); // several poll and retry periods
      await s.services.mail.drain();
      expect(smtp.messages).to.have.length(1);
      expect((await listOutbox(s.services.db)).map((r) => r.status)).to.deep.equal(['sent', 'cancelled']);
      expect(await addressState(s.services.db, 'quick@example.com')).to.equal('unsubscribed');
    });

    it('two instances on one outbox never send the same row', async () => {
      const a = await start({ ...FAST, pollMs: 10 });
      const b = await start({ ...FAST, pollMs: 10 });
      const now = Date.now();
      const rows = Array.from({ length: 30 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, email_sha256: emailKey(`r${i}@example.com`), email: `r${i}@example.com`,
        state: 'confirmed', created_at: now + i, confirmed_at: now, unsubscribed_at: null,
      }));
      await a.services.db('newsletter_addresses').insert(rows);
      expect(await queueNewsletter(a.services, { subject: 'Issue', text: 'Body' })).to.equal(30);
      b.services.mail.wake();
      await waitFor('all delivered', () => smtp.messages.length >= 30, 15000);
      await waitFor('all marked', async () => (await listOutbox(a.services.db)).every((r) => r.status === 'sent'));
      await Promise.all([a.services.mail.drain(), b.services.mail.drain()]);
      const recipients = smtp.envelopes.flat();
      expect(recipients).to.have.length(30);
      expect(new Set(recipients).size).to.equal(30);
      for (const r of await listOutbox(a.services.db)) expect(r.attempts).to.equal(1);
    });
  });
}
