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

export const DAY_POLICY = 'day';
const DAY_S = 86_400;

/** Where a caller stands in a daily allowance (UTC days), as the quota code holds it. */
export type DayState = { limit: number; remaining: number; resetSeconds: number };

/** The daily policy, listed after the per-minute one. */
export function dayPolicy(limit: number): string {
  return `"${DAY_POLICY}";q=${limit};w=${DAY_S}`;
}

/** Its state. */
export function dayState(day: DayState): string {
  return `"${DAY_POLICY}";r=${day.remaining};t=${day.resetSeconds}`;
}

/** The fields of a refusal by a daily allowance (UTC days): the policy that refused, nothing left, when it resets. */
export function dayRefusalHeaders(limit: number, resetSeconds: number): Record<string, string> {
  return { 'RateLimit-Policy': dayPolicy(limit), RateLimit: dayState({ limit, remaining: 0, resetSeconds }) };
}
