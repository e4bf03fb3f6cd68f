// The WHATWG URL web-platform-tests vectors (test/fixtures/net/urltestdata.json, vendored unchanged;
// see test/fixtures/net/README.md) through url-parse: every entry, `input` against `base` (null: no
// base). A `failure: true` entry must be refused with invalid_input; every other entry's components
// must equal WPT's, read back as the URL API's getters: href; origin (when WPT gives one);
// protocol = scheme + ":"; username; password; host = host + (":" + port when there is one);
// hostname = host or ""; port = port or ""; pathname = path; search = "?" + query when the query is
// neither null nor ""; hash = "#" + fragment likewise.
//
// Disagreements, each pinned as a url-parse case:
// - whatwg-url 15.1 walks a userinfo buffer by code units, so "http://😀x@host/" had username
//   "%F0%9F%98%80%EF%BF%BD"; WPT is right by the Standard (the userinfo is encoded code point by code
//   point). Fixed in impl/net/lib/whatwg-url.ts (astral code points percent-encoded before parsing,
//   which the Standard treats alike); case "rule 2, WPT urltestdata: an astral code point in userinfo".
// - ASCII domains with an "xn--" label that is not valid IDNA ("http://a.b.c.xn--pokxncvks",
//   "https://xn--/", "file://xn--/p"): this WPT file (synced 2026-07-11) follows whatwg/url PR #914
//   (July 2026; wpt#60476 "IDNA cannot fail ASCII domains, even if they start with xn--"): the
//   domain parser returns an ASCII domain lowercased whatever UTS #46 says. whatwg-url 15.1 (the
//   engine) and Node 20's URL still refuse them; WPT is right by the Standard, so the impl follows
//   it (asciiDomainFallback in impl/net/lib/whatwg-url.ts); case "rule 3, WPT urltestdata: an ASCII
//   domain with an xn-- label that is not valid punycode".
// No entry is left failing: any difference fails this test.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outcome } from '../support/direct.js';
import { repoRoot } from '../support/contracts.js';
import type { UrlParseOutput } from '../../generated/tools/net/url-parse.js';
import { urlApiGetters } from './url-getters.js';

type Entry = {
  input: string;
  base: string | null;
  failure?: boolean;
  href?: string;
  origin?: string;
  protocol?: string;
  username?: string;
  password?: string;
  host?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
};

const entries = (JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/net/urltestdata.json'), 'utf8')) as unknown[]).filter(
  (e): e is Entry => typeof e === 'object' && e !== null,
);

describe('url-parse against WPT urltestdata.json', () => {
  it(`has the vendored entries (${entries.length})`, () => {
    expect(entries.length).to.be.greaterThan(800);
  });
  it('every entry: refusals refused, every component equal', async () => {
    const wrong: string[] = [];
    for (const e of entries) {
      const out = await outcome('url-parse', { url: e.input, base: e.base });
      const label = `${JSON.stringify(e.input)} against ${JSON.stringify(e.base)}`;
      if (e.failure === true) {
        if (out.ok || out.code !== 'invalid_input') wrong.push(`${label}: expected invalid_input, got ${JSON.stringify(out)}`);
        continue;
      }
      if (!out.ok) {
        wrong.push(`${label}: refused (${out.code}), expected ${e.href}`);
        continue;
      }
      const got = urlApiGetters(out.value as unknown as UrlParseOutput);
      for (const key of Object.keys(got)) {
        const expected = (e as Record<string, unknown>)[key];
        if (expected !== undefined && expected !== got[key]) wrong.push(`${label}: ${key} ${JSON.stringify(got[key])}, WPT ${JSON.stringify(expected)}`);
      }
    }
    expect(wrong, wrong.slice(0, 20).join('\n')).to.deep.equal([]);
  });
  it('a failure entry against its base is refused at /url, never at a valid base', async () => {
    for (const e of entries.filter((x) => x.failure === true && x.base !== null)) {
      const base = await outcome('url-parse', { url: e.base });
      if (!base.ok) continue;
      const out = await outcome('url-parse', { url: e.input, base: e.base });
      expect(out.ok, e.input).to.equal(false);
      if (!out.ok) expect(out.pointer, e.input).to.equal('/url');
    }
  });
});
