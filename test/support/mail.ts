// Reading sent mail in tests: .eml files of the file transport, or raw messages an SMTP server
// received. Parsed by hand: unfolded headers and a quoted-printable text body are all tests need.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Mail = { raw: string; headers: [string, string][]; header(name: string): string | undefined; body: string };

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const m = soft[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(soft.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseMail(raw: string): Mail {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = text.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers = head.split('\n').map((line) => {
    const i = line.indexOf(':');
    return [line.slice(0, i).trim(), line.slice(i + 1).trim()] as [string, string];
  });
  const header = (name: string) => headers.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  let body = text.slice(split + 2);
  if (header('Content-Transfer-Encoding')?.toLowerCase() === 'quoted-printable') body = decodeQuotedPrintable(body);
  else if (header('Content-Transfer-Encoding')?.toLowerCase() === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  return { raw, headers, header, body };
}

/** Mails written by the file transport, oldest outbox row first. */
export function readMailDir(dir: string): Mail[] {
  if (!existsSync(dir)) return [];
  const rowId = (f: string) => Number(/-(\d+)_localhost\.eml$/.exec(f)?.[1] ?? /-(\d+)_[^_]*\.eml$/.exec(f)?.[1] ?? 0);
  return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort((a, b) => rowId(a) - rowId(b))
    .map((f) => parseMail(readFileSync(join(dir, f), 'utf8')));
}

/** The token of the first link to `path` in the body (e.g. /v1/subscribe/confirm). */
export function tokenIn(text: string, path: string): string {
  const m = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in ${text}`);
  return m[1]!;
}

export async function waitFor<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 8000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A real SMTP server (smtp-server) on loopback that keeps every message it accepts. */
export type SmtpPeer = { port: number; messages: Mail[]; envelopes: string[][]; stop(): Promise<void>; start(): Promise<void> };

export async function smtpPeer(port = 0): Promise<SmtpPeer> {
  const peer: SmtpPeer = { port, messages: [], envelopes: [], stop: async () => {}, start: async () => {} };
  let server: SMTPServer | undefined;
  peer.start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          peer.messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
          peer.envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(peer.port, '127.0.0.1', () => resolve());
    });
    peer.port = (server.server.address() as AddressInfo).port;
  };
  peer.stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await peer.start();
  return peer;
}
