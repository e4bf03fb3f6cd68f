// Accounts and their keys (the caller check reads keys through core/auth/key-store.ts). Keys are stored as SHA-256 of their secret only.
import { randomUUID } from 'node:crypto';
import type { Db } from '../core/store/db.js';
import { generateKey } from '../core/auth/api-keys.js';
import { PRIVILEGES, type KeyKind } from '../core/auth/key-store.js';
import { ms, msOrNull } from '../core/store/columns.js';

export type AccountRow = {
  id: string;
  email: string;
  email_verified: boolean;
  created_at: number;
  last_user_agent: string | null;
  last_model: string | null;
  last_seen_at: number | null;
};

export type CreatedKey = { accountId: string; keyId: string; apiKey: string; expiresAt: number; privileges: string[] };

/** A new account and its first key, in one transaction. */
export async function createAccountWithKey(db: Db, email: string, kind: KeyKind, now: number, ttlMs: number): Promise<CreatedKey> {
  const accountId = randomUUID();
  const key = generateKey();
  const expiresAt = now + ttlMs;
  const privileges = PRIVILEGES[kind];
  await db.transaction(async (trx) => {
    await trx('accounts').insert({ id: accountId, email, email_verified: false, created_at: now });
    await trx('api_keys').insert({
      id: key.keyId, account_id: accountId, kind, secret_sha256: key.secretSha256,
      privileges: JSON.stringify(privileges), created_at: now, expires_at: expiresAt, revoked_at: null,
    });
  });
  return { accountId, keyId: key.keyId, apiKey: key.apiKey, expiresAt, privileges };
}

export async function revokeKey(db: Db, keyId: string, now: number): Promise<void> {
  await db('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: now });
}

export async function getAccount(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const r = await db('accounts').where({ id: accountId }).first();
  if (!r) return undefined;
  return { ...r, email_verified: Boolean(r.email_verified), created_at: ms(r.created_at), last_seen_at: msOrNull(r.last_seen_at) } as AccountRow;
}
