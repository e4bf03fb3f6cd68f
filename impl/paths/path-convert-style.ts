import type { Input, Output } from '../../generated/tools/paths/path-convert-style.js';
import { limits } from '../../generated/tools/paths/path-convert-style.js';
import { invalidInput } from '../lib/tool-error.js';
import { checkLength, foldAscii, hasDrive, parsePath } from './lib/path-model.js';

type Convention = Input['from'];

/** What a path names, independent of spelling: relative, on a drive, on a UNC share, or under the convention's own root. */
type Place =
  | { kind: 'relative'; segments: string[] }
  | { kind: 'drive'; letter: string; segments: string[] }
  | { kind: 'unc'; server: string; share: string; segments: string[] }
  | { kind: 'rooted'; segments: string[] };

const isLetter = (s: string) => s.length === 1 && hasDrive(`${s}:`);

function read(text: string, from: Convention): { place: Place; trailing: boolean } {
  if (from === 'windows') {
    const p = parsePath(text, 'windows', '/path');
    const t = p.trailingSeparator;
    switch (p.kind) {
      case 'relative':
        return { place: { kind: 'relative', segments: p.segments }, trailing: t };
      case 'rooted':
        return { place: { kind: 'rooted', segments: p.segments }, trailing: t };
      case 'drive_absolute':
        return { place: { kind: 'drive', letter: p.drive[0]!, segments: p.segments }, trailing: t };
      case 'unc':
        return { place: { kind: 'unc', server: p.server, share: p.share, segments: p.segments }, trailing: t };
      case 'drive_relative':
        throw invalidInput('/path', 'a drive-relative path (C:x) depends on the current directory of its drive and has no counterpart in the other conventions');
      default:
        throw invalidInput('/path', `a ${p.kind} path (\\\\.\\ or \\\\?\\) has no counterpart in the other conventions`);
    }
  }
  // msys and cygwin read "//server/share" as a UNC share; POSIX reads a leading "//" as "/".
  if ((from === 'msys' || from === 'cygwin') && /^\/\/[^/]/.test(text)) {
    const rest = text.slice(2).split('/');
    const [server, share] = [rest[0]!, rest[1] ?? ''];
    if (share === '') throw invalidInput('/path', 'a path starting with // names a UNC share and needs a server and a share name (//server/share)');
    const segments = rest.slice(2).filter((s) => s !== '');
    return { place: { kind: 'unc', server, share, segments }, trailing: segments.length > 0 && text.endsWith('/') };
  }
  const p = parsePath(text, 'posix', '/path');
  const t = p.trailingSeparator;
  const s = p.segments;
  if (p.kind === 'relative') return { place: { kind: 'relative', segments: s }, trailing: t };
  if (from === 'msys' && s.length >= 1 && isLetter(s[0]!)) return { place: { kind: 'drive', letter: s[0]!, segments: s.slice(1) }, trailing: t && s.length > 1 };
  if (from === 'wsl' && s.length >= 2 && s[0] === 'mnt' && isLetter(s[1]!)) return { place: { kind: 'drive', letter: s[1]!, segments: s.slice(2) }, trailing: t && s.length > 2 };
  if (from === 'cygwin' && s.length >= 2 && s[0] === 'cygdrive' && isLetter(s[1]!)) return { place: { kind: 'drive', letter: s[1]!, segments: s.slice(2) }, trailing: t && s.length > 2 };
  return { place: { kind: 'rooted', segments: s }, trailing: t };
}

const upper = (c: string) => String.fromCharCode(c.charCodeAt(0) & ~0x20);

function write(place: Place, trailing: boolean, from: Convention, to: Convention): string {
  const sep = to === 'windows' ? '\\' : '/';
  if (to === 'windows') {
    place.segments.forEach((s, i) => {
      if (s.includes('\\')) throw invalidInput('/path', `segment ${i + 1} ("${s}") holds a backslash, which separates names on Windows`);
    });
    if (place.kind === 'relative' && place.segments.length > 0 && hasDrive(place.segments[0]!)) {
      throw invalidInput('/path', `the first segment "${place.segments[0]}" would read as a drive on Windows`);
    }
  }
  /** The root spelled `head` (ending with a separator), or `bare` when no segment follows. */
  const tail = (head: string, bare = head) => {
    const body = place.segments.join(sep);
    if (body === '') return bare === '' ? '.' : bare;
    return head + body + (trailing ? sep : '');
  };
  switch (place.kind) {
    case 'relative':
      return tail('');
    case 'rooted':
      if (from !== to && from !== 'posix' && to !== 'posix') {
        const what = from === 'windows' ? 'a path rooted on the current drive (\\x)' : `a ${from} path outside its drive mounts`;
        throw invalidInput('/path', `${what} names a place whose location in ${to} is unknown`);
      }
      return tail(sep);
    case 'drive': {
      const lower = foldAscii(place.letter);
      if (to === 'windows') return tail(`${upper(place.letter)}:\\`);
      if (to === 'msys') return tail(`/${lower}/`, `/${lower}`);
      if (to === 'wsl') return tail(`/mnt/${lower}/`, `/mnt/${lower}`);
      if (to === 'cygwin') return tail(`/cygdrive/${lower}/`, `/cygdrive/${lower}`);
      throw invalidInput('/to', 'a drive path has no plain POSIX form; choose msys, wsl or cygwin');
    }
    case 'unc':
      if (to === 'windows') return tail(`\\\\${place.server}\\${place.share}\\`);
      if (to === 'msys' || to === 'cygwin') return tail(`//${place.server}/${place.share}/`, `//${place.server}/${place.share}`);
      throw invalidInput('/to', `a UNC share path has no ${to === 'wsl' ? 'standard WSL' : 'plain POSIX'} form`);
  }
}

export default function pathConvertStyle(input: Input): Output {
  checkLength(input.path, limits.max_path_length, '/path');
  const { place, trailing } = read(input.path, input.from);
  return { path: write(place, trailing, input.from, input.to), kind: place.kind };
}
