import { timingSafeEqual } from 'node:crypto';

/**
 * Compares two byte strings without an early exit on the first differing byte. Lengths are not
 * secret in any of our tools (they follow from the algorithm), so a length mismatch returns at once.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}
