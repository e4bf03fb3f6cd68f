// The landing page (/) and the API reference (/docs): content negotiation, headers and assets over
// HTTP, then pages in headless Chromium (Debian's chromium through playwright-core; .ci/run installs
// it; one browser for the file): /docs showing real operations of openapi.json, the landing page and
// a mail confirm page used as a person would, with no request leaving the server's origin and no
// Content-Security-Policy violation.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { repoRoot } from './support/contracts.js';
import { REFUSED_STYLE_HASHES } from '../runtime/core/pages/api-reference.js';
import { startServer, type TestServer } from './support/server.js';
import { readMailDir, tokenIn, waitFor } from './support/mail.js';
import { addressState } from '../runtime/newsletter/newsletter.js';

const CHROMIUM = '/usr/bin/chromium';
const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const openapi = JSON.parse(readFileSync(join(repoRoot, 'generated', 'openapi.json'), 'utf8'));

describe('landing page and API reference', () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(() => s.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(s.baseUrl + path, { headers });
  const scriptsOf = (page: string) => [...page.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]!);

  describe('GET /', () => {
    it('a browser gets a page without script, linking the reference, catalog, openapi.json, search and MCP', async () => {
      const res = await get('/', { Accept: BROWSER_ACCEPT });
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      expect(res.headers.get('vary')).to.match(/\bAccept\b/);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).to.match(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/);
      const page = await res.text();
      expect(page).to.not.contain('<script');
      for (const href of ['/docs', '/v1/tools', '/openapi.json', '/health']) expect(page).to.contain(`href="${href}"`);
      expect(page).to.contain('<form action="/v1/tools/search" method="get">');
      expect(page).to.contain('POST /mcp');
      // The one inline style is the one the policy's hash allows.
      const style = /<style>([^<]*)<\/style>/.exec(page)![1]!;
      const { createHash } = await import('node:crypto');
      expect(csp).to.contain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    });

    it('JSON for application/json, */* and no Accept; the same links, and the tool count of /health', async () => {
      const health = (await (await get('/health')).json()) as { tool_count: number };
      for (const accept of ['application/json', '*/*', undefined, 'text/html;q=0.5, application/json']) {
        const res = await get('/', accept === undefined ? {} : { Accept: accept });
        expect(res.status, String(accept)).to.equal(200);
        expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
        expect(res.headers.get('vary')).to.match(/\bAccept\b/);
        const body = (await res.json()) as { description: string };
        expect(body.description).to.be.a('string').and.match(/^Exact, repeatable answers/);
        expect(body).to.deep.equal({
          service: 'Deterministic Tool Service',
          description: body.description,
          tool_count: health.tool_count,
          links: { docs: '/docs', openapi: '/openapi.json', tools: '/v1/tools', search: '/v1/tools/search?q={query}', discover: '/v1/discover?q={query}', mcp: '/mcp', health: '/health' },
        });
      }
    });

    it('every link of the page and of the JSON answers 2xx here', async () => {
      const json = (await (await get('/')).json()) as { links: Record<string, string> };
      for (const [name, link] of Object.entries(json.links)) {
        const res = name === 'mcp'
          ? await fetch(s.baseUrl + link, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) })
          : await get(link.replace('{query}', 'adler'));
        expect(res.status, link).to.be.within(200, 299);
        await res.arrayBuffer();
      }
    });
  });

  describe('GET /docs and its assets (HTTP)', () => {
    it('the page: HTML, a fresh nonce each time, a policy that allows scripts and connections from this origin only', async () => {
      const [a, b] = await Promise.all([get('/docs'), get('/docs')]);
      expect(a.status).to.equal(200);
      expect(a.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      expect(a.headers.get('cache-control')).to.equal('no-store');
      const csp = a.headers.get('content-security-policy')!;
      const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
      expect(directives).to.include({ 'default-src': "'none'", 'script-src': "'self'", 'connect-src': "'self'", 'img-src': "'self' data:", 'base-uri': "'none'", 'frame-ancestors': "'none'" });
      expect(csp).to.not.match(/https?:|\*|'unsafe-eval'/);
      expect(directives['style-src']).to.not.contain("'unsafe-inline'");
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      const page = await a.text();
      expect(page).to.contain(`<meta property="csp-nonce" content="${nonce}">`);
      expect(b.headers.get('content-security-policy')).to.not.contain(nonce);
      expect(scriptsOf(page)).to.have.length(2);
      for (const src of scriptsOf(page)) expect(src).to.match(/^\/docs\/assets\/[a-z0-9.-]+\.js$/);
    });

    it('scripts are served with a year of caching, a strong ETag and 304; unknown names are 404', async () => {
      const page = await (await get('/docs')).text();
      const [bundle, init] = scriptsOf(page);
      const { version } = JSON.parse(readFileSync(join(repoRoot, 'node_modules', '@scalar', 'api-reference', 'package.json'), 'utf8'));
      expect(bundle).to.equal(`/docs/assets/api-reference-${version}.js`);
      const res = await get(bundle!, { 'Accept-Encoding': 'identity' }); // fetch asks for br and gzip unless told
      expect(res.status).to.equal(200);
      expect(res.headers.get('etag')).to.match(/^"/);
      expect(res.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(readFileSync(join(repoRoot, 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js')))).to.equal(true);
      const again = await get(bundle!, { 'Accept-Encoding': 'identity', 'If-None-Match': res.headers.get('etag')! });
      expect(again.status).to.equal(304);
      // Compressed, the same validator turns weak, on the 200 and on its 304 alike.
      const coded = await get(bundle!, { 'Accept-Encoding': 'br' });
      expect(coded.headers.get('content-encoding')).to.equal('br');
      expect(coded.headers.get('etag')).to.equal(`W/${res.headers.get('etag')}`);
      const codedAgain = await get(bundle!, { 'Accept-Encoding': 'br', 'If-None-Match': coded.headers.get('etag')! });
      expect(codedAgain.status).to.equal(304);
      expect(codedAgain.headers.get('etag')).to.equal(coded.headers.get('etag'));
      const initText = await (await get(init!)).text();
      expect(initText).to.contain("Scalar.createApiReference('#api-reference'");
      expect(initText).to.contain('"url":"/openapi.json"');
      for (const name of ['api-reference-0.0.0.js', 'docs-init-000000000000.js', 'nope.js', 'NOPE.JS', '..%2Fpackage.json', 'a'.repeat(120) + '.js']) {
        const missing = await get(`/docs/assets/${name}`);
        expect(missing.status, name).to.equal(404);
        expect(((await missing.json()) as { code: string }).code).to.equal('not_found');
      }
    });
  });

  describe('/docs in headless Chromium', function () {
    // One browser for the file. Rendering 2.8 MB of OpenAPI takes seconds on a slow 2-core machine.
    this.timeout(90_000);
    let browser: Browser;
    before(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
    });
    after(() => browser?.close());

    /** A page whose off-origin requests and CSP violations are recorded. */
    async function watchedPage() {
      const context = await browser.newContext();
      const page = await context.newPage();
      const requests: string[] = [];
      const violations: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      // Chromium's console message names the hash a blocked style element would need; the one
      // sheet refused on purpose (it loads fonts from another origin) is expected.
      page.on('console', (m) => {
        const text = m.text();
        if (m.type() !== 'error' || !/Content Security Policy/.test(text)) return;
        if (/^Applying inline style/.test(text) && REFUSED_STYLE_HASHES.some((h) => text.includes(`a hash ('${h}')`))) return;
        violations.push(text);
      });
      await page.exposeFunction('reportViolation', (v: { directive: string; blocked: string; source: string }) => {
        // Zod, inside the bundle, probes whether eval works (try { Function('') }) and runs without
        // it: the policy refusing that probe is the policy working.
        if (v.directive === 'script-src' && v.blocked === 'eval' && /\/docs\/assets\/api-reference-/.test(v.source)) return;
        if (v.directive === 'style-src-elem') return; // reported with its hash on the console (above)
        violations.push(`${v.directive} blocked ${v.blocked} at ${v.source}`);
      });
      await page.addInitScript({
        content: "document.addEventListener('securitypolicyviolation', (e) => reportViolation({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile }));",
      });
      const origin = new URL(s.baseUrl).origin;
      return { page, requests, violations, offOrigin: () => requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:')), close: () => context.close() };
    }

    it('shows real operations of openapi.json; every request stays on this origin; no CSP violation', async () => {
      const { page, requests, violations, offOrigin, close } = await watchedPage();
      try {
        await page.goto(`${s.baseUrl}/docs`);
        for (const path of ['/health', '/openapi.json']) {
          await page.getByText(openapi.paths[path].get.summary.replace(/\.$/, ''), { exact: false }).first().waitFor({ state: 'visible', timeout: 60_000 });
        }
        await page.getByText(openapi.info.title).first().waitFor({ state: 'visible' });
        expect(offOrigin()).to.deep.equal([]);
        expect(requests).to.include(`${new URL(s.baseUrl).origin}/openapi.json`);
        expect(violations).to.deep.equal([]);
      } finally {
        await close();
      }
    });

    it('the landing page: styled under its policy, its link leads to the reference, its form searches', async () => {
      const { page, violations, offOrigin, close } = await watchedPage();
      try {
        await page.goto(`${s.baseUrl}/`);
        await page.getByRole('heading', { name: 'Deterministic Tool Service' }).waitFor({ state: 'visible' });
        // The inline style applied (its hash is in the policy): the page's own font family, not the default.
        expect(await page.evaluate('getComputedStyle(document.body).fontFamily')).to.contain('system-ui');
        await page.getByLabel('Search the catalog').fill('checksum a text with adler-32');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.waitForURL(/\/v1\/tools\/search\?q=/);
        expect(await page.textContent('body')).to.contain('"id":"adler32"');
        await page.goBack();
        await page.getByRole('link', { name: 'API reference' }).click();
        await page.waitForURL(/\/docs$/);
        expect(offOrigin()).to.deep.equal([]);
        expect(violations).to.deep.equal([]);
      } finally {
        await close();
      }
    });

    it('a mail confirm link: the page changes nothing until its button is pressed, which confirms', async () => {
      const email = `browser-${process.pid}@example.com`;
      const subscribed = await fetch(`${s.baseUrl}/v1/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, consent: true }) });
      expect(subscribed.status).to.equal(200);
      const mail = await waitFor('confirmation mail', () => readMailDir(s.config.mailDir).find((m) => m.header('To') === email));
      const link = `${s.baseUrl}/v1/subscribe/confirm?token=${tokenIn(mail.body, '/v1/subscribe/confirm')}`;
      const { page, violations, offOrigin, close } = await watchedPage();
      try {
        await page.goto(link);
        await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor({ state: 'visible' });
        expect(await addressState(s.services.db, email)).to.equal('unconfirmed');
        await page.getByRole('button', { name: 'Confirm my subscription' }).click();
        await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor({ state: 'visible' });
        expect(await addressState(s.services.db, email)).to.equal('confirmed');
        expect(offOrigin()).to.deep.equal([]);
        expect(violations).to.deep.equal([]);
      } finally {
        await close();
      }
    });
  });
});
