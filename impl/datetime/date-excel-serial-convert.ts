import type { Input, Output } from '../../generated/tools/datetime/date-excel-serial-convert.js';
import type { Decimal, RoundingMode } from '../lib/decimal.js';
import { divideToScale, formatDecimal, fromNumber, parsePlainDecimal, pow10 } from '../lib/decimal.js';
import { invalidInput } from '../lib/tool-error.js';
import { MAX_DAYS, civilFromDays, daysFromCivil, formatDate, parseDate } from './lib/civil.js';
import { NANOS_PER_DAY, parseOffset, parseTimeOfDay } from './lib/date-time.js';

// 1900 system (Lotus 1-2-3 compatible): serial 1 = 1900-01-01 ... 59 = 1900-02-28, 60 = the
// fictitious 1900-02-29, 61 = 1900-03-01, so from serial 61 on the day is 1899-12-30 + serial.
// 1904 system (Mac Excel before 2011): serial 0 = 1904-01-01.
const DAY_1899_12_30 = daysFromCivil(1899, 12, 30);
const DAY_1899_12_31 = daysFromCivil(1899, 12, 31);
const DAY_1900_03_01 = daysFromCivil(1900, 3, 1);
const DAY_1904_01_01 = daysFromCivil(1904, 1, 1);
const FICTITIOUS = 60;

type Parts = { serialDay: number; nanos: bigint; time: string; fictitious: boolean };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Drops trailing fraction zeros (and a bare full stop): "45292.5000" -> "45292.5", "61.000" -> "61". */
function trimZeros(text: string): string {
  if (!text.includes('.')) return text;
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48) end--;
  if (text.charCodeAt(end - 1) === 46) end--;
  return text.slice(0, end);
}

function pad(n: bigint | number, width: number): string {
  return String(n).padStart(width, '0');
}

/** HH:MM:SS with the fraction digits a nanosecond count needs (none for whole seconds). */
function timeText(nanos: bigint): string {
  const seconds = nanos / 1_000_000_000n;
  const frac = nanos % 1_000_000_000n;
  const base = `${pad(seconds / 3600n, 2)}:${pad((seconds / 60n) % 60n, 2)}:${pad(seconds % 60n, 2)}`;
  return frac === 0n ? base : trimZeros(`${base}.${pad(frac, 9)}`);
}

function serialDayOf(text: string, pointer: string, system: '1900' | '1904'): { serialDay: number; fictitious: boolean } {
  if (system === '1900' && text === '1900-02-29') return { serialDay: FICTITIOUS, fictitious: true };
  const d = parseDate(text, pointer);
  const days = daysFromCivil(d.year, d.month, d.day);
  if (system === '1904') {
    if (days < DAY_1904_01_01) throw invalidInput(pointer, `${text} is before 1904-01-01, serial 0 of the 1904 system`);
    return { serialDay: days - DAY_1904_01_01, fictitious: false };
  }
  if (days <= DAY_1899_12_31) throw invalidInput(pointer, `${text} is before 1900-01-01, serial 1 of the 1900 system`);
  return { serialDay: days >= DAY_1900_03_01 ? days - DAY_1899_12_30 : days - DAY_1899_12_31, fictitious: false };
}

function fromDateTime(text: string, system: '1900' | '1904'): Parts {
  const pointer = '/date_time';
  if (text.length < 16 || (text[10] !== 'T' && text[10] !== 't')) {
    throw invalidInput(pointer, `"${text.slice(0, 40)}" is not a date-time YYYY-MM-DDTHH:MM[:SS[.fraction]] (an offset may follow and is not applied)`);
  }
  const { serialDay, fictitious } = serialDayOf(text.slice(0, 10), pointer, system);
  let end = 11;
  while (end < text.length && '0123456789:.'.includes(text[end]!)) end++;
  if (end < text.length) parseOffset(text.slice(end), pointer); // checked, then ignored: serials are wall-clock times
  const t = parseTimeOfDay(text.slice(11, end), pointer, false, true);
  const nanos = ((BigInt(t.hour) * 60n + BigInt(t.minute)) * 60n + BigInt(t.second)) * 1_000_000_000n + BigInt(t.nanos);
  return { serialDay, nanos, time: timeText(nanos), fictitious };
}

function readSerial(value: number | string): Decimal {
  const d = typeof value === 'number' ? fromNumber(value) : parsePlainDecimal(value);
  if (d === null || d.unscaled < 0n) throw invalidInput('/serial', 'serial must be a non-negative decimal number');
  return d;
}

export default function dateExcelSerialConvert(input: Input): Output {
  const given = [input.serial, input.date, input.date_time].filter((v) => v !== undefined).length;
  if (given !== 1) throw invalidInput('', 'give exactly one of serial, date and date_time');
  const system = input.system ?? '1900';
  const places = input.decimal_places ?? 10;
  const secondDigits = input.second_digits ?? 3;
  const mode: RoundingMode = input.rounding ?? 'half_even';

  let parts: Parts;
  let exactNum: bigint;
  let exactDen: bigint;
  if (input.serial !== undefined) {
    const d = readSerial(input.serial);
    exactNum = d.unscaled;
    exactDen = pow10(d.scale);
    // Round the time once, to second_digits of a second; a carry may move to the next day.
    const unitsPerDay = 86400n * pow10(secondDigits);
    const units = divideToScale(d.unscaled * unitsPerDay, pow10(d.scale), 0, mode).unscaled;
    const serialDay = units / unitsPerDay;
    const nanos = (units % unitsPerDay) * pow10(9 - secondDigits);
    const limit = system === '1900' ? MAX_DAYS - DAY_1899_12_30 : MAX_DAYS - DAY_1904_01_01;
    if (serialDay > BigInt(limit)) {
      throw invalidInput('/serial', `serial ${formatDecimal(d)} is after 9999-12-31 (serial ${limit} in the ${system} system)`);
    }
    const day = Number(serialDay);
    parts = { serialDay: day, nanos, time: timeText(nanos), fictitious: system === '1900' && day === FICTITIOUS };
  } else {
    parts =
      input.date !== undefined
        ? { ...serialDayOf(input.date, '/date', system), nanos: 0n, time: '00:00:00' }
        : fromDateTime(input.date_time!, system);
    exactNum = BigInt(parts.serialDay) * NANOS_PER_DAY + parts.nanos;
    exactDen = NANOS_PER_DAY;
  }
  const g = gcd(exactNum, exactDen);
  let date: string | null;
  if (parts.fictitious) date = '1900-02-29';
  else if (system === '1904') date = formatDate(civilFromDays(DAY_1904_01_01 + parts.serialDay));
  else if (parts.serialDay === 0) date = null;
  else date = formatDate(civilFromDays(parts.serialDay < FICTITIOUS ? DAY_1899_12_31 + parts.serialDay : DAY_1899_12_30 + parts.serialDay));
  return {
    serial: trimZeros(formatDecimal(divideToScale(exactNum, exactDen, places, mode))),
    serial_exact: { numerator: String(exactNum / g), denominator: String(exactDen / g) },
    date,
    time: parts.time,
    date_time: date === null ? null : `${date}T${parts.time}`,
    fictitious_leap_day: parts.fictitious,
    system,
  };
}
