// Instants, offsets and RFC 3339 texts for helper F's datetime tests (instants, offsets, durations).
// Texts are written by Temporal (temporal-polyfill), so the tests do not share the impl's formatting.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';

export const NS_PER_DAY = 86_400_000_000_000n;
/** 0001-01-02T00:00:00Z and 9999-12-30T23:59:59.999999999Z: a day inside the supported range, so every offset stays in it. */
export const MIN_NS = -62_135_596_800_000_000_000n + NS_PER_DAY;
export const MAX_NS = 253_402_300_800_000_000_000n - NS_PER_DAY - 1n;

/** Nanoseconds since 1970 with whole seconds, milliseconds and the edges weighted in. */
export const instantNsArb: fc.Arbitrary<bigint> = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt({ min: MIN_NS, max: MAX_NS }) },
  { weight: 2, arbitrary: fc.bigInt({ min: MIN_NS / 1_000_000_000n, max: MAX_NS / 1_000_000_000n }).map((s) => s * 1_000_000_000n) },
  { weight: 2, arbitrary: fc.bigInt({ min: -5_000_000_000_000n, max: 5_000_000_000_000n }).map((ms) => ms * 1_000_000n) },
  { weight: 1, arbitrary: fc.bigInt({ min: -3_000_000_000n, max: 3_000_000_000n }) },
  { weight: 1, arbitrary: fc.constantFrom(MIN_NS, MAX_NS, 0n, -1n, 1n, 951_782_400_000_000_000n) },
);

/** Minutes east of UTC: the full RFC 3339 range, with real-world offsets weighted in. */
export const offsetArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: -1439, max: 1439 }) },
  { weight: 3, arbitrary: fc.constantFrom(0, 60, -300, 330, 345, 525, -570, 840, -720, 20, 1439, -1439) },
);

export function offsetText(minutes: number, zeroAsZ = true): string {
  if (minutes === 0 && zeroAsZ) return 'Z';
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/** RFC 3339 text of an instant in an offset, by Temporal, with `digits` fraction digits ('auto' = as few as needed). */
export function rfc3339(ns: bigint, minutes: number, digits: number | 'auto' = 'auto'): string {
  const zdt = Temporal.Instant.fromEpochNanoseconds(ns).toZonedDateTimeISO(offsetText(minutes, false));
  const text = zdt.toString({ timeZoneName: 'never', fractionalSecondDigits: digits as never });
  return minutes === 0 ? `${text.slice(0, -6)}Z` : text;
}

export type Stamp = { ns: bigint; offset: number; text: string };

/** An instant written in an offset with 0-9 or as-needed fraction digits. */
export const stampArb: fc.Arbitrary<Stamp> = fc
  .tuple(instantNsArb, offsetArb, fc.oneof(fc.constant('auto' as const), fc.integer({ min: 0, max: 9 })))
  .map(([ns, offset, digits]) => {
    const d = digits === 'auto' ? 'auto' : Math.max(digits, neededDigits(ns));
    return { ns, offset, text: rfc3339(ns, offset, d) };
  });

function neededDigits(ns: bigint): number {
  let r = ((ns % 1_000_000_000n) + 1_000_000_000n) % 1_000_000_000n;
  if (r === 0n) return 0;
  let d = 9;
  while (r % 10n === 0n) {
    r /= 10n;
    d--;
  }
  return d;
}
