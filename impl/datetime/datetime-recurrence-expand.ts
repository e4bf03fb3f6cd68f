import type { Input, Output } from '../../generated/tools/datetime/datetime-recurrence-expand.js';
import { limits } from '../../generated/tools/datetime/datetime-recurrence-expand.js';
import { limitExceeded } from '../lib/tool-error.js';
import { MAX_YEAR, civilFromDays, daysFromCivil } from './lib/civil.js';
import { NANOS_PER_DAY, NANOS_PER_SECOND, formatDateTime, parseDateTime, timeNanos } from './lib/date-time.js';
import { makeMatcher, parseRRule, periodOf } from './lib/rrule.js';

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

  const format = (days: number) => formatDateTime({ ...dtstart, date: civilFromDays(days) }, dtstart.fractionDigits);
  const occurrences = [formatDateTime(dtstart, dtstart.fractionDigits)];
  const done = (): StoppedBy | null => {
    if (rule.count !== null && occurrences.length >= rule.count) return 'count';
    if (occurrences.length >= limit) return 'limit';
    return null;
  };
  let stoppedBy: StoppedBy | null = done();
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
    for (let day = Math.max(period.first, startDays + 1); day < period.end && stoppedBy === null; day++) {
      const date = civilFromDays(day);
      if (date.year > MAX_YEAR) {
        stoppedBy = 'end_of_calendar';
        break;
      }
      if (!match(day, date)) continue;
      if (pastUntil(day)) {
        stoppedBy = 'until';
        break;
      }
      occurrences.push(format(day));
      stoppedBy = done();
    }
  }
  return {
    occurrences,
    count: occurrences.length,
    stopped_by: stoppedBy,
    dtstart_matches_rule: match(startDays, start),
  };
}
