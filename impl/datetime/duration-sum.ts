import type { Input, Output } from '../../generated/tools/datetime/duration-sum.js';
import { limits } from '../../generated/tools/datetime/duration-sum.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { durationFromNanos, fixedNanos, formatDuration, parseDuration, scaledText, SCALE, signedFixedComponents, zeroParts } from './lib/duration.js';

export default function durationSum(input: Input): Output {
  const list = input.durations;
  if (list.length > limits.max_items) throw limitExceeded('/durations', `${list.length} durations exceed max_items (${limits.max_items})`);
  let months = 0n;
  let nanos = 0n;
  list.forEach((text, i) => {
    const d = parseDuration(text, `/durations/${i}`);
    if (d.parts.years % SCALE !== 0n || d.parts.months % SCALE !== 0n) {
      throw invalidInput(`/durations/${i}`, 'a fraction of a year or month has no fixed length; write whole years and months');
    }
    const m = (d.parts.years * 12n + d.parts.months) / SCALE;
    months += d.negative ? -m : m;
    nanos += fixedNanos(d);
  });
  const toYears = input.months_to_years ?? true;
  const years = toYears ? months / 12n : 0n; // truncates toward zero: the sign of months is kept
  const restMonths = months - years * 12n;
  const exact = durationFromNanos(nanos, input.largest_unit ?? 'days');
  const mixed = months !== 0n && nanos !== 0n && months < 0n !== nanos < 0n;
  let duration: string | null = null;
  if (!mixed) {
    const negative = months < 0n || nanos < 0n;
    const abs = (v: bigint) => (v < 0n ? -v : v);
    const parts = { ...zeroParts(), ...exact.parts, years: abs(years) * SCALE, months: abs(restMonths) * SCALE };
    duration = formatDuration({ negative, parts, fractionUnit: null });
  }
  return {
    duration,
    mixed_signs: mixed,
    years: years.toString(),
    months: restMonths.toString(),
    exact: signedFixedComponents(exact),
    exact_seconds: scaledText(nanos),
    count: list.length,
  };
}
