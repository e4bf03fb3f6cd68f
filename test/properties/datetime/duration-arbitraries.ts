// ISO 8601 durations for helper F's duration tests, written from components by this file (not by the
// impl), with the exact length in nanoseconds computed here when there are no years or months.
import fc from 'fast-check';

export type GeneratedDuration = { text: string; nanos: bigint | null; sign: 1 | -1; units: Record<string, bigint> };

const UNITS = ['Y', 'M', 'W', 'D', 'H', 'TM', 'S'] as const;
const NS: Record<string, bigint> = { W: 604_800_000_000_000n, D: 86_400_000_000_000n, H: 3_600_000_000_000n, TM: 60_000_000_000n, S: 1_000_000_000n };

export const durationArb: fc.Arbitrary<GeneratedDuration> = fc
  .record({
    sign: fc.constantFrom('', '-', '+'),
    present: fc.subarray([...UNITS], { minLength: 1 }),
    values: fc.array(fc.oneof(fc.bigInt({ min: 0n, max: 100n }), fc.bigInt({ min: 0n, max: 99_999n })), { minLength: 7, maxLength: 7 }),
    fraction: fc.option(fc.tuple(fc.integer({ min: 1, max: 9 }), fc.bigInt({ min: 0n, max: 999_999_999n }), fc.constantFrom('.', ',')), { nil: undefined }),
    calendarFree: fc.boolean(),
  })
  .map(({ sign, present, values, fraction, calendarFree }) => {
    const used = calendarFree ? present.filter((u) => u !== 'Y' && u !== 'M') : present;
    const units = used.length ? used : ['S' as const];
    let date = '';
    let time = '';
    let nanos: bigint | null = 0n;
    const amounts: Record<string, bigint> = {};
    units.forEach((u, i) => {
      const v = values[i]!;
      let text = v.toString();
      let scaled = v * 1_000_000_000n; // billionths of the unit
      if (fraction && i === units.length - 1) {
        const [digits, f, mark] = fraction;
        const fd = (f % 10n ** BigInt(digits)).toString().padStart(digits, '0');
        text += mark + fd;
        scaled += BigInt(fd.padEnd(9, '0'));
      }
      amounts[u] = scaled;
      if (u === 'Y' || u === 'M') {
        if (scaled !== 0n) nanos = null;
      } else if (nanos !== null) nanos += (scaled * NS[u]!) / 1_000_000_000n;
      if (u === 'H' || u === 'TM' || u === 'S') time += `${text}${u === 'TM' ? 'M' : u}`;
      else date += `${text}${u}`;
    });
    const negative = sign === '-';
    const total = nanos as bigint | null;
    return {
      text: `${sign}P${date}${time ? `T${time}` : ''}`,
      nanos: total === null ? null : negative ? -total : total,
      sign: negative ? -1 : 1,
      units: amounts,
    };
  });

/** Whole years, months, weeks and days with a sign, as text: the durations a date can take. */
export type DateDuration = { text: string; sign: 1 | -1; years: number; months: number; weeks: number; days: number };
export const dateDurationArb: fc.Arbitrary<DateDuration> = fc
  .record({
    negative: fc.boolean(),
    years: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 })),
    months: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40 })),
    weeks: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 60 }) }),
    days: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 800 })),
  })
  .map(({ negative, years, months, weeks, days }) => {
    let body = '';
    if (years) body += `${years}Y`;
    if (months) body += `${months}M`;
    if (weeks) body += `${weeks}W`;
    if (days || !body) body += `${days}D`;
    return { text: `${negative ? '-' : ''}P${body}`, sign: negative ? -1 : 1, years, months, weeks, days };
  });

/** A date-duration plus hours, minutes and seconds (with a fraction of up to 9 digits on the seconds). */
export const dateTimeDurationArb: fc.Arbitrary<{ text: string; timeNanos: bigint }> = fc
  .tuple(dateDurationArb, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 5000 }), fc.bigInt({ min: 0n, max: 100_000_000_000_000n }))
  .map(([dd, h, m, sNanos]) => {
    const body = dd.text.replace(/^-?P/, '').replace(/^0D$/, '');
    const sec = `${sNanos / 1_000_000_000n}${sNanos % 1_000_000_000n ? `.${(sNanos % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')}` : ''}`;
    const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sNanos ? `${sec}S` : ''}`;
    const text = `${dd.sign < 0 ? '-' : ''}P${body}${time ? `T${time}` : ''}`;
    const total = BigInt(h) * 3_600_000_000_000n + BigInt(m) * 60_000_000_000n + sNanos;
    return { text: text.endsWith('P') ? `${text}T0S` : text, timeNanos: dd.sign < 0 ? -total : total };
  });
