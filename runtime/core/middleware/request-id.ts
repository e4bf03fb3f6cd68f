import { randomUUID } from 'node:crypto';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's X-Request-Id when it is short and plain; otherwise a new one. */
export function requestIdOf(given: string | undefined): string {
  return given !== undefined && SAFE_ID.test(given) ? given : randomUUID();
}
