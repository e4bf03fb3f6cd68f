import type { Input, Output } from '../../generated/tools/net/url-parse.js';
import { limits } from '../../generated/tools/net/url-parse.js';
import { limitExceeded } from '../lib/tool-error.js';
import { hasOpaquePath, hostText, hostType, isSpecialScheme, originText, parseUrlAt, pathSegments, pathText, serializeUrl } from './lib/whatwg-url.js';

export default function urlParse(input: Input): Output {
  const base = input.base ?? null;
  if (input.url.length > limits.max_url_length) throw limitExceeded('/url', `the URL is longer than ${limits.max_url_length} UTF-16 code units`);
  if (base !== null && base.length > limits.max_url_length) throw limitExceeded('/base', `the base URL is longer than ${limits.max_url_length} UTF-16 code units`);

  const baseRecord = base === null ? undefined : parseUrlAt(base, '/base');
  const record = parseUrlAt(input.url, '/url', baseRecord);
  return {
    href: serializeUrl(record),
    scheme: record.scheme,
    special: isSpecialScheme(record.scheme),
    username: record.username,
    password: record.password,
    host: hostText(record),
    host_type: hostType(record),
    port: record.port,
    path: pathText(record),
    path_segments: pathSegments(record),
    path_opaque: hasOpaquePath(record),
    query: record.query,
    fragment: record.fragment,
    origin: originText(record),
  };
}
