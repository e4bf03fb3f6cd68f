import type { Input, Output } from '../../generated/tools/datetime/datetime-recurrence-expand.js';
import { limits } from '../../generated/tools/datetime/datetime-recurrence-expand.js';
import { limitExceeded } from '../lib/tool-error.js';
import { MAX_YEAR, civilFromDays, daysFromCivil } from './lib/civil.js';
import { NANOS_PER_DAY, NANOS_PER_MINUTE, NANOS_PER_SECOND, epochNanos, formatDateTime, parseDateTime, timeNanos } from './lib/date-time.js';
import { makeMatcher, parseRRule, periodOf, selectSetPositions } from './lib/rrule.js';

type StoppedBy = Output['stopped_by'];

export default function datetimeRecurrenceExpand(input: Input): Output {
  if (input.rrule.length > limits.max_rule_chars) throw limitExceeded('/rrule', `the rule has ${input.rrule.length} characters; at most ${limits.max_rule_chars}`);
  const limit = input.limit ?? 100;
  if (limit > limits.max_occurrences) throw limitExceeded('/limit', `limit ${limit} is above max_occurrences ${limits.max_occurrences}`);
  const searchYears = input.search_years ?? 100;
  if (searchYears > limits.max_search_years) throw limitExceeded('/search_years', `search_years ${searchYears} is above max_search_years ${limits.max_search_years}`);
  const rule = parseRRule(input.rrule, '/rrule');
  const dtstart = parseDateTime(input.dtstart, '/dtstart');
  const start = dtstart.date;
  const startDays = daysFromCivil(start.year, start.month, start.day);
  const match = makeMatcher(rule, start);
  const timeOfDay = timeNanos(dtstart);

  // UNTIL, inclusive: a UTC DATE-TIME bounds the instant; a floating DATE-TIME bounds the wall clock of
  // DTSTART's offset; a DATE bounds the local date.
  const until = rule.until;
  const untilNanos = until === null || until.kind === 'date' ? 0n : BigInt(daysFromCivil(until.date.year, until.date.month, until.date.day)) * NANOS_PER_DAY + BigInt(until.seconds) * NANOS_PER_SECOND;
  const untilDays = until === null ? 0 : daysFromCivil(until.date.year, until.date.month, until.date.day);
  const pastUntil = (days: number): boolean => {
    if (until === null) return false;
    if (until.kind === 'date') return days > untilDays;
    const local = BigInt(days) * NANOS_PER_DAY + timeOfDay;
    if (until.kind === 'local') return local > untilNanos;
    return local - BigInt(dtstart.offsetMinutes) * 60n * NANOS_PER_SECOND > untilNanos;
  };

  // `after` (exclusive) hides the occurrences up to it; they still count toward COUNT.
  const after = input.after === undefined ? null : epochNanos(parseDateTime(input.after, '/after'));
  const offsetNanos = BigInt(dtstart.offsetMinutes) * NANOS_PER_MINUTE;
  const listed = (days: number) => after === null || BigInt(days) * NANOS_PER_DAY + timeOfDay - offsetNanos > after;
  const format = (days: number) => formatDateTime({ ...dtstart, date: civilFromDays(days) }, dtstart.fractionDigits);
  const occurrences: string[] = [];
  let total = 0; // occurrences of the recurrence set so far, listed or not
  let firstIndex: number | null = null;
  const add = (days: number) => {
    if (listed(days)) {
      if (firstIndex === null) firstIndex = total;
      occurrences.push(format(days));
    }
    total++;
  };
  add(startDays);
  const done = (): StoppedBy | null => {
    if (rule.count !== null && total >= rule.count) return 'count';
    if (occurrences.length >= limit) return 'limit';
    return null;
  };
  let stoppedBy: StoppedBy | null = done();
  // Whether DTSTART is among its own period's occurrences (after BYSETPOS when given).
  const matchesWithSetPos = (day: number): boolean => {
    if (!match(day, start)) return false;
    if (rule.bySetPos === null) return true;
    const period = periodOf(rule, start, 0)!;
    const days: number[] = [];
    for (let d = period.first; d < period.end; d++) if (match(d, civilFromDays(d))) days.push(d);
    return selectSetPositions(days, rule.bySetPos).includes(day);
  };
  const lastYear = start.year + searchYears;
  for (let k = 0; stoppedBy === null; k++) {
    const period = periodOf(rule, start, k);
    if (period === null) {
      stoppedBy = 'end_of_calendar';
      break;
    }
    if (civilFromDays(period.first).year > lastYear) {
      stoppedBy = 'search_years';
      break;
    }
    let days: number[] = [];
    // BYSETPOS picks from all of a period's candidates, those before DTSTART included (RFC 5545: the set
    // starts at the beginning of the interval); without it, days before DTSTART are not even examined.
    for (let day = rule.bySetPos === null ? Math.max(period.first, startDays + 1) : period.first; day < period.end; day++) {
      const date = civilFromDays(day);
      if (date.year > MAX_YEAR) break;
      if (match(day, date)) days.push(day);
    }
    if (rule.bySetPos !== null) days = selectSetPositions(days, rule.bySetPos).filter((day) => day > startDays);
    for (const day of days) {
      if (pastUntil(day)) {
        stoppedBy = 'until';
        break;
      }
      add(day);
      stoppedBy = done();
      if (stoppedBy !== null) break;
    }
    if (stoppedBy === null && civilFromDays(period.end - 1).year > MAX_YEAR) stoppedBy = 'end_of_calendar';
  }
  return {
    occurrences,
    count: occurrences.length,
    first_index: firstIndex,
    stopped_by: stoppedBy,
    dtstart_matches_rule: matchesWithSetPos(startDays),
  };
}
