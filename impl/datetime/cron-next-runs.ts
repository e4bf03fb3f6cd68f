import type { Input, Output } from '../../generated/tools/datetime/cron-next-runs.js';
import { limits } from '../../generated/tools/datetime/cron-next-runs.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { MAX_YEAR, civilFromDays, daysFromCivil, daysInMonth, formatDate, isoWeekday } from './lib/civil.js';
import { cronCanRun, cronDayMatches, parseCron } from './lib/cron.js';
import { NANOS_PER_MINUTE, epochNanos, floorDivMod, formatOffset, parseDateTime, parseOffset } from './lib/date-time.js';

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export default function cronNextRuns(input: Input): Output {
  if (input.expression.length > limits.max_expression_chars) {
    throw limitExceeded('/expression', `the expression has ${input.expression.length} characters; at most ${limits.max_expression_chars}`);
  }
  const count = input.count ?? 10;
  if (count > limits.max_count) throw limitExceeded('/count', `count ${count} is above max_count ${limits.max_count}`);
  const searchYears = input.search_years ?? 100;
  if (searchYears > limits.max_search_years) throw limitExceeded('/search_years', `search_years ${searchYears} is above max_search_years ${limits.max_search_years}`);
  const parsed = parseCron(input.expression, input.wildcard_days ?? 'vixie');
  if (!parsed.ok) throw invalidInput('/expression', `${parsed.fault.message} (at character ${parsed.fault.offset})`);
  const s = parsed.schedule;
  const after = epochNanos(parseDateTime(input.after, '/after'));
  const offsetMinutes = input.offset === undefined ? 0 : parseOffset(input.offset, '/offset');
  const offsetText = formatOffset(offsetMinutes);

  // Local wall-clock minutes since 1970-01-01T00:00 in the offset; runs are at second 0 of a minute, so
  // the first candidate is the minute after the one holding `after` (after is exclusive).
  const [afterMinute] = floorDivMod(after + BigInt(offsetMinutes) * NANOS_PER_MINUTE, NANOS_PER_MINUTE);
  const first = Number(afterMinute) + 1;
  let day = Math.floor(first / 1440);
  let fromMinute = first - day * 1440;
  const firstSupported = daysFromCivil(1, 1, 1);
  if (day < firstSupported) {
    day = firstSupported;
    fromMinute = 0;
  }
  const startYear = civilFromDays(day).year;
  const lastYear = Math.min(MAX_YEAR, civilFromDays(Math.floor(Number(afterMinute) / 1440)).year + searchYears);
  const lastDay = daysFromCivil(lastYear, 12, 31);
  const searchedUntil = `${formatDate({ year: lastYear, month: 12, day: 31 })}T23:59:00${offsetText}`;

  const runs: string[] = [];
  const canRun = cronCanRun(s);
  if (canRun && startYear <= MAX_YEAR) {
    const hours = s.values.hour;
    const minutes = s.values.minute;
    // Walk the days keeping the date and weekday incrementally (a month not selected is skipped whole).
    let { year, month, day: dom } = civilFromDays(day);
    let weekday = isoWeekday(day) % 7;
    const advance = (n: number) => {
      day += n;
      weekday = (weekday + n) % 7;
      fromMinute = 0;
    };
    const nextMonth = () => {
      dom = 1;
      if (month === 12) {
        month = 1;
        year++;
      } else month++;
    };
    while (day <= lastDay && runs.length < count) {
      const length = daysInMonth(year, month);
      if (!s.sets.month[month]) {
        advance(length - dom + 1);
        nextMonth();
        continue;
      }
      if (cronDayMatches(s, dom, weekday)) {
        const prefix = formatDate({ year, month, day: dom });
        for (const h of hours) {
          if (h * 60 + 59 < fromMinute) continue;
          for (const m of minutes) {
            if (h * 60 + m < fromMinute) continue;
            runs.push(`${prefix}T${pad2(h)}:${pad2(m)}:00${offsetText}`);
            if (runs.length === count) break;
          }
          if (runs.length === count) break;
        }
      }
      advance(1);
      if (dom === length) nextMonth();
      else dom++;
    }
  }
  return { runs, complete: runs.length === count, can_run: canRun, searched_until: searchedUntil };
}
