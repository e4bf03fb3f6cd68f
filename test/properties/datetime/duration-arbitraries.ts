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
