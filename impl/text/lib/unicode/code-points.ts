// Code point arrays to and from strings. String.fromCodePoint(...cps) passes every code point as an
// argument, which overflows the stack for long texts, so strings are built in chunks.
const CHUNK = 4096;

export const codePointsOf = (text: string): number[] => Array.from(text, (c) => c.codePointAt(0)!);

/** The string of cps[start, end). */
export function fromCodePoints(cps: readonly number[], start = 0, end = cps.length): string {
  let out = '';
  for (let i = start; i < end; i += CHUNK) out += String.fromCodePoint(...cps.slice(i, Math.min(i + CHUNK, end)));
  return out;
}
