// Text <-> bytes under the encodings contracts name `utf8`, `hex`, `base64`, `base64url`.
// Decoding is strict (RFC 4648 section 3.5 "canonical encoding"): nothing is skipped or repaired.
import { invalidInput } from './tool-error.js';
import { utf8Bytes } from './utf8.js';

export type ByteEncoding = 'utf8' | 'hex' | 'base64' | 'base64url';

const HEX = /^(?:[0-9a-fA-F]{2})*$/;
// Standard alphabet, padding required so the length is a multiple of 4 (RFC 4648 section 4).
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
// URL-safe alphabet (section 5); padding optional, but when present it must be correct.
const BASE64URL_PADDED = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2}==|[A-Za-z0-9_-]{3}=)?$/;
const BASE64URL_BARE = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The last symbol before padding must not carry set bits past the data (non-canonical otherwise). */
function hasCanonicalTail(body: string, urlSafe: boolean): boolean {
  const rem = body.length % 4;
  if (rem === 0) return true;
  const last = body[body.length - 1]!;
  const value = (ALPHABET + (urlSafe ? '-_' : '+/')).indexOf(last);
  const unusedBits = rem === 2 ? 4 : 2;
  return (value & ((1 << unusedBits) - 1)) === 0;
}

/** Decodes or returns null when the text is not canonical in that encoding. */
export function tryDecodeBytes(text: string, encoding: Exclude<ByteEncoding, 'utf8'>): Uint8Array | null {
  if (encoding === 'hex') return HEX.test(text) ? new Uint8Array(Buffer.from(text, 'hex')) : null;
  if (encoding === 'base64') {
    if (!BASE64.test(text)) return null;
    if (!hasCanonicalTail(text.replace(/=+$/, ''), false)) return null;
    return new Uint8Array(Buffer.from(text, 'base64'));
  }
  if (!(BASE64URL_PADDED.test(text) || BASE64URL_BARE.test(text))) return null;
  const body = text.replace(/=+$/, '');
  if (!hasCanonicalTail(body, true)) return null;
  return new Uint8Array(Buffer.from(body, 'base64url'));
}

/** Bytes of `text` under `encoding`; a malformed text is `invalid_input` at `pointer`. */
export function decodeBytes(text: string, encoding: ByteEncoding, pointer: string): Uint8Array {
  if (encoding === 'utf8') return utf8Bytes(text, pointer);
  const bytes = tryDecodeBytes(text, encoding);
  if (bytes === null) throw invalidInput(pointer, `is not valid ${encoding}`);
  return bytes;
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

/** RFC 4648 section 4, padded. */
export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** RFC 4648 section 5, unpadded. */
export function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64url');
}
