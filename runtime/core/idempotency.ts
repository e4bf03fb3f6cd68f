// Whose a stored row is, and the hash that tells a replayed body from a changed one: feedback and
// savings reports are idempotent per owner and key.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Caller } from './middleware/caller.js';

/** Whose data a row is: the account with a key, the (hashed) client address without. */
export function ownerOf(caller: Caller): string {
  return caller.key ? `account:${caller.key.accountId}` : caller.client;
}

/** SHA-256 of the RFC 8785 canonical JSON of a value: equal for equal bodies, whatever the key order. */
export function bodyHash(value: unknown): string {
  return createHash('sha256').update((canonicalize as unknown as (v: unknown) => string)(value)).digest('hex');
}
