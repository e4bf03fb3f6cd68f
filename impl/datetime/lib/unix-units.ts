import { floorDivMod } from './date-time.js';

/** Unix time units and their length in nanoseconds (POSIX time: every day is 86400 seconds, no leap seconds). */
export const UNIX_UNIT_NANOS = { s: 1_000_000_000n, ms: 1_000_000n, us: 1_000n, ns: 1n } as const;
export type UnixUnit = keyof typeof UNIX_UNIT_NANOS;
export type UnixRounding = 'floor' | 'ceil' | 'truncate';

/** `ns` divided by `size`, rounded as asked: floor toward minus infinity, ceil toward plus infinity, truncate toward zero. */
export function divideRounded(ns: bigint, size: bigint, rounding: UnixRounding): { quotient: bigint; exact: boolean } {
  const [q, r] = floorDivMod(ns, size);
  if (r === 0n) return { quotient: q, exact: true };
  if (rounding === 'floor') return { quotient: q, exact: false };
  if (rounding === 'ceil') return { quotient: q + 1n, exact: false };
  return { quotient: ns < 0n ? q + 1n : q, exact: false };
}
