// Path keys of json-flatten and json-unflatten. `pointer` keys are RFC 6901 JSON Pointers.
// `dotted` keys join the segments with "." after escaping "\" as "\\" and "." as "\."; the root
// is "" and an empty member name is an empty segment ("a..b" is a, "", b).
import { formatPointer, parsePointer } from '../../lib/json-pointer.js';

export type FlatStyle = 'pointer' | 'dotted';

export function formatFlatKey(tokens: readonly (string | number)[], style: FlatStyle): string {
  if (style === 'pointer') return formatPointer(tokens);
  return tokens.map((t) => String(t).replace(/\\/g, '\\\\').replace(/\./g, '\\.')).join('.');
}

/** Segments of a flat key, or null when it is malformed (a bad "~" or a bad "\" escape). */
export function parseFlatKey(key: string, style: FlatStyle): string[] | null {
  if (style === 'pointer') return parsePointer(key);
  if (key === '') return [];
  const out: string[] = [];
  let seg = '';
  for (let i = 0; i < key.length; i++) {
    const c = key[i];
    if (c === '\\') {
      const e = key[i + 1];
      if (e !== '\\' && e !== '.') return null;
      seg += e;
      i++;
    } else if (c === '.') {
      out.push(seg);
      seg = '';
    } else seg += c;
  }
  out.push(seg);
  return out;
}
