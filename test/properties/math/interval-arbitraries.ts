// Interval texts for the interval tools' property and differential tests: ends in halves written as
// integers, decimals or unreduced fractions (so one value has many spellings), both kinds of bracket,
// unbounded ends now and then.
import fc from 'fast-check';

export const end = fc.integer({ min: -8, max: 8 }).chain((k) => fc.constantFrom(String(k / 2), `${k}/2`, `${-k}/-2`, `${2 * k}/4`));

/** Twice the value of an end text, as a number (ends are halves, so this is an integer). */
export function half(text: string): number {
  if (!text.includes('/')) return Number(text) * 2;
  const [n, d] = text.split('/').map(Number) as [number, number];
  return (n / d) * 2;
}

export const intervalText = fc
  .tuple(end, end, fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }))
  .map(([x, y, lc, uc, infL, infU]) => {
    const [lo, hi] = half(x) <= half(y) ? [x, y] : [y, x];
    const lower = infL === 0 ? '(-inf' : `${lc ? '[' : '('}${lo}`;
    const upper = infU === 0 ? '+inf)' : `${hi}${uc ? ']' : ')'}`;
    return `${lower}, ${upper}`;
  });

export const intervalSet = fc.array(intervalText, { maxLength: 8 });

export type IntervalOut = { text: string; lower: { numerator: string; denominator: string } | null; upper: { numerator: string; denominator: string } | null; lower_closed: boolean; upper_closed: boolean };
