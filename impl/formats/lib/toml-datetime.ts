// TOML 1.0 date-time literals as this category reads and writes them. smol-toml builds them on the
// JavaScript Date parser, which rolls 1979-02-30 over to 1979-03-02 and accepts a time without
// seconds; the TOML grammar (RFC 3339 full-date / partial-time) is checked here instead.

export type TomlDateTimeType = 'offset-date-time' | 'local-date-time' | 'local-date' | 'local-time';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))?)?$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(\.\d+)?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function timeOk(h: string, m: string, s: string): boolean {
  return Number(h) <= 23 && Number(m) <= 59 && Number(s) <= 59;
}

/** The type of a TOML date-time literal, or null when it is not one (wrong shape or impossible date/time). */
export function tomlDateTimeType(text: string): TomlDateTimeType | null {
  const t = TIME.exec(text);
  if (t) return timeOk(t[1]!, t[2]!, t[3]!) ? 'local-time' : null;
  const d = DATE_TIME.exec(text);
  if (!d) return null;
  const year = Number(d[1]);
  const month = Number(d[2]);
  const day = Number(d[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (d[4] === undefined) return 'local-date';
  if (!timeOk(d[4], d[5]!, d[6]!)) return null;
  if (d[8] === undefined) return 'local-date-time';
  if (d[9] !== undefined && (Number(d[9]) > 23 || Number(d[10]) > 59)) return null;
  return 'offset-date-time';
}
