import { invalidInput } from '../../lib/tool-error.js';
import { NANOS_PER_DAY } from './date-time.js';
import { exactNanos, parseDuration } from './duration.js';

/**
 * An ISO 8601 duration used as a rounding grid on a fixed-offset wall clock: fixed length, positive,
 * and a divisor of one day (Temporal.Instant.prototype.round's rule), so every day carries the same
 * boundaries. Returns its length in nanoseconds; invalid_input at `pointer` otherwise.
 */
export function gridInterval(text: string, pointer: string): bigint {
  const d = parseDuration(text, pointer);
  const ns = exactNanos(d);
  if (ns === null) throw invalidInput(pointer, `"${text}" has years or months, which have no fixed length: use weeks, days, hours, minutes or seconds`);
  if (ns <= 0n) throw invalidInput(pointer, `the interval "${text}" must be longer than zero`);
  if (NANOS_PER_DAY % ns !== 0n) {
    throw invalidInput(pointer, `the interval "${text}" does not divide a day of 24 hours exactly (for example PT15M, PT1H, PT45S or P1D do)`);
  }
  return ns;
}
