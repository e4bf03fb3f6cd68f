// The INI dialect both INI tools share. No library reads a declared dialect exactly (configparser
// lowercases keys and folds continuation lines; the npm "ini" package interpolates arrays and
// nested sections), so reading and writing are our own and follow these few rules.

/** A value the reader unquotes: at least 2 characters, starting and ending with a double quote. */
export function isQuotedIniValue(s: string): boolean {
  return s.length >= 2 && s.startsWith('"') && s.endsWith('"');
}
