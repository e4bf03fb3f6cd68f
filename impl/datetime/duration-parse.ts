import type { Input, Output } from '../../generated/tools/datetime/duration-parse.js';
import { exactNanos, formatDuration, parseDuration, scaledText } from './lib/duration.js';

export default function durationParse(input: Input): Output {
  const d = parseDuration(input.duration, '/duration');
  const p = d.parts;
  const ns = exactNanos(d);
  return {
    negative: d.negative,
    years: scaledText(p.years),
    months: scaledText(p.months),
    weeks: scaledText(p.weeks),
    days: scaledText(p.days),
    hours: scaledText(p.hours),
    minutes: scaledText(p.minutes),
    seconds: scaledText(p.seconds),
    fraction_unit: d.fractionUnit,
    canonical: formatDuration(d),
    has_calendar_parts: ns === null,
    total_seconds: ns === null ? null : scaledText(ns),
    total_nanoseconds: ns === null ? null : ns.toString(),
  };
}
