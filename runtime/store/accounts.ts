// Accounts and their keys. Keys are stored as SHA-256 of their secret only.
import { randomUUID } from 'node:crypto';
import type { Db } from './db.js';
import { generateKey } from '../auth/api-keys.js';

export type KeyKind = 'email' | 'passkey';

export type KeyRow = {
  id: string;
  account_id: string;
  kind: KeyKind;
  secret_sha256: string;
  privileges: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
};

export type AccountRow = {
  id: string;
  email: string;
  email_verified: boolean;
  created_at: number;
  last_user_agent: string | null;
  last_model: string | null;
  last_seen_at: number | null;
};

export const PRIVILEGES: Record<KeyKind, string[]> = {
  email: ['execute', 'history', 'saved_tools', 'savings', 'tool_requests'],
  passkey: ['execute', 'history', 'saved_tools', 'savings', 'tool_requests', 'batch_reservation'],
};

// pg returns bigint columns as strings; every epoch-ms column is read back through this.
const ms = (v: unknown): number => (typeof v === 'string' ? Number(v) : (v as number));
const msOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : ms(v));

function keyRow(r: Record<string, unknown>): KeyRow {
  return { ...(r as KeyRow), created_at: ms(r.created_at), expires_at: ms(r.expires_at), revoked_at: msOrNull(r.revoked_at) };
}

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

export async function findKey(db: Db, keyId: string): Promise<KeyRow | undefined> {
  const r = await db('api_keys').where({ id: keyId }).first();
  return r ? keyRow(r) : undefined;
}

export async function revokeKey(db: Db, keyId: string, now: number): Promise<void> {
  await db('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: now });
}

export async function getAccount(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const r = await db('accounts').where({ id: accountId }).first();
  if (!r) return undefined;
  return { ...r, email_verified: Boolean(r.email_verified), created_at: ms(r.created_at), last_seen_at: msOrNull(r.last_seen_at) } as AccountRow;
}

export async function touchAgent(db: Db, accountId: string, userAgent: string | null, model: string | null, at: number): Promise<void> {
  await db('accounts').where({ id: accountId }).andWhere((q) => q.whereNull('last_seen_at').orWhere('last_seen_at', '<=', at))
    .update({ last_user_agent: userAgent, last_model: model, last_seen_at: at });
}
