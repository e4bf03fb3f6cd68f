// The telephony scheme: params limits, the signing string (url + sorted key/value pairs), the
// HMAC-SHA1 Base64 signature and the three url forms a receiver tries.
import { compareCodePoints } from '../../lib/code-point-order.js';
import { limitExceeded } from '../../lib/tool-error.js';
import { utf8Length } from '../../lib/utf8.js';
import { hmac } from './webhook-common.js';

/** What a telephony tool passes from its contract's limits. */
export type ParamsLimits = { readonly max_params_bytes: number; readonly max_params_values: number };

export type TelephonyParams = { [key: string]: string | string[] };
export type UrlVariant = 'as_given' | 'with_default_port' | 'without_port';

/** Runs before any sorting or hashing so oversized params cost no more than one pass. */
export function checkParamsLimits(params: TelephonyParams, pointer: string, limits: ParamsLimits): void {
  let values = 0;
  let bytes = 0;
  // Stop at the first value past either limit (the sums only grow), so an array of 262144 values is
  // not measured in full before it is refused. Either fault is the same code and pointer.
  const tooMany = () => limitExceeded(pointer, `holds more than ${limits.max_params_values} values (max_params_values)`);
  const tooLarge = () => limitExceeded(pointer, `holds more than ${limits.max_params_bytes} UTF-8 bytes of keys and values (max_params_bytes)`);
  for (const key of Object.keys(params)) {
    const value = params[key]!;
    bytes += utf8Length(key);
    if (bytes > limits.max_params_bytes) throw tooLarge();
    for (const v of typeof value === 'string' ? [value] : value) {
      if (++values > limits.max_params_values) throw tooMany();
      bytes += utf8Length(v);
      if (bytes > limits.max_params_bytes) throw tooLarge();
    }
  }
}

/** url, then for each key in code point order its distinct values in code point order, as key+value. */
export function telephonySigningString(url: string, params: TelephonyParams | undefined): string {
  return url + telephonyParamsString(params);
}

/** The signing string after the url: built once, whatever number of url forms share it. */
export function telephonyParamsString(params: TelephonyParams | undefined): string {
  if (params === undefined) return '';
  const parts: string[] = [];
  const keys = Object.keys(params).sort(compareCodePoints);
  for (const key of keys) {
    const value = params[key]!;
    const values = typeof value === 'string' ? [value] : [...new Set(value)].sort(compareCodePoints);
    for (const v of values) parts.push(key, v);
  }
  return parts.join('');
}

export function telephonySignature(authToken: string, signingString: string): string {
  return hmac('sha1', authToken, signingString).toString('base64');
}

type SplitUrl = { head: string; port: string | null; tail: string; scheme: 'http' | 'https' };

/**
 * Splits an absolute http(s) url at its port: head = everything through the host, port = the text
 * after the host's `:` (possibly empty) or null, tail = path, query and fragment. Returns null for
 * any other url, which then has no port variants.
 */
function splitAtPort(url: string): SplitUrl | null {
  const sep = url.indexOf('://');
  if (sep < 0) return null;
  const scheme = url.slice(0, sep).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return null;
  const start = sep + 3;
  let end = url.length;
  for (let i = start; i < url.length; i++) {
    const c = url[i];
    if (c === '/' || c === '?' || c === '#') {
      end = i;
      break;
    }
  }
  const authority = url.slice(start, end);
  const hostStart = start + authority.lastIndexOf('@') + 1; // userinfo may hold ':'
  const hostPort = url.slice(hostStart, end);
  let hostEnd: number;
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close < 0) return null;
    hostEnd = hostStart + close + 1;
  } else {
    const colon = hostPort.indexOf(':');
    hostEnd = colon < 0 ? end : hostStart + colon;
  }
  if (hostEnd === hostStart) return null; // no host
  const rest = url.slice(hostEnd, end);
  let port: string | null = null;
  if (rest.length > 0) {
    if (rest[0] !== ':') return null;
    port = rest.slice(1);
    for (let i = 0; i < port.length; i++) {
      const c = port.charCodeAt(i);
      if (c < 0x30 || c > 0x39) return null;
    }
  }
  return { head: url.slice(0, hostEnd), port, tail: url.slice(end), scheme };
}

/** The three url forms in reporting order; a form equal to an earlier one is still listed. */
export function urlVariants(url: string): { variant: UrlVariant; url: string }[] {
  const out: { variant: UrlVariant; url: string }[] = [{ variant: 'as_given', url }];
  const split = splitAtPort(url);
  if (split === null) return out;
  const defaultPort = split.scheme === 'https' ? '443' : '80';
  out.push({
    variant: 'with_default_port',
    url: split.port === null ? `${split.head}:${defaultPort}${split.tail}` : url,
  });
  out.push({ variant: 'without_port', url: `${split.head}${split.tail}` });
  return out;
}

/** First value of the `bodySHA256` query parameter (form-decoded), or null when absent. */
export function bodySha256Param(url: string): string | null {
  const q = url.indexOf('?');
  const hash = url.indexOf('#');
  if (q < 0 || (hash >= 0 && hash < q)) return null; // a `?` inside the fragment starts no query
  const query = url.slice(q + 1, hash < 0 ? url.length : hash);
  return new URLSearchParams(query).get('bodySHA256');
}
