import type { Input, Output } from '../../generated/tools/net/url-resolve.js';
import { limits } from '../../generated/tools/net/url-resolve.js';
import { limitExceeded } from '../lib/tool-error.js';
import { parseUrlAt, serializeUrl } from './lib/whatwg-url.js';

export default function urlResolve(input: Input): Output {
  if (input.reference.length > limits.max_url_length) throw limitExceeded('/reference', `the reference is longer than ${limits.max_url_length} UTF-16 code units`);
  if (input.base.length > limits.max_url_length) throw limitExceeded('/base', `the base URL is longer than ${limits.max_url_length} UTF-16 code units`);
  const base = parseUrlAt(input.base, '/base');
  return { href: serializeUrl(parseUrlAt(input.reference, '/reference', base)) };
}
