// Looks keys up by key_id with a short cache, so a keyed request rarely waits on the database.
// A revocation on this instance takes effect at once; on other instances within CACHE_MS.
// With the row, an entry keeps what every request would otherwise derive again: the parsed
// privileges and the secret last verified against the stored hash (see `verify`).
import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Db } from '../store/db.js';
import { secretMatches } from './api-keys.js';
import { findKey, type KeyRow } from './key-store.js';
import type { CallerKey } from '../middleware/caller.js';

export const CACHE_MS = 30_000;
const MAX_ENTRIES = 50_000;

export type CachedKey = {
  row: KeyRow;
  /** The row's privileges, parsed once (frozen: every request of the key shares the array). */
  privileges: readonly string[];
  /** The secret that last matched the row's hash, as bytes; null until one has. */
  verified: Buffer | null;
  /** What a request with this key carries as its caller's key and quota scope (caller.ts), once built. */
  caller?: { key: Readonly<CallerKey>; client: string };
  at: number;
};

export class KeyCache {
  private readonly entries = new Map<string, CachedKey>();
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  /** The entry at once when the cache holds it, else the promise of its row's read. */
  get(keyId: string): CachedKey | Promise<CachedKey | undefined> {
    const now = this.clock.now();
    const hit = this.entries.get(keyId);
    if (hit && now - hit.at < CACHE_MS) return hit;
    return this.read(keyId, now);
  }

  private async read(keyId: string, now: number): Promise<CachedKey | undefined> {
    const row = await findKey(this.db, keyId);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    if (!row) {
      this.entries.delete(keyId);
      return undefined;
    }
    const entry: CachedKey = { row, privileges: Object.freeze(JSON.parse(row.privileges) as string[]), verified: null, at: now };
    this.entries.set(keyId, entry);
    return entry;
  }

  forget(keyId: string): void {
    this.entries.delete(keyId);
  }
}

/**
 * Whether `secret` is the key's. The secret that matched the stored SHA-256 once is kept with the
 * entry and later ones are compared with it in constant time, without hashing; any other secret
 * (equal length or not) is hashed and compared with the stored hash, as on a miss, so a wrong
 * secret for a cached key id is refused exactly as before.
 */
export function verifySecret(entry: CachedKey, secret: string): boolean {
  const { verified } = entry;
  if (verified !== null && verified.length === secret.length) {
    // Key secrets are base64url (ASCII): one byte a character, so the lengths compare as bytes.
    if (timingSafeEqual(verified, Buffer.from(secret, 'latin1'))) return true;
  }
  if (!secretMatches(secret, entry.row.secret_sha256)) return false;
  entry.verified = Buffer.from(secret, 'latin1');
  return true;
}
