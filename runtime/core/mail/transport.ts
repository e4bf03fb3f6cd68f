// How mail leaves the service: SMTP (nodemailer) when SMTP_URL is set, otherwise one .eml file per
// message under MAIL_DIR (development, and a record of what would have been sent).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields (List-Unsubscribe and the like). */
  headers: Record<string, string>;
};

export type Envelope = OutgoingMail & { from: string; messageId: string };

export type MailSender = {
  readonly kind: 'smtp' | 'file';
  send(mail: Envelope): Promise<void>;
  close(): void;
};

// nodemailer loads with the first message, not at start-up (it costs ~40 ms to import).
type Nodemailer = typeof import('nodemailer');
let loaded: Promise<Nodemailer> | undefined;
const nodemailer = (): Promise<Nodemailer> => (loaded ??= import('nodemailer').then((m) => (m as unknown as { default: Nodemailer }).default ?? m));

/** A transport created on first use and reused after. */
function lazyTransport(create: (n: Nodemailer) => Transporter): { get(): Promise<Transporter>; close(): void } {
  let transport: Transporter | undefined;
  return {
    async get() {
      transport ??= create(await nodemailer());
      return transport;
    },
    close: () => transport?.close(),
  };
}

const message = (m: Envelope) => ({
  from: m.from, to: m.to, subject: m.subject, text: m.text, headers: m.headers, messageId: m.messageId,
  textEncoding: 'quoted-printable' as const,
});

export function smtpSender(smtpUrl: string): MailSender {
  // Not pooled: one connection per message, so an outage costs nothing between attempts.
  const transport = lazyTransport((n) => n.createTransport({
    url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, logger: false, debug: false,
  } as never));
  return {
    kind: 'smtp',
    async send(m) {
      await (await transport.get()).sendMail(message(m));
    },
    close: () => transport.close(),
  };
}

export function fileSender(dir: string): MailSender {
  const transport = lazyTransport((n) => n.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    kind: 'file',
    async send(m) {
      const info = await (await transport.get()).sendMail(message(m));
      mkdirSync(dir, { recursive: true });
      const name = m.messageId.replace(/[^A-Za-z0-9.-]/g, '_').replace(/^_+|_+$/g, '');
      const tmp = join(dir, `.${name}.tmp`);
      writeFileSync(tmp, info.message as Buffer); // then rename: a reader never sees half a file
      renameSync(tmp, join(dir, `${name}.eml`));
    },
    close: () => transport.close(),
  };
}

export function senderFor(config: Config): MailSender {
  return config.smtpUrl ? smtpSender(config.smtpUrl) : fileSender(config.mailDir);
}
