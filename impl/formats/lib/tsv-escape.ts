// The optional backslash escapes of TSV (IANA text/tab-separated-values has none; this is the
// convention of PostgreSQL COPY and MySQL LOAD DATA, limited to \t \n \r \\).

const DECODE: Record<string, string> = { t: '\t', n: '\n', r: '\r', '\\': '\\' };

/** The decoded field, or the index of the first bad escape. */
export function decodeTsvField(field: string): { value: string } | { badAt: number } {
  if (!field.includes('\\')) return { value: field };
  let out = '';
  for (let i = 0; i < field.length; i++) {
    const c = field[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = field[i + 1];
    if (next === undefined || !Object.hasOwn(DECODE, next)) return { badAt: i };
    out += DECODE[next];
    i++;
  }
  return { value: out };
}

export function encodeTsvField(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}
