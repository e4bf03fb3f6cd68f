// url-parse's output read back as the WHATWG URL API's getters (href, origin, protocol, username,
// password, host, hostname, port, pathname, search, hash), the shape WPT's urltestdata.json and
// Node's URL both speak; an empty query or fragment reads as "" as the getters do.
import type { UrlParseOutput } from '../../generated/tools/net/url-parse.js';

export function urlApiGetters(p: UrlParseOutput): Record<string, string> {
  const host = p.host ?? '';
  return {
    href: p.href,
    origin: p.origin,
    protocol: `${p.scheme}:`,
    username: p.username,
    password: p.password,
    host: p.port === null ? host : `${host}:${p.port}`,
    hostname: host,
    port: p.port === null ? '' : String(p.port),
    pathname: p.path,
    search: p.query === null || p.query === '' ? '' : `?${p.query}`,
    hash: p.fragment === null || p.fragment === '' ? '' : `#${p.fragment}`,
  };
}
