// A code point -> string table (case mappings, case folding, decompositions) decoded from the compact
// form scripts/unicode/build-character-tables.ts writes. Entries sorted by code point, joined by ",";
// each is `gap:mapping` in base 36, the gap from the previous entry's code point (the first from 0).
// A mapping without "." is one code point stored as a signed offset from the key (most mappings are
// a fixed distance away: +32, +1); a mapping with "." lists absolute code points, "." between them
// (an empty list, ".", maps to the empty string).
export function codePointMap(encoded: string): ReadonlyMap<number, string> {
  const map = new Map<number, string>();
  if (encoded === '') return map;
  let cp = 0;
  for (const token of encoded.split(',')) {
    const colon = token.indexOf(':');
    cp += parseInt(token.slice(0, colon), 36);
    const mapping = token.slice(colon + 1);
    if (mapping.includes('.')) {
      const parts = mapping.split('.').filter((p) => p !== '');
      map.set(cp, String.fromCodePoint(...parts.map((p) => parseInt(p, 36))));
    } else {
      map.set(cp, String.fromCodePoint(cp + parseInt(mapping, 36)));
    }
  }
  return map;
}
