// The RateLimit-Policy and RateLimit fields of the IETF httpapi draft "RateLimit header fields for
// HTTP" (draft-ietf-httpapi-ratelimit-headers, structured-field syntax): the policy as
// `"minute";q=<quota>;w=<window seconds>`, the state as `"minute";r=<remaining>;t=<seconds to reset>`.
// Sent on every response of a limited route, successes and failures alike, so a client can slow
// down before the 429 arrives.
import { WINDOW_MS, type MinuteVerdict } from './minute-window.js';

export const MINUTE_POLICY = 'minute';

/** The RateLimit-Policy value of the per-minute allowance (fixed for a process: built once). */
export function minutePolicy(limit: number): string {
  return `"${MINUTE_POLICY}";q=${limit};w=${WINDOW_MS / 1000}`;
}

/** The RateLimit value after a hit. */
export function minuteState(verdict: MinuteVerdict): string {
  return `"${MINUTE_POLICY}";r=${verdict.remaining};t=${verdict.resetSeconds}`;
}
