// Shared by the webhook *-verify property tests: the payloads and secrets they sign, and the one
// change to a signed text that must turn a valid signature into signature_mismatch.
import fc from 'fast-check';

export const payloads = fc.string({ unit: 'binary', minLength: 1, maxLength: 80 });
export const secrets = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });

/** Replaces one code point with a different ASCII character, so at least one UTF-8 byte changes. */
export function alterOne(text: string, at: number): string {
  const cps = Array.from(text);
  const i = at % cps.length;
  cps[i] = cps[i] === 'a' ? 'b' : 'a';
  return cps.join('');
}
