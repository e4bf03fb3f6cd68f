// The INI dialect both INI tools share. No library reads a declared dialect exactly (configparser
// lowercases keys and folds continuation lines; the npm "ini" package interpolates arrays and
// nested sections), so reading and writing are our own and follow these few rules.

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

/**
 * `s` without spaces and tabs at both ends. Two index scans, never a regex: /[ \t]+$/ retries at
 * every blank of a long inner run ("a" + 100,000 spaces + "b"), quadratic (issue 14).
 */
export function trimIni(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isBlank(s.charCodeAt(start))) start++;
  while (end > start && isBlank(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

/** A value the reader unquotes: at least 2 characters, starting and ending with a double quote. */
export function isQuotedIniValue(s: string): boolean {
  return s.length >= 2 && s.startsWith('"') && s.endsWith('"');
}
