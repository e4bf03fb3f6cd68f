import type { Input, Output } from '../../generated/tools/datetime/cron-expression-parse.js';
import { limits } from '../../generated/tools/datetime/cron-expression-parse.js';
import { limitExceeded } from '../lib/tool-error.js';
import { cronCanRun, parseCron } from './lib/cron.js';

type Schedule = NonNullable<Output['schedule']>;

export default function cronExpressionParse(input: Input): Output {
  if (input.expression.length > limits.max_expression_chars) {
    throw limitExceeded('/expression', `the expression has ${input.expression.length} characters; at most ${limits.max_expression_chars}`);
  }
  const parsed = parseCron(input.expression, input.wildcard_days ?? 'vixie');
  if (!parsed.ok) return { valid: false, error: parsed.fault, schedule: null };
  const s = parsed.schedule;
  return {
    valid: true,
    error: null,
    schedule: {
      macro: s.macro as Schedule['macro'],
      minute: s.values.minute,
      hour: s.values.hour,
      day_of_month: s.values.day_of_month,
      month: s.values.month as Schedule['month'],
      day_of_week: s.values.day_of_week as Schedule['day_of_week'],
      day_of_month_restricted: s.dayOfMonthRestricted,
      day_of_week_restricted: s.dayOfWeekRestricted,
      day_rule: s.dayOfMonthRestricted && s.dayOfWeekRestricted ? 'either' : 'both',
      can_run: cronCanRun(s),
    },
  };
}
