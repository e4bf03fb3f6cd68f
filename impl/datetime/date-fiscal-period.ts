import type { Input, Output } from '../../generated/tools/datetime/date-fiscal-period.js';
import { invalidInput } from '../lib/tool-error.js';
import { MAX_DAYS, MIN_YEAR, dayNumber, daysFromCivil, formatDays, parseDate } from './lib/civil.js';

export default function dateFiscalPeriod(input: Input): Output {
  const d = parseDate(input.date, '/date');
  const startMonth = input.start_month ?? 1;
  const startDay = input.start_day ?? 1;
  const naming = input.year_naming ?? 'end';
  const day = dayNumber(d);

  const onOrAfterStart = d.month > startMonth || (d.month === startMonth && d.day >= startDay);
  const startYear = onOrAfterStart ? d.year : d.year - 1;
  // Fiscal month k (1-12) starts on start_day of the (k-1)th month after start_month of startYear.
  const monthStart = (k: number): number => {
    const index = startYear * 12 + (startMonth - 1) + (k - 1);
    return daysFromCivil(Math.floor(index / 12), (index % 12) + 1, startDay);
  };
  if (startYear < MIN_YEAR || monthStart(13) - 1 > MAX_DAYS) {
    throw invalidInput('/date', `the fiscal year holding ${input.date} runs outside the supported dates 0001-01-01..9999-12-31`);
  }
  const yearStart = monthStart(1);
  const yearEnd = monthStart(13) - 1;
  let month = 1;
  while (month < 12 && monthStart(month + 1) <= day) month++;
  const quarter = Math.ceil(month / 3);
  const fiscalYear = naming === 'start' ? startYear : startYear + (yearStart === daysFromCivil(startYear, 1, 1) ? 0 : 1);
  return {
    fiscal_year: fiscalYear,
    fiscal_quarter: quarter,
    fiscal_month: month,
    label: `FY${String(fiscalYear).padStart(4, '0')} Q${quarter}`,
    year_start: formatDays(yearStart),
    year_end: formatDays(yearEnd),
    quarter_start: formatDays(monthStart(quarter * 3 - 2)),
    quarter_end: formatDays(monthStart(quarter * 3 + 1) - 1),
    month_start: formatDays(monthStart(month)),
    month_end: formatDays(monthStart(month + 1) - 1),
    day_of_year: day - yearStart + 1,
    days_in_year: yearEnd - yearStart + 1,
  };
}
