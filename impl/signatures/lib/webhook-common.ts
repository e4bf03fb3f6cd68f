// Pieces every webhook tool shares: HMAC over UTF-8 text, constant-time text comparison, byte
// limits (each tool passes its own from its contract) and decimal-timestamp checks. Secrets never
// reach a message or detail from here.
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../lib/constant-time.js';
import { limitExceeded } from '../../lib/tool-error.js';
import { utf8Length } from '../../lib/utf8.js';

const encoder = new TextEncoder();

/** The runtime has already refused lone surrogates, so every input string has an exact UTF-8 form. */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

export function hmac(algorithm: 'sha1' | 'sha256', key: string | Uint8Array, data: string): Buffer {
  return createHmac(algorithm, typeof key === 'string' ? utf8(key) : key)
    .update(utf8(data))
    .digest();
}

/** Exact text equality without an early exit on the first differing byte. */
export function textEqualsConstantTime(received: string, expected: string): boolean {
  return constantTimeEqual(utf8(received), utf8(expected));
}

/** Whether any candidate equals `expected`; every candidate is compared, so timing says nothing about which one matched. */
export function anyEqualsConstantTime(candidates: readonly string[], expected: string): boolean {
  let matched = false;
  for (const candidate of candidates) {
    if (textEqualsConstantTime(candidate, expected)) matched = true;
  }
  return matched;
}

export function checkUtf8Bytes(text: string, max: number, pointer: string, limitName: string): void {
  if (utf8Length(text) > max) {
    throw limitExceeded(pointer, `is longer than ${max} UTF-8 bytes (${limitName})`);
  }
}

/** 1..16 ASCII digits, as a BigInt (16 digits exceed 2^53, so no Number here); null otherwise. */
export function parseDigits16(text: string): bigint | null {
  if (text.length < 1 || text.length > 16) return null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return null;
  }
  return BigInt(text);
}

/** |now - timestamp| <= tolerance: the symmetric window (future timestamps count too). */
export function withinSymmetricWindow(timestamp: bigint, now: number, tolerance: number): boolean {
  const diff = BigInt(now) - timestamp;
  return (diff < 0n ? -diff : diff) <= BigInt(tolerance);
}

/**
 * The freshness check of a 1..16-digit timestamp header under the symmetric window (the caller's
 * tolerance, or its contract's default_tolerance_seconds): the reason it fails, or null when it is fresh.
 */
export function symmetricTimestampFault(
  text: string,
  now: number,
  toleranceSeconds: number,
): 'header_malformed' | 'timestamp_outside_tolerance' | null {
  const timestamp = parseDigits16(text);
  if (timestamp === null) return 'header_malformed';
  return withinSymmetricWindow(timestamp, now, toleranceSeconds) ? null : 'timestamp_outside_tolerance';
}
