// RFC 6901 JSON Pointers: parse, format, and resolve against plain JSON data.

/** One reference token: "~" becomes "~0" and "/" becomes "~1" (section 3). */
export function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function formatPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => '/' + pointerToken(String(t))).join('');
}

/**
 * Reference tokens of a pointer, or null when it is not a valid RFC 6901 pointer: it must be ""
 * or start with "/", and "~" may only be followed by "0" or "1". "~1" is decoded before "~0",
 * so "~01" is the key "~1" (section 4).
 */
export function parsePointer(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (pointer[0] !== '/') return null;
  if (/~(?![01])/.test(pointer)) return null;
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** An array index token as section 4 allows it: "0" or no leading zeros; never "-" for reading. */
export function arrayIndex(token: string): number | null {
  return /^(0|[1-9][0-9]{0,8})$/.test(token) ? Number(token) : null;
}

export type Resolved = { found: true; value: unknown } | { found: false; at: number };

/**
 * The value a pointer selects, or where it stopped (`at`: index of the first token that failed).
 * Only own members count, so "__proto__" or "constructor" never reach Object.prototype.
 */
export function resolvePointer(document: unknown, tokens: readonly string[]): Resolved {
  let current: unknown = document;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (Array.isArray(current)) {
      const index = arrayIndex(token);
      if (index === null || index >= current.length) return { found: false, at: i };
      current = current[index];
    } else if (current !== null && typeof current === 'object') {
      if (!Object.hasOwn(current, token)) return { found: false, at: i };
      current = (current as Record<string, unknown>)[token];
    } else {
      return { found: false, at: i };
    }
  }
  return { found: true, value: current };
}
