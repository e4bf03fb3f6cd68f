// The lexical path model shared by the paths tools: a path text is read into a root (with its drive,
// UNC server and share) and segments, for POSIX (IEEE 1003.1 pathname resolution, without the
// filesystem) or Windows ("File path formats on Windows systems", learn.microsoft.com, the rules
// .NET's Path.GetFullPath follows), normalized, and written back. Nothing here reads a filesystem,
// the environment or a working directory.
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';

export type PathStyle = 'posix' | 'windows';

/**
 * posix: relative, absolute. windows: relative ("a\b"), rooted ("\a": the current drive's root),
 * drive_relative ("C:a": the current directory of drive C), drive_absolute ("C:\a"), unc
 * ("\\server\share\a"), device ("\\.\COM1", normalized) and verbatim ("\\?\C:\a", never normalized).
 */
export type PathKind = 'relative' | 'absolute' | 'rooted' | 'drive_relative' | 'drive_absolute' | 'unc' | 'device' | 'verbatim';

export interface PathParts {
  style: PathStyle;
  kind: PathKind;
  /** The root in canonical spelling: "", "/", "\", "C:", "C:\", "\\server\share\", "\\.\C:\", "\\?\UNC\server\share\". */
  root: string;
  /** "C:" (letter as written) for a drive path, also inside a device or verbatim path; otherwise "". */
  drive: string;
  /** UNC server and share names (also of "\\?\UNC\" and "\\.\UNC\" paths); otherwise "". */
  server: string;
  share: string;
  /** The names between separators, repeated separators collapsed; "." and ".." kept as written. */
  segments: string[];
  /** The text ended with a separator after at least one segment. */
  trailingSeparator: boolean;
  /**
   * Length of the text's drive part as written (what Python's ntpath.splitdrive splits off): "C:",
   * "\\server\share", "\\.\C:", "\\?\UNC\server\share"; 0 for posix, rooted and relative paths.
   */
  drivePartLength: number;
}

export const separatorOf = (style: PathStyle) => (style === 'posix' ? '/' : '\\');

/** In a verbatim path only "\\" separates; "/" is an ordinary character there. */
export const isSep = (style: PathStyle, c: string, verbatim = false) => (verbatim ? c === '\\' : c === '/' || (style === 'windows' && c === '\\'));

const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** A drive designator "X:" at the start of `text` (an ASCII letter and a colon). */
export function hasDrive(text: string, at = 0): boolean {
  return text.length >= at + 2 && isAsciiLetter(text.charCodeAt(at)) && text.charCodeAt(at + 1) === 0x3a;
}

/** Refuses a path longer than `maxLength` UTF-16 code units (the unit of Windows' 32,767 limit). */
export function checkLength(text: string, maxLength: number, pointer: string): void {
  if (text.length > maxLength) throw limitExceeded(pointer, `the path has ${text.length} UTF-16 code units, more than max_path_length ${maxLength}`);
}

export type PathListLimits = { readonly max_paths: number; readonly max_path_length: number; readonly max_total_length: number };

/**
 * The size checks of a tool that takes a path list, before any work and in this order: the number
 * of paths (at /paths), each path's length (at /paths/<i>), then their total length (at /paths).
 */
export function checkPathList(paths: readonly string[], limits: PathListLimits): void {
  if (paths.length > limits.max_paths) throw limitExceeded('/paths', `${paths.length} paths, more than max_paths ${limits.max_paths}`);
  let total = 0;
  paths.forEach((p, i) => {
    checkLength(p, limits.max_path_length, `/paths/${i}`);
    total += p.length;
  });
  if (total > limits.max_total_length) throw limitExceeded('/paths', `the paths have ${total} UTF-16 code units in all, more than max_total_length ${limits.max_total_length}`);
}

function splitSegments(text: string, style: PathStyle, verbatim: boolean): { segments: string[]; trailing: boolean } {
  const segments: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || isSep(style, text[i]!, verbatim)) {
      if (i > start) segments.push(text.slice(start, i));
      start = i + 1;
    }
  }
  const trailing = segments.length > 0 && text.length > 0 && isSep(style, text[text.length - 1]!, verbatim);
  return { segments, trailing };
}

function make(style: PathStyle, kind: PathKind, root: string, text: string, restStart: number, verbatim: boolean, extra: Partial<PathParts> = {}): PathParts {
  const { segments, trailing } = splitSegments(text.slice(restStart), style, verbatim);
  return { style, kind, root, drive: '', server: '', share: '', segments, trailingSeparator: trailing, drivePartLength: restStart, ...extra };
}

/** The next name after position `at` up to a separator: [name, index after it]. */
function nextName(text: string, at: number, style: PathStyle, verbatim: boolean): [string, number] {
  let i = at;
  while (i < text.length && !isSep(style, text[i]!, verbatim)) i++;
  return [text.slice(at, i), i];
}

/** Reads a path text; `pointer` names it in errors. An empty text is the relative path with no segments. */
export function parsePath(text: string, style: PathStyle, pointer: string): PathParts {
  if (style === 'posix') {
    // A leading "//" is implementation-defined in POSIX; as on Linux and macOS it is read as "/".
    if (text.startsWith('/')) return make(style, 'absolute', '/', text, 0, false);
    return make(style, 'relative', '', text, 0, false);
  }
  const sep = (i: number) => i < text.length && (text[i] === '\\' || text[i] === '/');
  if (sep(0) && sep(1)) {
    const marker = text[2];
    if ((marker === '?' || marker === '.') && sep(3)) {
      const verbatim = marker === '?' && text[0] === '\\' && text[1] === '\\' && text[3] === '\\';
      // Only "\\?\" with backslashes skips normalization; "//?/" is a device path, as in .NET.
      const kind: PathKind = verbatim ? 'verbatim' : 'device';
      const prefix = `\\\\${marker}\\`;
      const [first, afterFirst] = nextName(text, 4, style, verbatim);
      if (first === '') throw invalidInput(pointer, `the ${kind} path names no device or volume after ${prefix}`);
      if (foldAscii(first) === 'unc') {
        const [server, afterServer] = nextName(text, afterFirst + 1, style, verbatim);
        const [share, afterShare] = nextName(text, afterServer + 1, style, verbatim);
        if (server === '' || share === '') throw invalidInput(pointer, `the ${kind} UNC path needs a server and a share name`);
        return make(style, kind, `${prefix}${first}\\${server}\\${share}\\`, text, afterShare, verbatim, { server, share });
      }
      const drive = first.length === 2 && hasDrive(first) ? first : '';
      return make(style, kind, `${prefix}${first}\\`, text, afterFirst, verbatim, { drive });
    }
    const [server, afterServer] = nextName(text, 2, style, false);
    const [share, afterShare] = nextName(text, afterServer + 1, style, false);
    if (server === '' || share === '') throw invalidInput(pointer, 'a path starting with two separators is a UNC path and needs a server and a share name (\\\\server\\share)');
    return make(style, 'unc', `\\\\${server}\\${share}\\`, text, afterShare, false, { server, share });
  }
  if (hasDrive(text)) {
    const drive = text.slice(0, 2);
    if (sep(2)) return make(style, 'drive_absolute', `${drive}\\`, text, 2, false, { drive });
    return make(style, 'drive_relative', drive, text, 2, false, { drive });
  }
  if (sep(0)) return make(style, 'rooted', '\\', text, 0, false);
  return make(style, 'relative', '', text, 0, false);
}

/** A path with a root that ".." cannot climb above ("/.." is "/"). */
export const isRootedKind = (kind: PathKind) => kind !== 'relative' && kind !== 'drive_relative';

/** Fully qualified: names one place whatever the current drive and directory. */
export const isFullyQualified = (p: PathParts) =>
  p.style === 'posix' ? p.kind === 'absolute' : p.kind === 'drive_absolute' || p.kind === 'unc' || p.kind === 'device' || p.kind === 'verbatim';

/**
 * Lexical normalization: "." segments dropped, ".." removes the segment before it, ".." at a root is
 * dropped, leading ".." of a relative (or drive-relative) path kept. Verbatim paths are returned as they are.
 */
export function normalizeParts(p: PathParts): PathParts {
  if (p.kind === 'verbatim') return p;
  const out: string[] = [];
  const rooted = isRootedKind(p.kind);
  for (const s of p.segments) {
    if (s === '.') continue;
    if (s === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
      continue;
    }
    out.push(s);
  }
  return { ...p, segments: out, trailingSeparator: out.length > 0 && p.trailingSeparator };
}

/** Writes parts back: root, segments joined by the style's separator, one trailing separator when asked. */
export function formatPath(p: PathParts, emptyRelative = '.'): string {
  const sep = separatorOf(p.style);
  const body = p.segments.join(sep);
  if (p.root === '' && body === '') return emptyRelative;
  return p.root + body + (p.trailingSeparator && p.segments.length > 0 ? sep : '');
}

/** ASCII-only case folding (A-Z to a-z), the one fold these tools promise; other letters compare exactly. */
export function foldAscii(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 32) : s[i];
  }
  return out;
}

/** The root compared: drive letters always case-insensitively, the rest as `fold` says. */
export function rootKey(p: PathParts, fold: boolean): string {
  const r = p.drive !== '' ? p.root.replace(p.drive, foldAscii(p.drive)) : p.root;
  return `${p.kind}|${fold ? foldAscii(r) : r}`;
}

export function segmentKey(s: string, fold: boolean): string {
  return fold ? foldAscii(s) : s;
}

/**
 * The extension of a name (the convention of Node's path.extname and Python's PurePath.suffix): from
 * its last "." to its end unless that "." is the first character; "", "." and ".." have none.
 */
export function nameExtension(name: string): string {
  if (name === '.' || name === '..') return '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}
