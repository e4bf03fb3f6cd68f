// Encodes a code point -> code point sequence table in the form impl/text/lib/unicode/code-point-map.ts
// decodes (see there), for the builders in this folder.
export function encodeCodePointMap(entries: ReadonlyMap<number, readonly number[]>): string {
  let previous = 0;
  return [...entries.keys()]
    .sort((a, b) => a - b)
    .map((cp) => {
      const mapping = entries.get(cp)!;
      const gap = (cp - previous).toString(36);
      previous = cp;
      if (mapping.length === 1) return `${gap}:${(mapping[0]! - cp).toString(36)}`;
      return `${gap}:${mapping.length === 0 ? '.' : mapping.map((m) => m.toString(36)).join('.')}`;
    })
    .join(',');
}
