// What a person sees after following a link in our mail: the confirm link's page (a button that
// POSTs; a GET, as a link scanner sends, confirms nothing), the page saying it is confirmed, the
// unsubscribe link's page saying it is done, and an HTML 404 for an inactive link; all plain HTML,
// no script, under a strict CSP. JSON clients keep JSON, RFC 8058 one-click stays JSON. In
// development (no PUBLIC_BASE_URL) the links point at the address the server listens on.
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, postJson, type TestServer } from './support/server.js';
import { readMailDir, tokenIn, waitFor, type Mail } from './support/mail.js';
import { addressState, linkBaseUrl } from '../runtime/newsletter/newsletter.js';
import { confirmPage } from '../runtime/newsletter/pages.js';
import { PAGE_CSP } from '../runtime/core/pages/html.js';

const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8' };

describe('mail link pages', () => {
  let s: TestServer;
  let mailDir: string | undefined;
  const start = async (over: Parameters<typeof startServer>[0] = {}) => {
    mailDir = mkdtempSync(join(tmpdir(), 'dts-mail-pages-'));
    s = await startServer({ mailDir, publicBaseUrl: 'https://tools.example.test', serviceOptions: { mail: { pollMs: 20 } }, ...over });
  };
  afterEach(async () => {
    if (mailDir === undefined) return; // a case that started nothing
    await s.close();
    rmSync(mailDir, { recursive: true, force: true });
    mailDir = undefined;
  });

  async function subscribed(email: string): Promise<{ mail: Mail; confirm: string; unsubscribe: string }> {
    expect((await postJson(s.baseUrl, '/v1/subscribe', { email, consent: true })).status).to.equal(200);
    const mail = await waitFor('confirmation mail', () => readMailDir(mailDir!).find((m) => m.header('To') === email));
    return { mail, confirm: `/v1/subscribe/confirm?token=${tokenIn(mail.body, '/v1/subscribe/confirm')}`, unsubscribe: `/v1/unsubscribe?token=${tokenIn(mail.body, '/v1/unsubscribe')}` };
  }

  const send = async (method: string, path: string, headers: Record<string, string> = {}, body?: string) => {
    const res = await fetch(s.baseUrl + path, { method, headers, body });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  /** A browser pressing the page's button: the form's action, POSTed with an empty form body. */
  const press = (action: string) => send('POST', action, { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' }, '');

  function expectPage(res: { status: number; headers: Headers; text: string }, status: number, heading: string): void {
    expect(res.status).to.equal(status);
    expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).to.equal(PAGE_CSP);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(res.headers.get('vary')).to.match(/\bAccept\b/);
    expect(res.text).to.match(/^<!doctype html>/);
    expect(res.text).to.not.match(/<script|\son[a-z]+=/i);
    expect(res.text).to.contain(`<h1>${heading}</h1>`);
  }

  describe('with PUBLIC_BASE_URL', () => {
    beforeEach(() => start());

    it('confirm link: the page a GET shows changes nothing; its button POSTs to the link and confirms; the page then says so', async () => {
      const { confirm } = await subscribed('page@example.com');
      // A scanner prefetching the link, any number of times, as a browser or not.
      for (const headers of [BROWSER, {}, { Accept: 'application/json' }]) expect((await send('GET', `${confirm}&utm_source=mail`, headers)).status).to.equal(200);
      expect(await addressState(s.services.db, 'page@example.com')).to.equal('unconfirmed');

      const page = await send('GET', `${confirm}&utm_source=mail`, BROWSER);
      expectPage(page, 200, 'Confirm your subscription');
      const form = /<form method="post" action="([^"]+)">\s*<button type="submit">([^<]+)<\/button>/.exec(page.text);
      expect(form, page.text).to.not.equal(null);
      const action = form![1]!.replace(/&amp;/g, '&');
      expect(action).to.equal(confirm);

      const done = await press(action);
      expectPage(done, 200, 'Subscription confirmed');
      expect(await addressState(s.services.db, 'page@example.com')).to.equal('confirmed');
      // Pressed again, or the link followed again: still the confirmed page, no button.
      expectPage(await press(action), 200, 'Subscription confirmed');
      const again = await send('GET', confirm, BROWSER);
      expectPage(again, 200, 'Subscription confirmed');
      expect(again.text).to.not.contain('<form');
    });

    it('JSON clients keep JSON: GET tells the state, POST confirms', async () => {
      const { confirm } = await subscribed('json@example.com');
      const looked = await send('GET', confirm, { Accept: 'application/json' });
      expect(looked.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect(JSON.parse(looked.text)).to.deep.equal({ status: 'unconfirmed' });
      const confirmed = await send('POST', confirm, { Accept: 'application/json' });
      expect(JSON.parse(confirmed.text)).to.deep.equal({ status: 'confirmed' });
      expect(JSON.parse((await send('GET', confirm)).text)).to.deep.equal({ status: 'confirmed' });
    });

    it('unsubscribe link: a GET unsubscribes and the page says it is done; the used link is then an HTML 404', async () => {
      const { confirm, unsubscribe } = await subscribed('leave@example.com');
      const done = await send('GET', `${unsubscribe}&utm_medium=email`, BROWSER);
      expectPage(done, 200, 'You are unsubscribed');
      expect(await addressState(s.services.db, 'leave@example.com')).to.equal('unsubscribed');
      expectPage(await send('GET', unsubscribe, BROWSER), 404, 'This link is not active');
      expectPage(await send('GET', confirm, BROWSER), 404, 'This link is not active');
      expectPage(await press(confirm), 404, 'This link is not active');
      // The same inactive link to a JSON client: the problem.
      const problem = await send('GET', unsubscribe, { Accept: 'application/json' });
      expect(problem.status).to.equal(404);
      expect(problem.headers.get('content-type')).to.equal('application/problem+json');
      expect(JSON.parse(problem.text).code).to.equal('not_active');
    });

    it('RFC 8058 one-click stays JSON whatever the client accepts', async () => {
      const { unsubscribe } = await subscribed('oneclick@example.com');
      const res = await send('POST', unsubscribe, { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' }, 'List-Unsubscribe=One-Click');
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect(JSON.parse(res.text)).to.deep.equal({ status: 'unsubscribed' });
      expect(await addressState(s.services.db, 'oneclick@example.com')).to.equal('unsubscribed');
    });

    it('unknown, malformed and wrong-purpose tokens: an HTML 404 page for a browser on every link', async () => {
      const { confirm, unsubscribe } = await subscribed('bad@example.com');
      const wrongPurpose = [`/v1/unsubscribe?token=${confirm.split('=')[1]}`, `/v1/subscribe/confirm?token=${unsubscribe.split('=')[1]}`];
      for (const path of [`/v1/subscribe/confirm?token=${'A'.repeat(43)}`, '/v1/subscribe/confirm?token=short', `/v1/unsubscribe?token=${'B'.repeat(43)}`, '/v1/unsubscribe?token=%3Cscript%3E', ...wrongPurpose]) {
        const res = await send('GET', path, BROWSER);
        expectPage(res, 404, 'This link is not active');
        expect(res.text).to.not.contain('<script>');
      }
      expect(await addressState(s.services.db, 'bad@example.com')).to.equal('unconfirmed');
    });
  });

  it('the page escapes what it shows (the token in the form action)', () => {
    const text = confirmPage('a"b<c>&d', 'unconfirmed');
    expect(text).to.contain('action="/v1/subscribe/confirm?token=a%22b%3Cc%3E%26d"');
    expect(text).to.not.contain('a"b<c>');
  });

  describe('without PUBLIC_BASE_URL (development)', () => {
    it('mail links point at http://HOST:PORT, the address make run serves', async () => {
      await start({ publicBaseUrl: null, host: '127.0.0.1', port: 8080 });
      const { mail } = await subscribed('dev@example.com');
      expect(mail.body).to.match(/http:\/\/127\.0\.0\.1:8080\/v1\/subscribe\/confirm\?token=[A-Za-z0-9_-]{43}/);
      expect(mail.header('List-Unsubscribe')).to.match(/^<http:\/\/127\.0\.0\.1:8080\/v1\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);
    });

    it('a wildcard HOST is reached as localhost, an IPv6 host in brackets; PUBLIC_BASE_URL wins', () => {
      expect(linkBaseUrl({ publicBaseUrl: null, host: '0.0.0.0', port: 8080 })).to.equal('http://localhost:8080');
      expect(linkBaseUrl({ publicBaseUrl: null, host: '::', port: 9000 })).to.equal('http://localhost:9000');
      expect(linkBaseUrl({ publicBaseUrl: null, host: '::1', port: 8080 })).to.equal('http://[::1]:8080');
      expect(linkBaseUrl({ publicBaseUrl: null, host: 'dev.local', port: 3000 })).to.equal('http://dev.local:3000');
      expect(linkBaseUrl({ publicBaseUrl: 'https://tools.example.com', host: '0.0.0.0', port: 8080 })).to.equal('https://tools.example.com');
    });
  });
});
