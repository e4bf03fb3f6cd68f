// Differential tests, net category (sites, origins, templates, links): each tool against independent,
// well-kept implementations on seeded inputs.
//
// Oracles per tool:
//   domain-registrable-parse  tldts (parse, allowPrivateDomains true and false) and psl (parse, which
//                 always includes the PRIVATE section). Both carry their own Public Suffix List
//                 snapshots, so hosts are built only from rules both snapshots share: a host made from
//                 rule R (random labels on the left, "*" filled with a random label, "!" dropped) is
//                 compared only when the oracle answers R's own form as R's list says (a normal rule is
//                 its own public suffix, a wildcard's child is, an exception's name is registrable);
//                 every skipped host is counted and printed (rules added or removed between snapshots).
//                 psl answers punycode hosts' suffixes in Unicode; its answers are compared after
//                 url.domainToASCII. No disagreement on the shared rules.
//                 Besides, the published vectors of publicsuffix/list tests/test_psl.txt are all run
//                 in test/net/psl-vectors.test.ts.
//   url-origin-compare  Node's URL and whatwg-url's URL (`origin`, the URL Standard's origin
//                 serialization) for each side; same origin = both serializations equal and not "null";
//                 schemelessly same site = equal hosts with tldts.getDomain null, or equal non-null
//                 tldts.getDomain (allowPrivateDomains), same site = that and equal schemes; on seeded
//                 URL pairs over schemes (http, https, ws, wss, ftp, file, data, blob:, foo:), ports
//                 (none, the default, another) and a pool of hosts whose rules both snapshots share
//                 (no trailing dots: tldts drops them, the URL Standard keeps them significant, case
//                 "rule 3, HTML Standard table: example.com and example.com. are not same site").
//                 No disagreement found.
//   url-template-expand  url-template 3.1.1 (npm, a dev dependency added for this test) on seeded valid
//                 templates (every operator, 1-3 variables, explode and prefix modifiers, literals) and
//                 variables (strings of unreserved, reserved, space, "%41", "%zz", BMP letters; lists;
//                 maps with unreserved names). Besides, all four uritemplate-test files run in
//                 test/net/uri-template-vectors.test.ts (all pass; the one pin: the apostrophe literal
//                 of RFC 6570's own examples, which its grammar leaves out, is accepted, case "rule 6,
//                 RFC 6570 §1.2 and uritemplate-test ..."). The generator leaves out the places where
//                 url-template departs from RFC 6570, each pinned as a case, RFC 6570 being right:
//                 an empty list is undefined (url-template writes "?list="), case "rule 3, RFC 6570:
//                 {?x,y,empty} ..."; a named explode with an empty map value takes ifemp (";k", not
//                 ";k="), case "rule 3, a named exploded map member with an empty value ..."; map names are
//                 encoded with the operator's allowed set (url-template always encodes them as U), case
//                 "rule 4, under + a map name keeps its reserved characters"; prefixes count code points
//                 (url-template cuts UTF-16 units and throws URIError on a split surrogate), case "rule 5,
//                 prefix counts code points"; pct-encoded variable names stay as written (url-template
//                 encodes the "%" again), case "rule 2, a pct-encoded variable name ...". url-template
//                 also passes malformed templates through; this tool refuses them (rule 6).
//   url-extract-from-text  linkify-it 6.1.0 (npm, a dev dependency added for this test) with its "//"
//                 schema removed and fuzzy emails and IPs off: fuzzy links off when comparing scheme
//                 links (http, https, ftp, mailto), on when comparing with www: true (its fuzzy links
//                 include www. hosts); its UTF-16 offsets converted to code points. Seeded texts of
//                 words (ASCII, Latin, CJK) and links (IDN hosts, ports, paths with %XX, ~, _, -,
//                 non-ASCII, queries, fragments, balanced "(...)" segments), wrapped in (), [] or <>
//                 and followed by trailing punctuation, joined by spaces, tabs or newlines. Where the
//                 grammars differ the generator stays away and the case is pinned: linkify-it keeps
//                 a trailing ":" ("http://a.org/x: next"), this grammar drops it as trailing
//                 punctuation, case "rule 4, a trailing colon is left out"; linkify-it finds fuzzy
//                 hosts right after a letter ("xwww.a.com"), this grammar wants a boundary, case
//                 "rule 2, a letter before the scheme or www. ..."; linkify-it ends a link before a
//                 '"' only sometimes (it keeps "http://a.com/"q""), here '"' is never a URL code point,
//                 case "rule 3, the link stops at space, quotes and angle brackets".
import { domainToASCII } from 'node:url';
import { expect } from 'chai';
import psl from 'psl';
import { getDomain, parse as tldtsParse } from 'tldts';
import { LinkifyIt } from 'linkify-it';
import { parseTemplate } from 'url-template';
import { URL as WhatwgURL } from 'whatwg-url';
import { ICANN_RULES, PRIVATE_RULES } from '../../impl/net/lib/public-suffix-data.js';
import { runTool } from '../support/direct.js';

/** mulberry32: a small seeded PRNG, so each run draws the same inputs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** psl answers suffixes of punycode hosts in Unicode ("a.b.xn--cck2b3b" has tld "ストア"): compare in ASCII. */
const ascii = (name: string | null): string | null => (name === null ? null : domainToASCII(name));
const rulesOf = (text: string): string[] => text.split(/\s+/).filter((r) => r !== '');

describe('net-sites differential: domain-registrable-parse', () => {
  type Site = { registrable_domain: string | null; public_suffix: string | null; subdomain: string | null };
  const rand = prng(0x5151);
  const label = (): string => `q${Math.floor(rand() * 36 ** 4).toString(36)}`;
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const icann = rulesOf(ICANN_RULES);
  const priv = rulesOf(PRIVATE_RULES);
  const cases: { host: string; rule: string; privateRule: boolean }[] = [];
  for (let i = 0; i < 400; i++) {
    const privateRule = rand() < 0.3;
    const rule = pick(privateRule ? priv : icann);
    const name = rule.startsWith('!') ? rule.slice(1) : rule.replace(/^\*/, label());
    const extra = Math.floor(rand() * 3);
    const host = [...Array.from({ length: extra }, label), name].join('.');
    cases.push({ host, rule, privateRule });
  }

  /** Whether an oracle's answer for R's own form matches what R says. */
  function oracleHasRule(rule: string, suffixOf: (h: string) => string | null): boolean {
    if (rule.startsWith('!')) return suffixOf(rule.slice(1)) !== rule.slice(1);
    if (rule.startsWith('*.')) {
      const child = `qzz9.${rule.slice(2)}`;
      return suffixOf(child) === child;
    }
    return suffixOf(rule) === rule;
  }

  it('agrees with tldts on hosts from shared rules, with and without PRIVATE rules', async () => {
    let compared = 0;
    const skipped: string[] = [];
    for (const includePrivate of [true, false]) {
      for (const { host, rule, privateRule } of cases) {
        const opts = { allowPrivateDomains: includePrivate };
        if (!oracleHasRule(rule, (h) => tldtsParse(h, opts).publicSuffix)) {
          if (includePrivate || !privateRule) skipped.push(rule);
          continue;
        }
        const out = (await runTool('domain-registrable-parse', { host, include_private: includePrivate })) as Site;
        const o = tldtsParse(host, opts);
        expect([out.public_suffix, out.registrable_domain], `${host} (${rule}) private=${includePrivate}`).to.deep.equal([o.publicSuffix, o.domain]);
        if (o.domain !== null) expect(out.subdomain, host).to.equal(o.subdomain);
        compared++;
      }
    }
    console.log(`      tldts: ${compared} compared, ${skipped.length} skipped (rules tldts's snapshot lacks): ${[...new Set(skipped)].slice(0, 12).join(' ')}`);
    expect(compared).to.be.greaterThan(600);
  });

  it('agrees with psl on hosts from shared rules', async () => {
    let compared = 0;
    const skipped: string[] = [];
    for (const { host, rule } of cases) {
      const suffixOf = (h: string): string | null => {
        const p = psl.parse(h);
        return 'error' in p && p.error ? null : ascii((p as psl.ParsedDomain).tld);
      };
      if (!oracleHasRule(rule, suffixOf)) {
        skipped.push(rule);
        continue;
      }
      const out = (await runTool('domain-registrable-parse', { host })) as Site;
      const o = psl.parse(host) as psl.ParsedDomain;
      expect([out.public_suffix, out.registrable_domain], `${host} (${rule})`).to.deep.equal([ascii(o.tld), ascii(o.domain)]);
      compared++;
    }
    console.log(`      psl: ${compared} compared, ${skipped.length} skipped (rules psl's snapshot lacks): ${[...new Set(skipped)].slice(0, 12).join(' ')}`);
    expect(compared).to.be.greaterThan(250);
  });
});

describe('net-sites differential: url-origin-compare', () => {
  type Side = { origin: string; host: string | null; scheme: string | null };
  type Compared = { a: Side; b: Side; same_origin: boolean; schemelessly_same_site: boolean; same_site: boolean };
  const rand = prng(0x0419);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const hosts = [
    'example.com', 'a.example.com', 'b.a.example.com', 'EXAMPLE.com', 'example.co.uk', 'x.example.co.uk', 'co.uk',
    'ada.github.io', 'bob.github.io', 'x.ada.github.io', 'github.io', '127.0.0.1', '0x7f.0.0.1', '[::1]', '[0::1]',
    'localhost', 'www.xn--85x722f.xn--fiqs8s', 'xn--85x722f.xn--fiqs8s', 'a.b.test.ck', 'b.test.ck', 'www.ck', 'x.www.ck',
  ] as const;
  const schemes = ['http', 'https', 'ws', 'wss', 'ftp', 'file', 'data', 'blob:https', 'blob:http', 'blob:file', 'foo'] as const;
  const ports = ['', ':80', ':443', ':21', ':8080'] as const;
  const url = (): string => {
    const scheme = pick(schemes);
    if (scheme === 'data') return 'data:,x';
    const path = pick(['/', '/a/b?q=1', '/x#f', '']);
    if (scheme === 'file') return `file://${pick(['', 'localhost', 'example.com'])}/tmp${path}`;
    return `${scheme}://${pick(hosts)}${scheme === 'blob:file' ? '' : pick(ports)}${path}`;
  };
  const pairs: [string, string][] = [];
  for (let i = 0; i < 400; i++) {
    const a = url();
    pairs.push([a, rand() < 0.2 ? a : url()]);
  }

  it('origins, same origin and same site agree with Node URL, whatwg-url and tldts', async () => {
    let tuples = 0;
    for (const [a, b] of pairs) {
      const out = (await runTool('url-origin-compare', { a, b })) as Compared;
      const oa = new URL(a);
      const ob = new URL(b);
      expect([out.a.origin, out.b.origin], `${a} | ${b}`).to.deep.equal([oa.origin, ob.origin]);
      expect([out.a.origin, out.b.origin], `${a} | ${b}`).to.deep.equal([new WhatwgURL(a).origin, new WhatwgURL(b).origin]);
      expect(out.same_origin, `${a} | ${b}`).to.equal(oa.origin !== 'null' && oa.origin === ob.origin);
      if (out.a.host === null || out.b.host === null) {
        expect(out.schemelessly_same_site || out.same_site).to.equal(false);
        continue;
      }
      tuples++;
      const ra = getDomain(out.a.host, { allowPrivateDomains: true });
      const rb = getDomain(out.b.host, { allowPrivateDomains: true });
      const schemeless = (out.a.host === out.b.host && ra === null) || (ra !== null && ra === rb);
      expect(out.schemelessly_same_site, `${a} | ${b}`).to.equal(schemeless);
      expect(out.same_site, `${a} | ${b}`).to.equal(schemeless && out.a.scheme === out.b.scheme);
    }
    expect(tuples).to.be.greaterThan(100);
  });
});

describe('net-sites differential: url-template-expand', () => {
  const rand = prng(0x6570);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const pieces = ['a', 'Z', '9', '-', '.', '_', '~', ' ', '/', '?', '#', '[', ']', '@', '!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '=', ':', '%41', '%zz', 'é', 'ж', '€', '"', '<'] as const;
  const str = (min: number): string => Array.from({ length: min + Math.floor(rand() * 6) }, () => pick(pieces)).join('');
  const key = (): string => Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick(['k', 'e', 'y', '1', '_', '-', '.', '~'])).join('');
  const ops = ['', '+', '#', '.', '/', ';', '?', '&'] as const;

  it('agrees with url-template on valid templates away from its departures from RFC 6570', async () => {
    let runs = 0;
    for (let i = 0; i < 400; i++) {
      const variables: Record<string, unknown> = {
        s: str(0),
        t: str(1),
        e: '',
        n: Math.floor(rand() * 2000) - 1000,
        l: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => str(1)),
        m: Object.fromEntries(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => [`x${key()}`, str(1)])),
      };
      const exprs: string[] = [];
      for (let k = 0; k < 1 + Math.floor(rand() * 3); k++) {
        const vars = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
          const name = pick(['s', 't', 'e', 'n', 'l', 'm', 'u']);
          const mod = rand();
          if (mod < 0.3) return `${name}*`;
          if (mod < 0.5 && 'stenu'.includes(name)) return `${name}:${1 + Math.floor(rand() * 5)}`;
          return name;
        });
        exprs.push(`${pick(['', '/x', '?a=1&', 'é'])}{${pick(ops)}${vars.join(',')}}`);
      }
      const template = exprs.join('');
      const expected = parseTemplate(template).expand(variables as never);
      const out = (await runTool('url-template-expand', { template, variables })) as { uri: string };
      expect(out.uri, `${template} ${JSON.stringify(variables)}`).to.equal(expected);
      runs++;
    }
    expect(runs).to.equal(400);
  });
});

describe('net-sites differential: url-extract-from-text', () => {
  type Link = { url: string; start: number; end: number };
  const rand = prng(0x1337);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const word = (): string => pick(['the', 'see', 'Ada', 'x', 'ünï', '中文', '42', 'a.b']);
  const seg = (): string => Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(['a', 'b1', 'x_y', 'é', 'q-z', '~u', '%20'])).join('');
  const link = (www: boolean): string => {
    let u = www && rand() < 0.5
      ? `www.${pick(['example.com', 'a-b.org', 'sub.example.co.uk'])}`
      : rand() < 0.15
        ? `mailto:${pick(['ada', 'a.b', 'x_y'])}@${pick(['example.com', 'a.org'])}`
        : `${pick(['http://', 'https://', 'ftp://', 'HTTP://'])}${pick(['example.com', 'a.b.org', 'localhost:8080', 'sub.example.co.uk', '例子.测试'])}`;
    if (u.startsWith('mailto:')) return u;
    for (let k = Math.floor(rand() * 3); k > 0; k--) u += `/${seg()}`;
    if (rand() < 0.3) u += `?${seg()}=${seg()}${rand() < 0.5 ? '&k=v' : ''}`;
    if (rand() < 0.2) u += `#${seg()}`;
    if (rand() < 0.2) u += `/(${seg()})`;
    return u;
  };
  const text = (www: boolean): string => {
    const parts: string[] = [];
    for (let k = 0; k < 6; k++) {
      if (rand() < 0.4) {
        const w = pick(['', '', '(', '[', '<']);
        const close = w === '(' ? ')' : w === '[' ? ']' : w === '<' ? '>' : '';
        parts.push(w + link(www) + close + pick(['', '', '.', ',', '!', ';', '?', '...', ').']));
      } else parts.push(word());
    }
    return parts.join(pick([' ', ' ', '\n', '\t']));
  };
  const codePoints = (t: string, k: number): number => Array.from(t.slice(0, k)).length;

  for (const www of [false, true]) {
    it(`finds what linkify-it finds (www ${www})`, async () => {
      const linkify = new LinkifyIt();
      linkify.add('//', null);
      linkify.set({ fuzzyLink: www, fuzzyEmail: false, fuzzyIP: false });
      for (let i = 0; i < 300; i++) {
        const t = text(www);
        const out = (await runTool('url-extract-from-text', { text: t, www })) as { urls: Link[] };
        const ours = out.urls.map((u) => [u.start, u.end, u.url]);
        const theirs = (linkify.match(t) ?? []).map((m) => [codePoints(t, m.index), codePoints(t, m.lastIndex), m.url]);
        expect(ours, JSON.stringify(t)).to.deep.equal(theirs);
      }
    });
  }
});
