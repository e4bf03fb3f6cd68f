import type { Input, Output } from '../../generated/tools/datetime/date-julian-day.js';
import { divideToScale, formatDecimal } from '../lib/decimal.js';
import { invalidInput } from '../lib/tool-error.js';
import { dayNumber, parseDate } from './lib/civil.js';
import { NANOS_PER_DAY, epochNanos, formatDateTime, fromEpochNanos, instantInRange, parseDateTime } from './lib/date-time.js';

/** JD of 1970-01-01T00:00:00Z is 2440587.5; MJD = JD - 2400000.5, so that instant is MJD 40587. */
const UNIX_EPOCH_JD_TIMES_2 = 4881175n;
const UNIX_EPOCH_MJD = 40587n;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(num: bigint, den: bigint): { numerator: string; denominator: string } {
  const g = gcd(num, den);
  return { numerator: String(num / g), denominator: String(den / g) };
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && a < 0n) ? q - 1n : q;
}

export default function dateJulianDay(input: Input): Output {
  if ((input.date === undefined) === (input.date_time === undefined)) {
    throw invalidInput('', 'give exactly one of date (YYYY-MM-DD) and date_time (RFC 3339)');
  }
  const places = input.decimal_places ?? 9;
  const mode = input.rounding ?? 'half_even';
  const ns =
    input.date !== undefined
      ? BigInt(dayNumber(parseDate(input.date, '/date'))) * NANOS_PER_DAY
      : epochNanos(parseDateTime(input.date_time!, '/date_time'));
  if (!instantInRange(ns)) {
    throw invalidInput('/date_time', `${input.date_time} is outside 0001-01-01T00:00:00Z..9999-12-31T23:59:59.999999999Z once its offset is applied`);
  }
  // JD = 2440587.5 + ns / NANOS_PER_DAY, held as a fraction over 2 x NANOS_PER_DAY.
  const den = 2n * NANOS_PER_DAY;
  const jdNum = 2n * ns + UNIX_EPOCH_JD_TIMES_2 * NANOS_PER_DAY;
  const mjdNum = 2n * ns + 2n * UNIX_EPOCH_MJD * NANOS_PER_DAY;
  const utcDay = floorDiv(ns, NANOS_PER_DAY);
  return {
    jd: formatDecimal(divideToScale(jdNum, den, places, mode)),
    jd_exact: reduced(jdNum, den),
    jd_day: Number(floorDiv(jdNum, den)),
    jdn: Number(utcDay) + 2440588,
    mjd: formatDecimal(divideToScale(mjdNum, den, places, mode)),
    mjd_exact: reduced(mjdNum, den),
    mjd_day: Number(utcDay + UNIX_EPOCH_MJD),
    utc: formatDateTime(fromEpochNanos(ns, 0)),
  };
}
