// The newsletter's state machine (SPEC.md, States): unconfirmed -> confirmed -> unsubscribed.
// Subscribing a new, listed or unsubscribed address looks the same to the caller; only a new
// address gets a row and exactly one confirmation mail. Unsubscribed addresses keep only the
// SHA-256 of the address, so they are never re-added and never mailed again.
// Link tokens are random 256-bit values made when a mail is rendered for sending; the database
// keeps their SHA-256 only and finds a token by looking up its hash.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../core/clock.js';
import type { Config } from '../core/config.js';
import type { Db } from '../core/store/db.js';
import { queueMail, type OutboxRow, type Renderer } from '../core/mail/outbox.js';
import type { OutgoingMail } from '../core/mail/transport.js';

export type AddressState = 'unconfirmed' | 'confirmed' | 'unsubscribed';
export type TokenPurpose = 'confirm' | 'unsubscribe';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The address as the suppression list knows it: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}

export type NewsletterDeps = { db: Db; clock: Clock; mail: { wake(): void } };

/**
 * Subscribes an address (POST /v1/subscribe and sign-in with `newsletter: true`). A new address
 * becomes unconfirmed and gets one confirmation mail, queued in the same transaction; a listed or
 * unsubscribed address is left as it is. The caller cannot tell which happened.
 */
export async function subscribe(deps: NewsletterDeps, email: string): Promise<void> {
  const now = deps.clock.now();
  const id = randomUUID();
  const key = emailKey(email);
  const created = await deps.db.transaction(async (trx) => {
    await trx('newsletter_addresses')
      .insert({ id, email_sha256: key, email: email.trim(), state: 'unconfirmed', created_at: now, confirmed_at: null, unsubscribed_at: null })
      .onConflict('email_sha256').ignore();
    const row = await trx('newsletter_addresses').where({ email_sha256: key }).first('id');
    if (row?.id !== id) return false;
    await queueMail(trx, { kind: 'newsletter_confirmation', addressId: id }, now);
    return true;
  });
  if (created) deps.mail.wake();
}

async function addressOfToken(db: Db, token: string, purpose: TokenPurpose): Promise<{ id: string; state: AddressState } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return db('newsletter_tokens as t').join('newsletter_addresses as a', 'a.id', 't.address_id')
    .where({ 't.token_sha256': sha256Hex(token), 't.purpose': purpose }).first('a.id', 'a.state');
}

/** The state of a confirm link's address, changing nothing (the page a GET shows); null when the link is not active. */
export async function confirmLinkState(deps: NewsletterDeps, token: string): Promise<'unconfirmed' | 'confirmed' | null> {
  const address = await addressOfToken(deps.db, token, 'confirm');
  return !address || address.state === 'unsubscribed' ? null : address.state;
}

/** unconfirmed -> confirmed; a confirmed address stays confirmed. False when the link is not active. */
export async function confirm(deps: NewsletterDeps, token: string): Promise<boolean> {
  const address = await addressOfToken(deps.db, token, 'confirm');
  if (!address || address.state === 'unsubscribed') return false;
  await deps.db('newsletter_addresses').where({ id: address.id, state: 'unconfirmed' }).update({ state: 'confirmed', confirmed_at: deps.clock.now() });
  return true;
}

/**
 * any -> unsubscribed, at once and for good: the address itself is erased (its hash stays, to
 * refuse it later), every link token of it is deleted, queued mail to it is cancelled. False
 * when the link is not active (unknown, or its address already unsubscribed).
 */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<boolean> {
  const address = await addressOfToken(deps.db, token, 'unsubscribe');
  if (!address) return false;
  return deps.db.transaction(async (trx) => {
    const changed = await trx('newsletter_addresses').where({ id: address.id }).whereNot({ state: 'unsubscribed' })
      .update({ state: 'unsubscribed', email: null, unsubscribed_at: deps.clock.now() });
    await trx('newsletter_tokens').where({ address_id: address.id }).delete();
    await trx('mail_outbox').where({ address_id: address.id, status: 'pending' }).update({ status: 'cancelled', lease_owner: null, lease_until: null });
    return changed === 1;
  });
}

/** Queues one issue for every confirmed address (oldest first); returns how many. */
export async function queueNewsletter(deps: NewsletterDeps, issue: { subject: string; text: string }): Promise<number> {
  const now = deps.clock.now();
  const count = await deps.db.transaction(async (trx) => {
    const rows = await trx('newsletter_addresses').where({ state: 'confirmed' }).orderBy([{ column: 'created_at' }, { column: 'id' }]).select('id');
    for (const r of rows) await queueMail(trx, { kind: 'newsletter_issue', addressId: r.id, payload: issue }, now);
    return rows.length;
  });
  if (count) deps.mail.wake();
  return count;
}

export async function addressState(db: Db, email: string): Promise<AddressState | null> {
  const row = await db('newsletter_addresses').where({ email_sha256: emailKey(email) }).first('state');
  return row ? (row.state as AddressState) : null;
}

// ---- rendering (at send time) ----

/**
 * Where links in mail point: PUBLIC_BASE_URL, else (development) the address this process serves,
 * http://HOST:PORT as `make run` listens; a wildcard HOST is reached as localhost.
 */
export function linkBaseUrl(config: Pick<Config, 'publicBaseUrl' | 'host' | 'port'>): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function newToken(db: Db, addressId: string, purpose: TokenPurpose, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db('newsletter_tokens').insert({ token_sha256: sha256Hex(token), address_id: addressId, purpose, created_at: now });
  return token;
}

/** Every mail carries a one-click unsubscribe link (RFC 2369 and RFC 8058). */
async function withUnsubscribe(db: Db, config: Config, addressId: string, now: number): Promise<{ url: string; headers: Record<string, string> }> {
  const url = `${linkBaseUrl(config)}/v1/unsubscribe?token=${await newToken(db, addressId, 'unsubscribe', now)}`;
  return { url, headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

export function newsletterRenderers(db: Db, clock: Clock, config: Config): Record<string, Renderer> {
  const address = async (row: OutboxRow) =>
    row.address_id ? ((await db('newsletter_addresses').where({ id: row.address_id }).first()) as { id: string; email: string | null; state: AddressState } | undefined) : undefined;
  return {
    async newsletter_confirmation(row): Promise<OutgoingMail | null> {
      const a = await address(row);
      if (!a || a.state !== 'unconfirmed' || !a.email) return null; // confirmed meanwhile, or unsubscribed: nothing to send
      const now = clock.now();
      const confirmUrl = `${linkBaseUrl(config)}/v1/subscribe/confirm?token=${await newToken(db, a.id, 'confirm', now)}`;
      const unsub = await withUnsubscribe(db, config, a.id, now);
      return {
        to: a.email,
        subject: 'Confirm your subscription to new-tool announcements',
        text: [
          'Someone (hopefully you) asked to receive announcements of new tools of the Deterministic Tool Service at this address.',
          '',
          `Confirm the subscription: ${confirmUrl}`,
          '',
          'Nothing more is sent unless you confirm. To be left alone for good, unsubscribe:',
          unsub.url,
          '',
        ].join('\n'),
        headers: unsub.headers,
      };
    },
    async newsletter_issue(row): Promise<OutgoingMail | null> {
      const a = await address(row);
      if (!a || a.state !== 'confirmed' || !a.email) return null;
      const unsub = await withUnsubscribe(db, config, a.id, clock.now());
      const { subject, text } = row.payload as { subject: string; text: string };
      return { to: a.email, subject, text: `${text}\n\n--\nUnsubscribe: ${unsub.url}\n`, headers: unsub.headers };
    },
  };
}
