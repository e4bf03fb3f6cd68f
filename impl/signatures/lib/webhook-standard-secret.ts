// The standard scheme's secret: an optional `whsec_` prefix, then Base64 of the key bytes.
import { tryDecodeBytes } from '../../lib/bytes.js';
import { invalidInput } from '../../lib/tool-error.js';

const PREFIX = 'whsec_';

/**
 * Key bytes of a standard-scheme secret. Padding may be missing or correct, never partial; the text
 * must otherwise be canonical RFC 4648 section 4 Base64 and decode to at least one byte.
 */
export function decodeStandardSecret(secret: string, pointer: string): Uint8Array {
  const body = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret;
  let text = body;
  if (!body.includes('=') && body.length % 4 !== 0) text = body + '='.repeat(4 - (body.length % 4));
  const bytes = body.length % 4 === 1 ? null : tryDecodeBytes(text, 'base64');
  if (bytes === null || bytes.length === 0) {
    // Never quote the secret: only say what shape was expected.
    throw invalidInput(pointer, 'must be Base64 of at least one byte, optionally after a `whsec_` prefix');
  }
  return bytes;
}
