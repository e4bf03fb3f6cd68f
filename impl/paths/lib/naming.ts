// Naming rules of file systems shared by path-validate and path-sanitize-filename: Windows names per
// learn.microsoft.com "Naming Files, Paths, and Namespaces" (reserved device names, forbidden
// characters, trailing dots and spaces) and POSIX names with the Linux values NAME_MAX 255 bytes and
// PATH_MAX 4096 bytes (terminating NUL included). Lexical only: nothing reads a filesystem.
import { foldAscii } from './path-model.js';

/** Characters a Windows name cannot hold besides U+0000-U+001F ("/" and "\" separate, so they too). */
export const WINDOWS_FORBIDDEN = '<>:"|?*/\\';

export const WINDOWS_MAX_PATH = 259; // MAX_PATH 260 less the terminating NUL
export const WINDOWS_EXTENDED_MAX_PATH = 32767;
export const WINDOWS_MAX_NAME = 255; // UTF-16 code units, the NTFS component limit
export const POSIX_NAME_MAX = 255; // bytes (Linux)
export const POSIX_PATH_MAX_TEXT = 4095; // bytes (Linux PATH_MAX 4096 with its NUL)

const RESERVED = new Set(['con', 'prn', 'aux', 'nul']);
for (const base of ['com', 'lpt']) for (const d of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '\u00b9', '\u00b2', '\u00b3']) RESERVED.add(base + d);

export function isWindowsForbidden(code: number): boolean {
  return code < 0x20 || (code < 0x80 && WINDOWS_FORBIDDEN.includes(String.fromCharCode(code)));
}

/** Index of the first character a Windows name cannot hold, or -1. */
export function firstWindowsForbidden(name: string): number {
  for (let i = 0; i < name.length; i++) if (isWindowsForbidden(name.charCodeAt(i))) return i;
  return -1;
}

/** The name up to its first ".", trailing spaces removed: what Windows compares with the device names. */
export function reservedStem(name: string): string {
  const dot = name.indexOf('.');
  let end = dot < 0 ? name.length : dot;
  while (end > 0 && name.charCodeAt(end - 1) === 0x20) end--;
  return name.slice(0, end);
}

/** CON, PRN, AUX, NUL, COM1-9, COM¹²³, LPT1-9, LPT¹²³, also with an extension; ASCII letters fold. */
export function isWindowsReserved(name: string): boolean {
  const stem = reservedStem(name);
  return stem.length <= 4 && RESERVED.has(foldAscii(stem));
}

export function hasTrailingDotOrSpace(name: string): boolean {
  const c = name.charCodeAt(name.length - 1);
  return c === 0x2e || c === 0x20;
}

