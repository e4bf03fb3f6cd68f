import type { Input, Output } from '../../generated/tools/net/url-origin-compare.js';
import { limits } from '../../generated/tools/net/url-origin-compare.js';
import { limitExceeded } from '../lib/tool-error.js';
import { hostRegistrableDomain } from './lib/public-suffix.js';
import { hostText, parseUrlAt, pathText, tryParseUrl, type UrlRecord } from './lib/whatwg-url.js';

type Side = Output['a'];
type Tuple = { scheme: string; host: string; port: number | null; kind: 'domain' | 'ipv4' | 'ipv6' };

const TUPLE_SCHEMES = new Set(['ftp', 'http', 'https', 'ws', 'wss']);

/** The URL Standard's origin of a URL record: a tuple, or null for an opaque origin. */
function tupleOrigin(url: UrlRecord): Tuple | null {
  if (url.scheme === 'blob') {
    const inner = tryParseUrl(pathText(url));
    return inner !== null && (inner.scheme === 'http' || inner.scheme === 'https') ? tupleOrigin(inner) : null;
  }
  if (!TUPLE_SCHEMES.has(url.scheme) || url.host === null) return null;
  const kind = typeof url.host === 'string' ? 'domain' : typeof url.host === 'number' ? 'ipv4' : 'ipv6';
  return { scheme: url.scheme, host: hostText(url)!, port: url.port, kind };
}

function side(text: string, pointer: string, includePrivate: boolean): { out: Side; tuple: Tuple | null } {
  if (text.length > limits.max_url_length) throw limitExceeded(pointer, `the URL is longer than ${limits.max_url_length} code units`);
  const url = parseUrlAt(text, pointer);
  const tuple = tupleOrigin(url);
  if (tuple === null) {
    return {
      out: { origin: 'null', opaque: true, scheme: null, host: null, port: null, registrable_domain: null, site: 'null' },
      tuple,
    };
  }
  const registrable = tuple.kind === 'domain' ? hostRegistrableDomain(tuple.host, includePrivate) : null;
  const origin = `${tuple.scheme}://${tuple.host}${tuple.port === null ? '' : `:${tuple.port}`}`;
  return {
    out: {
      origin,
      opaque: false,
      scheme: tuple.scheme,
      host: tuple.host,
      port: tuple.port,
      registrable_domain: registrable,
      site: `${tuple.scheme}://${registrable ?? tuple.host}`,
    },
    tuple,
  };
}

export default function urlOriginCompare(input: Input): Output {
  const includePrivate = input.include_private ?? true;
  const a = side(input.a, '/a', includePrivate);
  const b = side(input.b, '/b', includePrivate);
  // Each URL given is parsed on its own, so an opaque origin is a new one each time: two opaque
  // origins are never the same opaque origin here, even for one URL text given twice.
  let sameOrigin = false;
  let schemelesslySameSite = false;
  if (a.tuple !== null && b.tuple !== null) {
    sameOrigin = a.tuple.scheme === b.tuple.scheme && a.tuple.host === b.tuple.host && a.tuple.port === b.tuple.port;
    const ra = a.out.registrable_domain;
    schemelesslySameSite = (a.tuple.host === b.tuple.host && ra === null) || (ra !== null && ra === b.out.registrable_domain);
  }
  const sameSite = schemelesslySameSite && a.tuple!.scheme === b.tuple!.scheme;
  return { a: a.out, b: b.out, same_origin: sameOrigin, schemelessly_same_site: schemelesslySameSite, same_site: sameSite };
}
