import type { Input, Output } from '../../generated/tools/paths/path-sanitize-filename.js';
import { limits } from '../../generated/tools/paths/path-sanitize-filename.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { graphemeEnd } from '../text/lib/unicode/graphemes.js';
import { hasTrailingDotOrSpace, isWindowsForbidden, isWindowsReserved, reservedStem } from './lib/naming.js';
import { utf8Length } from '../lib/utf8.js';

type Target = 'windows' | 'posix';
type Options = { target: Target; replacement: string; suffix: string; keepExtension: boolean; fallback: string; maxBytes: number };
type Counts = { replaced: number; trailing: number; reserved: number; truncated: number; fallback: number };

const forbidden = (target: Target, code: number) => (target === 'windows' ? isWindowsForbidden(code) : code === 0 || code === 0x2f);

function stripTrailing(s: string, counts: Counts): string {
  let end = s.length;
  while (end > 0 && hasTrailingDotOrSpace(s.slice(end - 1, end))) end--;
  counts.trailing += s.length - end;
  return s.slice(0, end);
}

/** The longest prefix of `s` ending at a grapheme cluster boundary with at most `budget` UTF-8 bytes. */
function cutPrefix(s: string, budget: number): string {
  let end = 0;
  let bytes = 0;
  while (end < s.length) {
    const next = graphemeEnd(s, end);
    const size = utf8Length(s.slice(end, next));
    if (bytes + size > budget) break;
    bytes += size;
    end = next;
  }
  return s.slice(0, end);
}

function cut(s: string, o: Options): string {
  if (utf8Length(s) <= o.maxBytes) return s;
  const dot = s.lastIndexOf('.');
  if (o.keepExtension && dot > 0) {
    const ext = s.slice(dot);
    const extBytes = utf8Length(ext);
    if (extBytes < o.maxBytes) {
      const stem = cutPrefix(s.slice(0, dot), o.maxBytes - extBytes);
      if (stem !== '') return stem + ext;
    }
  }
  return cutPrefix(s, o.maxBytes);
}

function sanitize(name: string, o: Options): { name: string; counts: Counts } {
  const counts: Counts = { replaced: 0, trailing: 0, reserved: 0, truncated: 0, fallback: 0 };
  let out = '';
  for (let i = 0; i < name.length; i++) {
    if (forbidden(o.target, name.charCodeAt(i))) {
      out += o.replacement;
      counts.replaced++;
    } else out += name[i];
  }
  const windows = o.target === 'windows';
  if (windows) out = stripTrailing(out, counts);
  if (windows && isWindowsReserved(out)) {
    const stem = reservedStem(out);
    const device = stem.length; // the device name itself: the stem has no trailing spaces
    out = out.slice(0, device) + o.suffix + out.slice(device);
    counts.reserved = 1;
  }
  const before = utf8Length(out);
  out = cut(out, o);
  counts.truncated = before - utf8Length(out);
  if (windows) out = stripTrailing(out, counts);
  if (out === '' || out === '.' || out === '..' || (windows && isWindowsReserved(out))) {
    out = o.fallback;
    counts.fallback = 1;
  }
  return { name: out, counts };
}

export default function pathSanitizeFilename(input: Input): Output {
  if (input.name.length > limits.max_name_length)
    throw limitExceeded('/name', `the name has ${input.name.length} UTF-16 code units, more than max_name_length ${limits.max_name_length}`);
  const o: Options = {
    target: input.target ?? 'windows',
    replacement: input.replacement ?? '_',
    suffix: input.reserved_suffix ?? '_',
    keepExtension: input.keep_extension ?? true,
    fallback: input.fallback ?? 'unnamed',
    maxBytes: limits.max_name_bytes,
  };
  const hasForbidden = (s: string) => [...s].some((c) => forbidden(o.target, c.charCodeAt(0)));
  if (hasForbidden(o.replacement)) throw invalidInput('/replacement', 'the replacement holds a character the target forbids in a file name');
  if (o.suffix === '' || o.suffix[0] === '.' || o.suffix[0] === ' ' || hasForbidden(o.suffix))
    throw invalidInput('/reserved_suffix', 'reserved_suffix must be non-empty, must not start with a dot or a space and must hold no forbidden character');
  const fb = sanitize(o.fallback, o);
  if (fb.name !== o.fallback || fb.counts.fallback > 0) throw invalidInput('/fallback', 'the fallback must itself be a valid file name for the target');
  const { name, counts } = sanitize(input.name, o);
  type Change = 'replaced_characters' | 'removed_trailing' | 'reserved_suffix_added' | 'truncated' | 'fallback_used';
  const changes: { change: Change; count: number }[] = [];
  if (counts.replaced > 0) changes.push({ change: 'replaced_characters', count: counts.replaced });
  if (counts.trailing > 0) changes.push({ change: 'removed_trailing', count: counts.trailing });
  if (counts.reserved > 0) changes.push({ change: 'reserved_suffix_added', count: 1 });
  if (counts.truncated > 0) changes.push({ change: 'truncated', count: counts.truncated });
  if (counts.fallback > 0) changes.push({ change: 'fallback_used', count: 1 });
  // At most one entry per kind: five at most, as output_schema says.
  return { name, changed: name !== input.name, changes: changes as Output['changes'] };
}
