// Double-quoted strings as the TOML and YAML writers spell them: backslash escapes for `"`, `\`,
// LF, TAB and CR, any further short escapes the format names, and \uXXXX (upper-case hex) for the
// other UTF-16 code units the format may not carry raw. Everything else is copied as it is.

const COMMON_ESCAPES: ReadonlyArray<[number, string]> = [
  [0x22, '\\"'],
  [0x5c, '\\\\'],
  [0x0a, '\\n'],
  [0x09, '\\t'],
  [0x0d, '\\r'],
];

/**
 * A writer of double-quoted strings. `shortEscapes` adds escapes by code unit to the common five;
 * `hexEscaped` picks the code units, among those without a short escape, written as \uXXXX.
 */
export type DoubleQuoter = ((s: string) => string) & {
  /** The escaped text of `s` without the quotes, code unit by code unit (so it may be applied to slices). */
  readonly body: (s: string) => string;
};

export function doubleQuoter(shortEscapes: ReadonlyArray<[number, string]>, hexEscaped: (unit: number) => boolean): DoubleQuoter {
  const escapes = new Map<number, string>([...COMMON_ESCAPES, ...shortEscapes]);
  const body = (s: string): string => {
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      const escape = escapes.get(c);
      if (escape !== undefined) out += escape;
      else if (hexEscaped(c)) out += '\\u' + c.toString(16).toUpperCase().padStart(4, '0');
      else out += s[i];
    }
    return out;
  };
  return Object.assign((s: string) => `"${body(s)}"`, { body });
}
