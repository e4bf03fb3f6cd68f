// Looks keys up by key_id with a short cache, so a keyed request rarely waits on the database.
// A revocation on this instance takes effect at once; on other instances within CACHE_MS.
import type { Clock } from '../clock.js';
import type { Db } from '../store/db.js';
import { findKey, type KeyRow } from './key-store.js';

export const CACHE_MS = 30_000;
const MAX_ENTRIES = 50_000;

export class KeyCache {
  private readonly entries = new Map<string, { row: KeyRow; at: number }>();
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  async get(keyId: string): Promise<KeyRow | undefined> {
    const now = this.clock.now();
    const hit = this.entries.get(keyId);
    if (hit && now - hit.at < CACHE_MS) return hit.row;
    const row = await findKey(this.db, keyId);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    if (row) this.entries.set(keyId, { row, at: now });
    else this.entries.delete(keyId);
    return row;
  }

  forget(keyId: string): void {
    this.entries.delete(keyId);
  }
}
