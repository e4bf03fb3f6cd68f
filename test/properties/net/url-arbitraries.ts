// Seeded URL texts for the url-* property and differential tests: mixed-case special and
// non-special schemes, slashes and backslashes after the scheme, userinfo, domain / IPv4 / IPv6 /
// unicode / percent-encoded hosts, ports (default and not), dot segments and their %2e spellings,
// percent-escapes in both cases, spaces and non-ASCII in paths, queries and fragments (absent,
// empty, or with text).
import fc from 'fast-check';

export const schemeArb = fc.constantFrom('http', 'HTTP', 'https', 'HtTpS', 'ws', 'wss', 'ftp', 'file', 'foo', 'web+x', 'Git+SSH', 'mailto', 'data');
const afterScheme = fc.constantFrom('://', '://', '://', ':', ':/', ':\\\\', ':///', ':/\\');
const userinfo = fc.constantFrom('', '', '', 'u@', 'u:p@', 'Üser:p%40ss@', ':@', 'a%7eb:%7E@');
export const hostArb = fc.constantFrom(
  'example.com', 'EXAMPLE.com', 'h', '127.0.0.1', '0x7f.1', '192.168.0.257', '[::1]', '[2001:DB8:0:0:0::1]', '[::ffff:1.2.3.4]',
  'münchen.de', 'xn--mnchen-3ya.de', 'a%2Eb', 'Straße.example', '', 'localhost', 'a..b', '%41.com', 'a.XN--pokxncvks', 'xn--', 'é.xn--pokxncvks',
);
const port = fc.constantFrom('', '', ':80', ':443', ':21', ':8080', ':0', ':65535', ':');
export const segmentArb = fc.constantFrom('a', 'B', 'c.d', '.', '..', '%2e', '%2E%2e', '%7e', '%7E', 'é', 'a b', '%c3%a9', 'x:y', '', 'C:', '~u', '%2F', '😀');
export const pathArb = fc.tuple(fc.array(segmentArb, { maxLength: 5 }), fc.constantFrom('/', '/', '\\')).map(([s, sep]) => s.map((x) => sep + x).join(''));
const query = fc.constantFrom('', '', '?', '?q=1&Q=%7e', '?a=b+c&a=%zz', '?é');
const fragment = fc.constantFrom('', '', '#', '#frag', '#%7E%c3%a9', '# x');

export const urlArb = fc
  .tuple(schemeArb, afterScheme, userinfo, hostArb, port, pathArb, query, fragment)
  .map(([s, a, u, h, p, path, q, f]) => `${s}${a}${u}${h}${p}${path}${q}${f}`);

/** A relative reference: network-path, absolute-path, path-relative, query or fragment only. */
export const referenceArb = fc.oneof(
  fc.tuple(hostArb, pathArb).map(([h, p]) => `//${h}${p}`),
  pathArb,
  fc.tuple(fc.array(segmentArb, { minLength: 1, maxLength: 4 })).map(([s]) => s.join('/')),
  fc.tuple(pathArb, query, fragment).map(([p, q, f]) => `${p.slice(1)}${q}${f}`),
  query,
  fragment,
  urlArb,
);

const listPathBase = fc
  .tuple(fc.constantFrom('http', 'https', 'foo', 'file'), fc.constantFrom('example.com', 'h', '[::1]', 'münchen.de'), fc.constantFrom('', ':8080'), pathArb, query, fragment)
  .map(([s, h, p, path, q, f]) => `${s}://${s === 'file' ? '' : h}${s === 'file' ? '' : p}${path === '' ? '/' : path}${q}${f}`);
const emptyPathBase = fc.tuple(fc.constantFrom('foo://h', 'web+x://h:1'), query, fragment).map(([b, q, f]) => `${b}${q}${f}`);

/** Absolute URLs that mostly parse, for relativize and resolve bases: special schemes with plain hosts, and non-special ones with an empty path. */
export const baseArb = fc.oneof({ arbitrary: listPathBase, weight: 9 }, { arbitrary: emptyPathBase, weight: 1 });
