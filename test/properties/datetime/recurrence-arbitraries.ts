// Generated RRULEs of datetime-recurrence-expand's subset and DTSTARTs, shared by its property and
// differential tests.
import fc from 'fast-check';

const WD = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
export const ruleArb = fc
  .record({
    freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
    interval: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    byDay: fc.option(fc.uniqueArray(fc.tuple(fc.constantFrom(0, 0, 1, 2, -1, 5, -2), fc.integer({ min: 0, max: 6 })), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    byMonthDay: fc.option(fc.uniqueArray(fc.constantFrom(1, 13, 15, 29, 30, 31, -1, -3), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    byMonth: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    wkst: fc.option(fc.constantFrom('MO', 'SU', 'WE'), { nil: undefined }),
    bySetPos: fc.option(fc.uniqueArray(fc.constantFrom(1, 2, -1, -2, 3), { minLength: 1, maxLength: 2 }), { nil: undefined, freq: 3 }),
  })
  .map((r) => {
    const ordinals = r.freq === 'MONTHLY' || r.freq === 'YEARLY';
    const parts = [`FREQ=${r.freq}`];
    if (r.interval) parts.push(`INTERVAL=${r.interval}`);
    if (r.byDay) parts.push(`BYDAY=${r.byDay.map(([n, w]) => `${ordinals && n ? n : ''}${WD[w]}`).filter((x, i, a) => a.indexOf(x) === i).join(',')}`);
    if (r.byMonthDay && r.freq !== 'WEEKLY') parts.push(`BYMONTHDAY=${r.byMonthDay.join(',')}`);
    if (r.byMonth) parts.push(`BYMONTH=${r.byMonth.join(',')}`);
    if (r.wkst) parts.push(`WKST=${r.wkst}`);
    if (r.bySetPos && parts.some((p) => p.startsWith('BY'))) parts.push(`BYSETPOS=${r.bySetPos.join(',')}`);
    return parts.join(';');
  });
export const dtstartArb = fc
  .tuple(fc.integer({ min: 1995, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.constantFrom('09:00:00Z', '23:30:00-05:00', '00:15:00.5+05:30'))
  .filter(([y, m, d]) => d <= new Date(Date.UTC(y, m, 0)).getUTCDate())
  .map(([y, m, d, t]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T${t}`);
