// API keys as the caller check reads them (the accounts feature creates and revokes them).
import type { Db } from '../store/db.js';
import { ms, msOrNull } from '../store/columns.js';

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

export const PRIVILEGES: Record<KeyKind, string[]> = {
  email: ['execute', 'history', 'saved_tools', 'savings', 'tool_requests'],
  passkey: ['execute', 'history', 'saved_tools', 'savings', 'tool_requests', 'batch_reservation'],
};

function keyRow(r: Record<string, unknown>): KeyRow {
  return { ...(r as KeyRow), created_at: ms(r.created_at), expires_at: ms(r.expires_at), revoked_at: msOrNull(r.revoked_at) };
}

export async function findKey(db: Db, keyId: string): Promise<KeyRow | undefined> {
  const r = await db('api_keys').where({ id: keyId }).first();
  return r ? keyRow(r) : undefined;
}
