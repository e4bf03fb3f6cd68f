import type { Input, Output } from '../../generated/tools/net/url-build.js';
import { limits } from '../../generated/tools/net/url-build.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { percentEncodeString, type EncodeSetName } from './lib/percent-encoding.js';
import { hostText as serializedHost, serializeUrl, tryParseUrl } from './lib/whatwg-url.js';

const SPECIAL_PORTS = new Map<string, number | null>([
  ['ftp', 21],
  ['file', null],
  ['http', 80],
  ['https', 443],
  ['ws', 80],
  ['wss', 443],
]);

/** Literal text: the set, plus "%" and the extra characters, so the text reads back unchanged after percent-decoding. */
function literal(text: string, set: EncodeSetName, extra: string): string {
  let pre = '';
  for (const ch of text) pre += ch === '%' || extra.includes(ch) ? `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : ch;
  return percentEncodeString(pre, set);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

export default function urlBuild(input: Input): Output {
  let total = input.scheme.length + (input.username?.length ?? 0) + (input.password?.length ?? 0) + (input.host?.length ?? 0);
  total += (input.opaque_path?.length ?? 0) + (input.query?.length ?? 0) + (input.fragment?.length ?? 0);
  const segmentsIn = input.path_segments ?? [];
  if (segmentsIn.length > limits.max_path_segments) throw limitExceeded('/path_segments', `${segmentsIn.length} path segments, more than ${limits.max_path_segments}`);
  for (const s of segmentsIn) total += s.length;
  if (total > limits.max_total_length) throw limitExceeded('', `the components hold ${total} code units, more than ${limits.max_total_length}`);

  const scheme = input.scheme.toLowerCase();
  const special = SPECIAL_PORTS.has(scheme);
  const username = input.username ?? '';
  const password = input.password ?? '';
  const host = input.host ?? null;
  const port = input.port ?? null;
  if (input.opaque_path !== undefined && input.path_segments !== undefined) throw invalidInput('/opaque_path', 'give either path_segments or opaque_path, not both');
  if (host === null) {
    if (special && scheme !== 'file') throw invalidInput('/host', `a ${scheme} URL needs a host`);
    if (username !== '' || password !== '') throw invalidInput('/username', 'username and password need a host');
    if (port !== null) throw invalidInput('/port', 'a port needs a host');
  } else if (input.opaque_path !== undefined) throw invalidInput('/opaque_path', 'a URL with a host has a path of segments, not an opaque path');
  if (special && input.opaque_path !== undefined) throw invalidInput('/opaque_path', `a ${scheme} URL cannot have an opaque path`);
  segmentsIn.forEach((s, i) => {
    if (s === '.' || s === '..') throw invalidInput(`/path_segments/${i}`, `a segment "${s}" cannot be written: URL parsers remove dot segments`);
  });

  let url = `${scheme}:`;
  let hostText: string | null = null;
  const hostOf = scheme === 'file' && host === null ? '' : host;
  if (hostOf !== null) {
    for (const ch of '/\\?#@') {
      if (hostOf.includes(ch)) throw invalidInput('/host', `a host cannot hold "${ch}"`);
    }
    hostText = hostOf.includes(':') && !hostOf.startsWith('[') ? `[${hostOf}]` : hostOf;
    // "[::1]:80" would carry a port the check cannot see when it is the scheme's default.
    if (hostText.startsWith('[') && !hostText.endsWith(']')) throw invalidInput('/host', 'a host cannot hold ":" outside an IPv6 address in brackets');
    url += '//';
    if (username !== '' || password !== '') url += `${literal(username, 'userinfo', '')}${password === '' ? '' : `:${literal(password, 'userinfo', '')}`}@`;
    url += hostText;
    if (port !== null) url += `:${port}`;
  }
  const encodedSegments = segmentsIn.map((s) => percentEncodeString(s, 'path-segment'));
  let opaque: string | null = null;
  if (input.opaque_path !== undefined) {
    if (input.opaque_path.startsWith('/')) throw invalidInput('/opaque_path', 'an opaque path cannot start with "/" (it would read as a path of segments)');
    opaque = literal(input.opaque_path, 'c0-control', ' ?#');
    url += opaque;
  } else if (hostOf === null && encodedSegments.length === 0) {
    opaque = '';
  } else {
    if (hostOf === null && encodedSegments.length > 1 && encodedSegments[0] === '') url += '/.';
    for (const s of encodedSegments) url += `/${s}`;
  }
  const query = input.query === undefined || input.query === null ? null : percentEncodeString(input.query, special ? 'special-query' : 'query');
  if (query !== null) url += `?${query}`;
  const fragment = input.fragment === undefined || input.fragment === null ? null : literal(input.fragment, 'fragment', '');
  if (fragment !== null) url += `#${fragment}`;

  // Validation: the WHATWG parser (url-parse's) must read the URL back into the same components.
  const record = tryParseUrl(url);
  if (record === null) throw invalidInput(hostOf === null ? '' : '/host', 'the components do not make a URL the WHATWG URL parser accepts (check the host and the userinfo or port it carries)');
  const parsedHost = serializedHost(record);
  if (hostText !== null) {
    const alone = tryParseUrl(`${scheme}://${hostText}/`);
    if (alone === null || serializedHost(alone) !== parsedHost) throw invalidInput('/host', 'the host does not read back as the URL host');
  }
  if (record.username !== (username === '' ? '' : literal(username, 'userinfo', '')) || record.password !== (password === '' ? '' : literal(password, 'userinfo', ''))) {
    throw invalidInput('/username', 'the userinfo does not read back');
  }
  const expectedPort = port !== null && special && SPECIAL_PORTS.get(scheme) === port ? null : port;
  if (record.port !== expectedPort) throw invalidInput('/port', 'the port does not read back (a file URL cannot have one)');
  if (opaque !== null) {
    if (record.path !== opaque) throw invalidInput('/opaque_path', 'the opaque path does not read back');
  } else {
    const expected = special && encodedSegments.length === 0 ? [''] : encodedSegments;
    if (typeof record.path === 'string' || !sameList(record.path, expected)) throw invalidInput('/path_segments', 'the path segments do not read back');
  }
  if (record.query !== query) throw invalidInput('/query', 'the query does not read back');
  if (record.fragment !== fragment) throw invalidInput('/fragment', 'the fragment does not read back');
  return { url: serializeUrl(record), host: parsedHost };
}
