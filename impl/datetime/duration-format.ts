import type { Input, Output } from '../../generated/tools/datetime/duration-format.js';
import { invalidInput } from '../lib/tool-error.js';
import { durationFromNanos, FIXED_UNITS, formatDuration, scaledText, signedFixedComponents } from './lib/duration.js';

const ABBREVIATION = { weeks: 'w', days: 'd', hours: 'h', minutes: 'm', seconds: 's' } as const;

/** Exact nanoseconds of a decimal number of seconds with at most 9 fraction digits. */
function secondsToNanos(value: number | string): bigint {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw invalidInput('/seconds', `${value} is beyond the exactly representable JSON integers; send the seconds as a string`);
    return BigInt(value) * 1_000_000_000n;
  }
  const neg = value.startsWith('-');
  const [int, frac = ''] = (neg ? value.slice(1) : value).split('.');
  const mag = BigInt(int!) * 1_000_000_000n + BigInt(frac.padEnd(9, '0'));
  return neg ? -mag : mag;
}

export default function durationFormat(input: Input): Output {
  const ns = secondsToNanos(input.seconds);
  const largest = input.largest_unit ?? 'hours';
  const d = durationFromNanos(ns, largest);
  let text: string;
  if ((input.style ?? 'iso8601') === 'iso8601') text = formatDuration(d);
  else {
    const parts = FIXED_UNITS.filter((u) => d.parts[u] !== 0n).map((u) => `${scaledText(d.parts[u])}${ABBREVIATION[u]}`);
    text = parts.length === 0 ? '0s' : `${d.negative ? '-' : ''}${parts.join(' ')}`;
  }
  return { duration: text, components: signedFixedComponents(d) };
}
