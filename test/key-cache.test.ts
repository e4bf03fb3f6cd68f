// The key cache (runtime/core/auth/key-cache.ts) keeps the secret that matched a key's hash, so
// later requests skip the hash; a wrong secret for a cached key id is still refused.
import { expect } from 'chai';
import { generateKey, parseKey } from '../runtime/core/auth/api-keys.js';
import { verifySecret, type CachedKey } from '../runtime/core/auth/key-cache.js';

function entryFor(secretSha256: string): CachedKey {
  const row = { id: 'k', account_id: 'a', kind: 'email' as const, secret_sha256: secretSha256, privileges: '[]', created_at: 0, expires_at: 1, revoked_at: null };
  return { row, privileges: [], verified: null, at: 0 };
}

describe('key cache: secret verification', () => {
  it('accepts the secret, keeps it, and refuses any other before and after', () => {
    const key = generateKey();
    const secret = parseKey(key.apiKey)!.secret;
    const other = parseKey(generateKey().apiKey)!.secret; // same shape and length
    const entry = entryFor(key.secretSha256);
    expect(verifySecret(entry, other)).to.equal(false);
    expect(entry.verified).to.equal(null);
    expect(verifySecret(entry, secret)).to.equal(true);
    expect(entry.verified?.toString('latin1')).to.equal(secret);
    expect(verifySecret(entry, other)).to.equal(false);
    expect(verifySecret(entry, secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A'))).to.equal(false);
    expect(verifySecret(entry, secret.slice(1))).to.equal(false);
    expect(verifySecret(entry, secret)).to.equal(true);
  });
  it('a kept secret does not outlive a row with another hash', () => {
    const key = generateKey();
    const secret = parseKey(key.apiKey)!.secret;
    const entry = entryFor(key.secretSha256);
    expect(verifySecret(entry, secret)).to.equal(true);
    // A new entry (a reload of the row) starts with nothing kept.
    expect(verifySecret(entryFor(generateKey().secretSha256), secret)).to.equal(false);
  });
});
