import type { Input, Output } from '../../generated/tools/paths/path-file-url-convert.js';
import { limits } from '../../generated/tools/paths/path-file-url-convert.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { checkLength, foldAscii, hasDrive, normalizeParts, parsePath } from './lib/path-model.js';

const HEX = '0123456789ABCDEF';
const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** RFC 3986 pchar: unreserved, sub-delims, ":" and "@" stay; every other UTF-8 byte becomes %XX. */
function isPchar(b: number): boolean {
  return (
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || '-._~!$&\'()*+,;=:@'.includes(String.fromCharCode(b))
  );
}

function encodeSegment(s: string): string {
  let out = '';
  for (const b of utf8.encode(s)) out += isPchar(b) ? String.fromCharCode(b) : `%${HEX[b >> 4]}${HEX[b & 15]}`;
  return out;
}

/** An ASCII host name (RFC 3986 reg-name without escapes), lower-cased as the WHATWG URL parser does. */
function hostOf(server: string, pointer: string): string {
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9_-])?$/.test(server) || server.length > 253) {
    throw invalidInput(pointer, `the server name "${server}" is not an ASCII host name (internationalized names are not converted)`);
  }
  return foldAscii(server);
}

function pathToUrl(text: string, style: Input['style']): string {
  checkLength(text, limits.max_path_length, '/value');
  const p = normalizeParts(parsePath(text, style, '/value'));
  const ok = style === 'posix' ? p.kind === 'absolute' : p.kind === 'drive_absolute' || p.kind === 'unc';
  if (!ok) {
    throw invalidInput('/value', style === 'posix' ? 'only an absolute path has a file URL' : `a ${p.kind} path has no file URL (a drive path C:\\... or a UNC path \\\\server\\share\\... has)`);
  }
  const body = p.segments.map(encodeSegment).join('/') + (p.trailingSeparator ? '/' : '');
  if (p.kind === 'unc') {
    const host = hostOf(p.server, '/value');
    if (host === 'localhost') throw invalidInput('/value', 'a UNC server named localhost would read back as a local path');
    return `file://${host}/${encodeSegment(p.share)}/${body}`;
  }
  if (p.kind === 'drive_absolute') return `file:///${p.drive}/${body}`;
  return `file:///${body}`;
}

/** RFC 3986 section 5.2.4 remove_dot_segments on an absolute path, "%2E" counted as "." (as WHATWG does). */
function removeDotSegments(path: string): string[] {
  const out: string[] = [];
  const parts = path.split('/').slice(1);
  parts.forEach((raw, i) => {
    const s = raw.replace(/%2e/gi, '.');
    const last = i === parts.length - 1;
    if (s === '.' || s === '..') {
      if (s === '..' && out.length > 0) out.pop();
      if (last) out.push('');
      return;
    }
    out.push(raw);
  });
  return out.length ? out : [''];
}

function decodeSegment(s: string, style: Input['style']): string {
  if (!s.includes('%')) return s;
  const bytes: number[] = [];
  let run = 0; // start of the current run of literal characters
  const flush = (to: number) => {
    for (const b of utf8.encode(s.slice(run, to))) bytes.push(b);
  };
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== '%') continue;
    flush(i);
    const hex = s.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) throw invalidInput('/value', `"%${hex}" is not a percent-encoded byte`);
    bytes.push(parseInt(hex, 16));
    i += 2;
    run = i + 1;
  }
  flush(s.length);
  for (const b of bytes) {
    if (b === 0x2f || (style === 'windows' && b === 0x5c)) throw invalidInput('/value', 'the URL encodes a path separator (%2F, or %5C for windows) inside a name');
    if (b === 0) throw invalidInput('/value', 'the URL encodes a NUL byte (%00), which no path may hold');
  }
  try {
    return strictUtf8.decode(new Uint8Array(bytes));
  } catch {
    throw invalidInput('/value', 'the percent-encoded bytes are not UTF-8');
  }
}

function hasSpaceOrControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f) return true;
  }
  return false;
}

function urlToPath(url: string, style: Input['style']): string {
  if (url.length > limits.max_url_length) throw limitExceeded('/value', `the URL has ${url.length} characters, more than max_url_length ${limits.max_url_length}`);
  if (foldAscii(url.slice(0, 5)) !== 'file:') throw invalidInput('/value', 'not a file: URL');
  if (/[?#]/.test(url)) throw invalidInput('/value', 'a file URL for a path has no query or fragment');
  if (hasSpaceOrControl(url)) throw invalidInput('/value', 'the URL holds a space or control character; percent-encode it');
  let rest = url.slice(5);
  let host = '';
  if (rest.startsWith('//')) {
    const end = rest.indexOf('/', 2);
    host = end === -1 ? rest.slice(2) : rest.slice(2, end);
    rest = end === -1 ? '/' : rest.slice(end);
    if (foldAscii(host) === 'localhost') host = '';
  } else if (style === 'windows' && /^[A-Za-z][:|]/.test(rest)) {
    rest = `/${rest}`; // RFC 8089 appendix E.2: file:c:/path
  } else if (!rest.startsWith('/')) {
    throw invalidInput('/value', 'a file URL path must start with "/" (file:///path, file://host/path or file:/path)');
  }
  const raw = removeDotSegments(rest);
  if (style === 'posix') {
    if (host !== '') throw invalidInput('/value', `a POSIX path has no remote host ("${host}")`);
    const path = `/${raw.map((s) => decodeSegment(s, style)).join('/')}`;
    checkLength(path, limits.max_path_length, '/value');
    return path;
  }
  if (host !== '') {
    const server = hostOf(decodeSegment(host, style), '/value');
    const names = raw.map((s) => decodeSegment(s, style));
    if (names[0] === '') throw invalidInput('/value', 'a file URL with a host needs a share name after it (file://server/share/...)');
    const path = `\\\\${server}\\${names.join('\\')}`;
    checkLength(path, limits.max_path_length, '/value');
    return path;
  }
  const drive = raw[0]!;
  if (!(drive.length === 2 && hasDrive(drive.replace('|', ':')))) {
    throw invalidInput('/value', 'a local windows file URL must start with a drive letter (file:///C:/...)');
  }
  const names = raw.slice(1).map((s) => decodeSegment(s, style));
  const path = `${drive[0]}:\\${names.join('\\')}`;
  checkLength(path, limits.max_path_length, '/value');
  return path;
}

export default function pathFileUrlConvert(input: Input): Output {
  return { result: input.direction === 'path_to_url' ? pathToUrl(input.value, input.style) : urlToPath(input.value, input.style) };
}
