// What the process says when it cannot start: one line on stderr naming what is wrong (the
// variable, the address, the database) and exit code 1. A stack trace would tell an operator
// nothing they can act on, and its first lines are the runtime's, not the cause.

/** A start-up step that failed; `message` is the line the operator reads. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** The address of a database or Redis URL without its credentials (they are never printed). */
export function withoutCredentials(url: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url; // sqlite:<path> holds none
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.href;
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//');
  }
}

function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

/** Runs a start-up step; a failure becomes a StartupError whose message begins with `what`. */
export async function startupStep<T>(what: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof StartupError) throw err;
    throw new StartupError(`${what}: ${messageOf(err)}`, { cause: err });
  }
}

/** `host:port` as a URL writes it: an IPv6 host in brackets. */
export function hostPort(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The listen error in words: EADDRINUSE and EACCES are the ones an operator meets. */
export function listenFailure(err: NodeJS.ErrnoException, host: string, port: number): StartupError {
  const why =
    err.code === 'EADDRINUSE' ? 'the port is already in use (EADDRINUSE); stop the other process or set PORT'
    : err.code === 'EACCES' ? 'permission denied (EACCES); ports below 1024 need privileges, set PORT'
    : err.code === 'EADDRNOTAVAIL' ? 'the address is not on this machine (EADDRNOTAVAIL); check HOST'
    : messageOf(err);
  return new StartupError(`cannot listen on ${hostPort(host, port)}: ${why}`, { cause: err });
}

/** The single line written for a failed start: no stack, no newline inside. */
export function startupFailureLine(err: unknown): string {
  const text = err instanceof StartupError ? err.message : `unexpected error: ${messageOf(err)}`;
  return `start-up failed: ${text.replace(/\s*\n\s*/g, ' ')}`;
}
