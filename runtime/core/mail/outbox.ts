// The transactional mail outbox: a mail is a row written in the same transaction as the change
// that causes it, and a worker sends it afterwards. Rows are claimed with a conditional UPDATE
// (status and lease), so two workers (or instances) never send the same row at once; a failed
// send stays pending with exponential backoff, so nothing is lost while SMTP is down.
// Delivery is at least once: a crash between the SMTP answer and the `sent` update resends the
// row after its lease (the Message-ID stays the same, so receivers can tell).
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { Db } from '../store/db.js';
import type { Logger } from '../logger.js';
import type { MailSender, OutgoingMail } from './transport.js';

export type OutboxStatus = 'pending' | 'sent' | 'cancelled' | 'failed';

export type OutboxRow = {
  id: number;
  kind: string;
  address_id: string | null;
  payload: Record<string, unknown>;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  sent_at: number | null;
  last_error: string | null;
  created_at: number;
};

/** Builds the mail of a row at send time (tokens are made then, so none is ever stored); null cancels the row. */
export type Renderer = (row: OutboxRow) => Promise<OutgoingMail | null>;

export type MailWorkerOptions = {
  /** How often the outbox is polled (it is also woken when a row is queued). */
  pollMs?: number;
  /** First retry delay; doubled per attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed row belongs to its worker; longer than any send can take. */
  leaseMs?: number;
  /** A permanent refusal (SMTP 5xx) is given up after this many attempts; other failures are retried forever. */
  maxPermanentAttempts?: number;
};

const n = (v: unknown): number => (typeof v === 'string' ? Number(v) : (v as number));
const nOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : n(v));

function rowOf(r: Record<string, unknown>): OutboxRow {
  return {
    id: n(r.id), kind: r.kind as string, address_id: (r.address_id as string | null) ?? null,
    payload: JSON.parse(r.payload as string) as Record<string, unknown>, status: r.status as OutboxStatus,
    attempts: n(r.attempts), next_attempt_at: n(r.next_attempt_at), sent_at: nOrNull(r.sent_at),
    last_error: (r.last_error as string | null) ?? null, created_at: n(r.created_at),
  };
}

/** Queues a mail inside the caller's transaction; the worker picks it up once that commits. */
export async function queueMail(
  trx: Knex | Knex.Transaction,
  mail: { kind: string; addressId?: string | null; payload?: Record<string, unknown> },
  now: number,
): Promise<void> {
  await trx('mail_outbox').insert({
    kind: mail.kind, address_id: mail.addressId ?? null, payload: JSON.stringify(mail.payload ?? {}), status: 'pending',
    attempts: 0, next_attempt_at: now, lease_owner: null, lease_until: null, sent_at: null, last_error: null, created_at: now,
  });
}

export async function listOutbox(db: Db): Promise<OutboxRow[]> {
  return (await db('mail_outbox').orderBy('id')).map(rowOf);
}

/** Error text fit for the row and the log: no credentials of an SMTP URL, bounded length. */
export function safeError(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  const text = `${e.code ?? 'Error'}${e.responseCode ? ` ${e.responseCode}` : ''}: ${e.message ?? String(err)}`;
  return text.replace(/\b(smtps?:\/\/)[^@\s/]*@/gi, '$1***@').slice(0, 500);
}

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private readonly owner = `${hostname().slice(0, 30)}:${process.pid}:${randomBytes(6).toString('hex')}`;
  private readonly pollMs: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly leaseMs: number;
  private readonly maxPermanentAttempts: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
    readonly sender: MailSender,
    private readonly renderers: Record<string, Renderer>,
    private readonly mailFrom: string,
    options: MailWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 500;
    this.baseDelayMs = options.baseDelayMs ?? 5_000;
    this.maxDelayMs = options.maxDelayMs ?? 3_600_000;
    this.leaseMs = options.leaseMs ?? 300_000;
    this.maxPermanentAttempts = options.maxPermanentAttempts ?? 5;
  }

  start(): void {
    this.timer ??= setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
  }

  /** Sends what is due now, soon; called when a row is queued. */
  wake(): void {
    if (this.closed) return;
    void this.drain().catch(() => {});
  }

  /** One pass over every due row (waits for a pass in progress, then runs another). */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.closed);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async pass(): Promise<void> {
    const seen = new Set<number>();
    for (;;) {
      const now = this.clock.now();
      let ids: number[];
      try {
        ids = (await this.db('mail_outbox').select('id').where({ status: 'pending' }).andWhere('next_attempt_at', '<=', now)
          .andWhere((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now))
          .orderBy([{ column: 'next_attempt_at' }, { column: 'id' }]).limit(20)).map((r) => n(r.id)).filter((id) => !seen.has(id));
      } catch (err) {
        this.log.warn({ err: safeError(err) }, 'mail outbox unavailable; will retry');
        return;
      }
      if (!ids.length) return;
      for (const id of ids) {
        seen.add(id);
        if (await this.claim(id)) await this.deliver(id);
      }
    }
  }

  private async claim(id: number): Promise<boolean> {
    const now = this.clock.now();
    try {
      const claimed = await this.db('mail_outbox')
        .where({ id, status: 'pending' }).andWhere('next_attempt_at', '<=', now)
        .andWhere((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now))
        .update({ lease_owner: this.owner, lease_until: now + this.leaseMs, attempts: this.db.raw('attempts + 1') });
      return claimed === 1;
    } catch (err) {
      this.log.warn({ err: safeError(err) }, 'mail outbox claim failed; will retry');
      return false;
    }
  }

  private mine(id: number) {
    return this.db('mail_outbox').where({ id, lease_owner: this.owner });
  }

  private async deliver(id: number): Promise<void> {
    let row: OutboxRow | undefined;
    try {
      const r = await this.db('mail_outbox').where({ id }).first();
      row = r ? rowOf(r) : undefined;
      if (!row) return;
      const renderer = this.renderers[row.kind];
      if (!renderer) throw new Error(`no renderer for mail kind ${row.kind}`);
      const mail = await renderer(row);
      if (mail === null) {
        await this.mine(id).update({ status: 'cancelled', lease_owner: null, lease_until: null });
        return;
      }
      const domain = /@([^>\s]+)>?\s*$/.exec(this.mailFrom)?.[1] ?? 'localhost';
      await this.sender.send({ ...mail, from: this.mailFrom, messageId: `<dts-${row.created_at}-${row.id}@${domain}>` });
    } catch (err) {
      const attempts = row?.attempts ?? 1;
      const code = (err as { responseCode?: number }).responseCode;
      const permanent = typeof code === 'number' && code >= 500 && code < 600 && attempts >= this.maxPermanentAttempts;
      const now = this.clock.now();
      this.log.warn({ outbox_id: id, kind: row?.kind, attempts, err: safeError(err), gave_up: permanent }, 'mail send failed');
      try {
        await this.mine(id).update({
          status: permanent ? 'failed' : 'pending', next_attempt_at: now + backoffMs(attempts, this.baseDelayMs, this.maxDelayMs),
          lease_owner: null, lease_until: null, last_error: safeError(err),
        });
      } catch (updateErr) {
        // The lease runs out and the row is tried again: nothing is lost.
        this.log.warn({ outbox_id: id, err: safeError(updateErr) }, 'mail outbox update failed');
      }
      return;
    }
    try {
      await this.mine(id).update({ status: 'sent', sent_at: this.clock.now(), lease_owner: null, lease_until: null, last_error: null });
    } catch (err) {
      this.log.error({ outbox_id: id, err: safeError(err) }, 'mail sent but not marked sent; it may be sent again after its lease');
    }
  }

  /** Stops polling, finishes the pass in progress and sends what is due once more. Unsent rows stay queued. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.running) await this.running.catch(() => {});
    try {
      await this.drain();
    } finally {
      this.closed = true;
      this.sender.close();
    }
  }
}
