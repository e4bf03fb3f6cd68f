// Comparison keys of lines for the line tools that match lines (dedupe, set compare, sort): the line
// as written, optionally without surrounding White_Space and optionally case-folded. Kept apart from
// lines.ts so that splitting lines does not load the Unicode tables.
import { caseFold } from './unicode/case-fold.js';
import { isWhiteSpace } from './unicode/properties.js';

/**
 * `s` without leading and trailing Unicode White_Space (Unicode 17.0 via the shared property table:
 * NBSP and U+3000 are trimmed, U+200B ZERO WIDTH SPACE is not). Index scans, never a regex: a
 * trailing-whitespace regex retries at every blank of a long inner run. Every White_Space code point
 * is in the BMP, so code units suffice.
 */
export function trimWhiteSpace(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isWhiteSpace(s.charCodeAt(start))) start++;
  while (end > start && isWhiteSpace(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

export type KeyOptions = { trim?: boolean; case_fold?: boolean };

/** The key two lines are compared by: trimmed first (when asked), then full case folding (when asked). */
export function lineKey(text: string, options: KeyOptions): string {
  const t = options.trim === true ? trimWhiteSpace(text) : text;
  return options.case_fold === true ? caseFold(t) : t;
}

/** `s` without trailing Unicode White_Space (see trimWhiteSpace). */
export function trimEndWhiteSpace(s: string): string {
  let end = s.length;
  while (end > 0 && isWhiteSpace(s.charCodeAt(end - 1))) end--;
  return end === s.length ? s : s.slice(0, end);
}
