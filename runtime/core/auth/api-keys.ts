// API key format, generation and verification. A key is `dts_<key_id>_<secret>`: the key_id finds
// the row, the secret (256 bits from the CSPRNG) is stored only as its SHA-256 and compared in
// constant time. SHA-256 suffices: the secret is random, so there is nothing to brute-force.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const KEY_PREFIX = 'dts';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const KEY_SHAPE = /^dts_(k[a-z2-7]{20})_([A-Za-z0-9_-]{43})$/;

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export type NewKey = { keyId: string; apiKey: string; secretSha256: string };

export function generateKey(): NewKey {
  const keyId = 'k' + base32(randomBytes(13)).slice(0, 20);
  const secret = randomBytes(32).toString('base64url');
  return { keyId, apiKey: `${KEY_PREFIX}_${keyId}_${secret}`, secretSha256: hashSecret(secret) };
}

/** The key_id and secret of a well-formed key, or null. */
export function parseKey(apiKey: string): { keyId: string; secret: string } | null {
  const m = KEY_SHAPE.exec(apiKey);
  return m ? { keyId: m[1]!, secret: m[2]! } : null;
}

export function secretMatches(secret: string, storedSha256: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedSha256, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
