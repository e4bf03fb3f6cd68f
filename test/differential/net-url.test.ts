// Differential tests, net category (URL parsing, resolving, relativizing, normalizing): each tool
// against Node's global `URL` (ada, a separate implementation of the WHATWG URL Standard; Node 20
// ships ada 2.9) on seeded URL texts from test/properties/net/url-arbitraries.ts (fast-check,
// fixed seed): mixed-case special and non-special schemes, backslashes, dot segments and %2e
// spellings, ports default and not, userinfo, IPv4 (hex, shorthand, out of range) and IPv6 hosts,
// percent-escapes in both cases, unicode and percent-encoded hosts, astral characters.
// The published WPT vectors (urltestdata.json) run in test/net/urltestdata.test.ts.
//
// Oracles per tool:
//   url-parse     new URL(url, base?): href, origin, protocol, username, password, hostname, port,
//                 pathname, search, hash (empty query or fragment read as the getters do); both must
//                 refuse the same inputs. Disagreements, and who is right by the Standard:
//                 - WPT's "http://😀x@host/" was whatwg-url's (fixed by
//                   percent-encoding astral code points first; Node agrees with WPT), case "rule 2, WPT
//                   urltestdata: an astral code point in userinfo";
//                 - three Node 20 (ada 2.9) deviations from the Standard, listed at adaKnown below
//                   with the cases that pin them; the inputs in those classes are not compared;
//                 - (d) ASCII domains with an "xn--" label that is not valid punycode: the Standard
//                   since whatwg/url PR #914 (July 2026) and WPT accept them lowercased; Node 20 (and
//                   whatwg-url 15.1, which the tool supplements) refuse them. The tool is right; case
//                   "rule 3, WPT urltestdata: an ASCII domain with an xn-- label ..."; inputs with
//                   "xn--" that Node refuses and the tool accepts are not compared.
//   url-resolve   new URL(reference, base).href. Disagreements (b) and (c) at adaKnown: ada is wrong.
//   url-relativize  new URL(reference, base).href must equal new URL(target, base).href: the
//                 reference, checked by the tool's own parser, also resolves back by Node's.
//   url-normalize   Node's href, then RFC 3986 6.2.2.1/6.2.2.2 applied to the whole text by a
//                 regular expression (every %XX of an unreserved byte decoded, the others uppercased),
//                 a different route from the tool's per-component one; they agree since no escape
//                 spans components and the scheme and domain host never hold one. No disagreement.
// Last, arbitrary strings go to every tool, which must answer or refuse with invalid_input, never
// fail otherwise.
import { expect } from 'chai';
import fc from 'fast-check';
import { outcome } from '../support/direct.js';
import { baseArb, referenceArb, urlArb } from '../properties/net/url-arbitraries.js';
import type { UrlParseOutput } from '../../generated/tools/net/url-parse.js';
import { urlApiGetters } from '../net/url-getters.js';

const RUNS = 300;

function nodeParse(url: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(url) : new URL(url, base);
  } catch {
    return null;
  }
}

function nodeGetters(u: URL): Record<string, string> {
  return { href: u.href, origin: u.origin, protocol: u.protocol, username: u.username, password: u.password, host: u.host, hostname: u.hostname, port: u.port, pathname: u.pathname, search: u.search, hash: u.hash };
}

const SPECIAL = /^(https?|wss?|ftp|file):/i;
const DOUBLE_DOT = /(^|[/\\])(\.|%2e)(\.|%2e)$/i;

/**
 * Node 20's ada 2.9 against the Standard, where whatwg-url (the tool) is right:
 * (a) a non-special URL with a host whose path ends in a ".." segment keeps an empty last segment
 *     (path state: after shortening, a final ".." appends ""): "mailto://example.com/%2E%2e" is
 *     "mailto://example.com/"; ada drops the "/". Case "rule 5, a non-special URL's final .. leaves an empty segment" (url-parse).
 * (b) the empty or a fragment-only reference keeps the base's empty query (relative state: the
 *     query is the base's, ""): "" against "http://example.com/?" is "http://example.com/?", "#x"
 *     is "http://example.com/?#x"; ada drops the "?". Case "rule 3, the empty reference keeps the
 *     base's empty query" (url-resolve).
 * (c) in a file: URL a first segment that only starts like a drive letter ("x:y") is shortened
 *     like any other: "a" against "file:///x:y" is "file:///a", "file://h/x:y/.." is "file://h/"
 *     (a normalized Windows drive letter is exactly two code points); ada keeps "x:y" as a drive.
 *     Case "rule 5, in a file URL x:y is no drive letter" (url-parse). Case "rule 4, a file base's
 *     first segment x:y is not a drive letter" (url-resolve).
 */
function adaKnown(text: string, oursHref: string, nodeHref: string, base?: string): boolean {
  if (/^file:/.test(oursHref) && /[A-Za-z][:|][^/\\?#]/.test(`${text} ${base ?? ''}`)) return true;
  const paths = [text, base ?? ''].map((t) => t.split(/[?#]/)[0]!);
  const a = !SPECIAL.test(oursHref) && paths.some((p) => DOUBLE_DOT.test(p));
  const b = base !== undefined && /^[\t\n\r ]*(#|$)/.test(text) && /\?(#|$)/.test(base);
  const dropSlash = (h: string): string => (a ? h.replace(/\/(?=[?#]|$)/, '') : h);
  const dropQuery = (h: string): string => (b ? h.replace(/\?(?=#|$)/, '') : h);
  return [dropSlash(oursHref), dropQuery(oursHref), dropQuery(dropSlash(oursHref))].some((h) => h !== oursHref && h === nodeHref);
}

/** (d): the Standard's ASCII-domain rule for "xn--" labels, which Node 20 predates. */
const xnKnown = (ok: boolean, node: URL | null, ...texts: string[]): boolean => ok && node === null && texts.some((t) => /xn--/i.test(t));

const isUnreserved = (b: number): boolean => /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b));

describe('net-url differential against Node URL', () => {
  it('url-parse: same components, same refusals', async () => {
    await fc.assert(
      fc.asyncProperty(urlArb, async (url) => {
        const ours = await outcome('url-parse', { url });
        const node = nodeParse(url);
        if (xnKnown(ours.ok, node, url)) return;
        expect(ours.ok, `${url}: ours ${JSON.stringify(ours)}, node ${node?.href}`).to.equal(node !== null);
        if (ours.ok && node !== null && !adaKnown(url, ours.value.href as string, node.href)) {
          expect(urlApiGetters(ours.value as unknown as UrlParseOutput), url).to.deep.equal(nodeGetters(node));
        }
      }),
      { numRuns: RUNS },
    );
  });
  it('url-parse with a base and url-resolve: same href', async () => {
    await fc.assert(
      fc.asyncProperty(referenceArb, baseArb, async (reference, base) => {
        const node = nodeParse(reference, base);
        const resolved = await outcome('url-resolve', { reference, base });
        const parsed = await outcome('url-parse', { url: reference, base });
        const label = `${reference} against ${base}`;
        if (xnKnown(resolved.ok, node, reference, base)) return;
        expect(resolved.ok, `${label}: ${JSON.stringify(resolved)} / ${node?.href}`).to.equal(node !== null);
        if (!resolved.ok || !parsed.ok || node === null || adaKnown(reference, resolved.value.href as string, node.href, base)) return;
        expect(resolved.value.href, label).to.equal(node.href);
        expect(urlApiGetters(parsed.value as unknown as UrlParseOutput), label).to.deep.equal(nodeGetters(node));
      }),
      { numRuns: RUNS },
    );
  });
  it('url-relativize: Node resolves the reference back to the target', async () => {
    await fc.assert(
      fc.asyncProperty(baseArb, referenceArb, fc.boolean(), async (base, target, network_path) => {
        const node = nodeParse(target, base);
        const out = await outcome('url-relativize', { base, target, network_path });
        if (xnKnown(out.ok, node, target, base)) return;
        expect(out.ok, `${target} against ${base}`).to.equal(node !== null);
        if (!out.ok || node === null) return;
        const back = nodeParse(out.value.reference as string, base)?.href ?? '';
        const ours = await outcome('url-resolve', { reference: out.value.reference, base });
        if (ours.ok && adaKnown(out.value.reference as string, ours.value.href as string, back, base)) return;
        if (ours.ok && adaKnown(target, ours.value.href as string, node.href, base)) return;
        expect(back, `${out.value.reference}`).to.equal(node.href);
      }),
      { numRuns: RUNS },
    );
  });
  it('url-normalize: Node href with escapes fixed by a whole-text pass', async () => {
    await fc.assert(
      fc.asyncProperty(urlArb, async (url) => {
        const node = nodeParse(url);
        const out = await outcome('url-normalize', { url });
        if (xnKnown(out.ok, node, url)) return;
        expect(out.ok, url).to.equal(node !== null);
        if (!out.ok || node === null) return;
        const parsed = await outcome('url-parse', { url });
        if (parsed.ok && adaKnown(url, parsed.value.href as string, node.href)) return;
        const expected = node.href.replace(/%([0-9A-Fa-f]{2})/g, (m, h: string) => {
          const b = parseInt(h, 16);
          return isUnreserved(b) ? String.fromCharCode(b) : m.toUpperCase();
        });
        expect(out.value.href, url).to.equal(expected);
      }),
      { numRuns: RUNS },
    );
  });
  it('arbitrary strings: an answer or invalid_input, never another failure', async () => {
    const text = fc.string({ unit: fc.constantFrom('h', 't', 'p', ':', '/', '\\', '?', '#', '%', '2', 'e', '.', '@', '[', ']', ' ', 'é', '😀', 'x', 'n', '-'), maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(text, text, async (a, b) => {
        for (const [id, input] of [
          ['url-parse', { url: a, base: b === '' ? null : `http://h/${b}` }],
          ['url-resolve', { reference: a, base: `http://h/${b}` }],
          ['url-relativize', { base: `http://h/${b}`, target: a }],
          ['url-normalize', { url: `http:${a}` }],
        ] as const) {
          const out = await outcome(id, input);
          if (!out.ok) expect(out.code, `${id} ${JSON.stringify(input)}`).to.equal('invalid_input');
        }
      }),
      { numRuns: RUNS },
    );
  });
});
