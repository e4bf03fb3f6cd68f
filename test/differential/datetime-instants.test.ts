// Differential tests, dates & times category, instants, offsets and durations (helper F): each tool
// against independent, well-kept implementations on seeded instants across 0001-9999 in offsets from
// -23:59 to +23:59 with 0-9 fraction digits (texts written by Temporal, not by the impl).
//
// Oracles per tool:
//   datetime-parse-iso8601   Temporal.Instant.from (temporal-polyfill) epochNanoseconds and
//                            Temporal.ZonedDateTime offset; luxon DateTime.fromISO (milliseconds) for
//                            the basic format
//   datetime-to-unix         Temporal epochNanoseconds (ns, truncation to s), luxon toMillis on texts
//                            cut to milliseconds (floor), date-fns getTime(parseISO) on whole seconds
//   datetime-from-unix       Temporal.Instant.fromEpochNanoseconds in an offset time zone (ns), luxon
//                            fromMillis in UTC (ms)
//   datetime-offset-convert  Temporal Instant.toZonedDateTimeISO(offset zone).toString()
//   datetime-compare         Temporal.Instant.compare and epochNanoseconds; luxon (milliseconds) where
//                            the instants differ by at least a millisecond
//   datetime-sort            a stable Array sort by Temporal.Instant.compare
//   duration-parse           Temporal.Duration.from: sign, calendar fields, and the exact total from its
//                            balanced fields (on durations with fractions on H, M, S only)
//   duration-format          Temporal Duration.round({ largestUnit }).toString() (days are 24 hours)
//   datetime-format          luxon toFormat with each token's luxon spelling (en-US, milliseconds);
//                            Temporal ZonedDateTime yearOfWeek / weekOfYear for RRRR and II
//   date-add-duration        Temporal.PlainDate.add with overflow constrain / reject; date-fns add
//                            (years and months together, then weeks and days; clamps) on local dates
//   datetime-add-duration    Temporal.ZonedDateTime.add in a fixed-offset zone, constrain and reject
//   datetime-diff            Temporal Instant.until({ largestUnit }).toString(), days by Duration.round
//                            ({ largestUnit: 'days' }) (days of 24 hours)
//   date-diff                PlainDate.until({ largestUnit }) of temporal-polyfill and of
//                            @js-temporal/polyfill; date-fns differenceInCalendarDays for total_days
//   date-range-expand        start.add(k x step) with Temporal overflow constrain (clamp) and reject
//                            (skip); rrule MONTHLY / YEARLY with INTERVAL for skip (RFC 5545 skips
//                            invalid dates such as Feb 30)
//   duration-sum             Temporal Duration.add, then round({ largestUnit: 'days' }), on durations
//                            without years, months or weeks (Temporal needs relativeTo for those)
//   duration-compare         Temporal.Duration.compare with relativeTo a PlainDate (our date reference
//                            at 00:00Z) and a ZonedDateTime in a fixed-offset zone
//   time-of-day-add          Temporal.PlainTime.add (wraps at midnight) and, for day_carry, the days
//                            PlainDateTime.add moves the date
//
// Disagreements found and pinned as contract cases (who is right by the standard):
//   - Temporal.Instant.from('1990-12-31T23:59:60Z') accepts the leap second and reads 23:59:59
//     (Temporal's documented choice); RFC 3339 allows second 60 only at a real leap second, which this
//     service does not model, so the tool refuses it (datetime-parse-iso8601 "rule 4, RFC 3339 section
//     5.8 leap-second example ...").
//   - Temporal accepts a bracketed zone annotation ('...+01:00[Europe/Paris]'); the service takes fixed
//     offsets only and refuses named zones (datetime-parse-iso8601 "rule 6, a named zone is refused").
//   - date-fns parseISO reads '1970-01-01T00:00:01.017Z' as 1016 ms (the seconds and their fraction
//     parsed as one float, then floored); the text names 1017 ms exactly, as Temporal and luxon say
//     (datetime-to-unix "rule 3, 1970-01-01T00:00:01.017Z is 1017 ms, where float parsing gives 1016").
//   - Temporal writes the zero difference of two equal dates as PT0S; date-diff writes P0D, the same
//     zero as a date duration (date-diff "rule 4, equal dates are P0D"). Spelling only.
//   - Temporal.Duration.from accepts lower-case designators ('pt1h'); ISO 8601 designators are upper
//     case, so duration-parse refuses them ("rule 1, lower case designators are refused").
//   - Temporal refuses a fraction on days ('P1.5D'); ISO 8601-1:2019 allows a fraction on the lowest
//     order component whatever its unit, so duration-parse accepts it ("rule 4, zero components ...").
import { expect } from 'chai';
import fc from 'fast-check';
import { Temporal as JsTemporal } from '@js-temporal/polyfill';
import { add as addFns, differenceInCalendarDays, format as formatFns, getTime, parseISO } from 'date-fns';
import { DateTime as Luxon } from 'luxon';
import rrule from 'rrule';
const { datetime: rruleDate, RRule } = rrule;
import { Temporal } from 'temporal-polyfill';
import { outcome } from '../support/direct.js';
import { dateArb, localDate } from '../properties/datetime/calendar-arbitraries.js';
import { dateDurationArb, dateTimeDurationArb, durationArb } from '../properties/datetime/duration-arbitraries.js';
import { instantNsArb, offsetArb, offsetText, rfc3339, stampArb } from '../properties/datetime/instant-arbitraries.js';

const RUNS = 300;

async function value(id: string, input: unknown): Promise<Record<string, unknown>> {
  const o = await outcome(id, input);
  if (!o.ok) throw new Error(`${id} refused ${JSON.stringify(input)}: ${o.code} at ${o.pointer}`);
  return o.value;
}

describe('differential: datetime instants', () => {
  describe('datetime-parse-iso8601', () => {
    it('matches Temporal.Instant.from and the offset Temporal reads', async () => {
      await fc.assert(
        fc.asyncProperty(stampArb, async ({ text }) => {
          const out = await value('datetime-parse-iso8601', { text, profile: 'rfc3339' });
          expect(out.epoch_nanoseconds).to.equal(Temporal.Instant.from(text).epochNanoseconds.toString());
          const zdt = Temporal.ZonedDateTime.from(`${text}[${text.endsWith('Z') ? 'UTC' : text.slice(-6)}]`);
          expect(out.offset_minutes).to.equal(Math.round(zdt.offsetNanoseconds / 60e9));
          expect([out.year, out.month, out.day, out.hour, out.minute, out.second]).to.deep.equal([zdt.year, zdt.month, zdt.day, zdt.hour, zdt.minute, zdt.second]);
        }),
        { numRuns: RUNS },
      );
    });
    it('matches luxon on basic-format texts (milliseconds)', async () => {
      await fc.assert(
        fc.asyncProperty(stampArb, async ({ text }) => {
          const ms = text.replace(/(\.\d{3})\d*/, '$1');
          const basic = ms.replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/, '$1$2$3T$4$5$6').replace(/([+-]\d{2}):(\d{2})$/, '$1$2');
          const out = await value('datetime-parse-iso8601', { text: basic });
          const lux = Luxon.fromISO(basic, { setZone: true });
          expect(lux.isValid, basic).to.equal(true);
          expect(BigInt(out.epoch_nanoseconds as string) / 1_000_000n - (BigInt(out.epoch_nanoseconds as string) % 1_000_000n < 0n ? 1n : 0n)).to.equal(BigInt(lux.toMillis()));
          expect(out.offset_minutes).to.equal(lux.offset);
        }),
        { numRuns: RUNS },
      );
    });
    it('refuses the leap second Temporal accepts, and named zones', async () => {
      expect(Temporal.Instant.from('1990-12-31T23:59:60Z').toString()).to.equal('1990-12-31T23:59:59Z');
      for (const text of ['1990-12-31T23:59:60Z', '2024-01-01T00:00:00+01:00[Europe/Paris]']) {
        const o = await outcome('datetime-parse-iso8601', { text });
        expect(o.ok ? 'accepted' : o.code).to.equal('invalid_input');
      }
    });
  });
  describe('datetime-to-unix', () => {
    it('matches Temporal epochNanoseconds, date-fns getTime and luxon toMillis (floor)', async () => {
      await fc.assert(
        fc.asyncProperty(stampArb, async ({ text }) => {
          const ns = Temporal.Instant.from(text).epochNanoseconds;
          const floorMs = ns / 1_000_000n - (ns % 1_000_000n < 0n ? 1n : 0n);
          const out = await value('datetime-to-unix', { datetime: text, unit: 'ns' });
          expect(out.value).to.equal(ns.toString());
          const ms = await value('datetime-to-unix', { datetime: text, unit: 'ms' });
          expect(ms.value).to.equal(floorMs.toString());
          const msText = text.replace(/(\.\d{3})\d*/, '$1');
          // date-fns reads the seconds with their fraction as a float (1.017 s -> 1016 ms): whole seconds only.
          if (!text.includes('.')) expect(ms.value).to.equal(String(getTime(parseISO(msText))));
          expect(ms.value).to.equal(String(Luxon.fromISO(msText).toMillis()));
          const s = await value('datetime-to-unix', { datetime: text, unit: 's', rounding: 'truncate' });
          expect(s.value).to.equal(String(Temporal.Instant.from(text).epochNanoseconds / 1_000_000_000n));
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('datetime-from-unix', () => {
    it('matches Temporal.Instant.fromEpochNanoseconds in the offset, and luxon fromMillis', async () => {
      await fc.assert(
        fc.asyncProperty(instantNsArb, offsetArb, async (ns, offset) => {
          const out = await value('datetime-from-unix', { value: ns.toString(), unit: 'ns', offset: offsetText(offset) });
          expect(out.datetime).to.equal(rfc3339(ns, offset));
          const ms = ns / 1_000_000n;
          const lux = await value('datetime-from-unix', { value: Number(ms), unit: 'ms', fraction_digits: 3 });
          expect(lux.datetime).to.equal(Luxon.fromMillis(Number(ms), { zone: 'utc' }).toISO({ suppressMilliseconds: false })!.replace('+00:00', 'Z').replace(/^\+0*(\d{4})/, '$1'));
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('datetime-offset-convert', () => {
    it('matches Temporal ZonedDateTime.withTimeZone to an offset zone', async () => {
      await fc.assert(
        fc.asyncProperty(stampArb, offsetArb, async ({ text }, target) => {
          const out = await value('datetime-offset-convert', { datetime: text, offset: offsetText(target), fraction_digits: 'auto' });
          const want = Temporal.Instant.from(text).toZonedDateTimeISO(offsetText(target, false)).toString({ timeZoneName: 'never' });
          expect(out.datetime).to.equal(target === 0 ? `${want.slice(0, -6)}Z` : want);
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('datetime-compare', () => {
    it('matches Temporal.Instant.compare and until(), and luxon diff in milliseconds', async () => {
      await fc.assert(
        fc.asyncProperty(stampArb, stampArb, async (a, b) => {
          const out = await value('datetime-compare', { a: a.text, b: b.text });
          const ta = Temporal.Instant.from(a.text);
          const tb = Temporal.Instant.from(b.text);
          expect(out.comparison).to.equal(Temporal.Instant.compare(ta, tb));
          expect(out.difference_nanoseconds).to.equal((tb.epochNanoseconds - ta.epochNanoseconds).toString());
          const ms = (t: string) => Luxon.fromISO(t.replace(/(\.\d{3})\d*/, '$1'));
          const la = ms(a.text);
          const lb = ms(b.text);
          const cmp = Math.sign(la.toMillis() - lb.toMillis());
          if (cmp !== 0) expect(out.comparison).to.equal(cmp);
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('datetime-sort', () => {
    it('matches a sort by Temporal.Instant.compare (stable)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stampArb, { maxLength: 30 }), fc.constantFrom('ascending', 'descending'), async (list, order) => {
          const texts = list.map((s) => s.text);
          const out = await value('datetime-sort', { datetimes: texts, order });
          const sign = order === 'ascending' ? 1 : -1;
          const want = texts.map((t, i) => ({ t, i })).sort((x, y) => sign * Temporal.Instant.compare(Temporal.Instant.from(x.t), Temporal.Instant.from(y.t)) || x.i - y.i);
          expect((out.sorted as { index: number }[]).map((e) => e.index)).to.deep.equal(want.map((e) => e.i));
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('duration-parse', () => {
    it('matches Temporal.Duration.from on the durations Temporal accepts (fractions on time units only)', async () => {
      await fc.assert(
        fc.asyncProperty(durationArb, async (g) => {
          fc.pre(!/[.,][0-9]+[YMWD]/.test(g.text.split('T')[0]!));
          const out = await value('duration-parse', { duration: g.text });
          const t = Temporal.Duration.from(g.text);
          expect(out.negative).to.equal(t.sign < 0);
          expect([out.years, out.months, out.weeks, out.days].map(String)).to.deep.equal([t.years, t.months, t.weeks, t.days].map((v) => String(Math.abs(v))));
          if (out.total_nanoseconds !== null) {
            const big = (v: number) => BigInt(Math.abs(v));
            const total = ((big(t.weeks) * 7n + big(t.days)) * 86_400n + big(t.hours) * 3_600n + big(t.minutes) * 60n + big(t.seconds)) * 1_000_000_000n + big(t.milliseconds) * 1_000_000n + big(t.microseconds) * 1_000n + big(t.nanoseconds);
            expect(out.total_nanoseconds).to.equal((t.sign < 0 ? -total : total).toString());
          }
        }),
        { numRuns: RUNS },
      );
    });
    it('pins where Temporal differs: lower case accepted by Temporal, a fraction of days refused by it', async () => {
      expect(Temporal.Duration.from('pt1h').hours).to.equal(1);
      expect((await outcome('duration-parse', { duration: 'pt1h' })).ok).to.equal(false);
      expect(() => Temporal.Duration.from('P1.5D')).to.throw(RangeError);
      expect((await value('duration-parse', { duration: 'P1.5D' })).total_seconds).to.equal('129600');
    });
  });
  describe('duration-format', () => {
    it('matches Temporal Duration.round({ largestUnit }).toString() for days, hours, minutes and seconds', async () => {
      await fc.assert(
        fc.asyncProperty(fc.bigInt({ min: -(2n ** 62n), max: 2n ** 62n }), fc.constantFrom('days', 'hours', 'minutes', 'seconds'), async (ns, largestUnit) => {
          const s = ns / 1_000_000_000n;
          const frac = ns % 1_000_000_000n;
          const text = `${ns < 0n ? '-' : ''}${(s < 0n ? -s : s).toString()}.${(frac < 0n ? -frac : frac).toString().padStart(9, '0')}`;
          const out = await value('duration-format', { seconds: text, largest_unit: largestUnit });
          const want = Temporal.Duration.from({ seconds: Number(s), nanoseconds: Number(frac) }).round({ largestUnit: largestUnit as 'days' });
          expect(out.duration).to.equal(want.toString());
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('datetime-format', () => {
    // Our tokens (date-fns spellings) and luxon's spelling of the same field.
    const TOKENS: [string, string][] = [
      ['yyyy', 'yyyy'], ['RRRR', 'kkkk'], ['II', 'WW'], ['i', 'E'], ['MM', 'MM'], ['M', 'M'], ['MMM', 'MMM'], ['MMMM', 'MMMM'],
      ['dd', 'dd'], ['d', 'd'], ['DDD', 'ooo'], ['D', 'o'], ['EEE', 'EEE'], ['EEEE', 'EEEE'], ['Q', 'q'], ['HH', 'HH'], ['H', 'H'],
      ['hh', 'hh'], ['h', 'h'], ['a', 'a'], ['mm', 'mm'], ['ss', 'ss'], ['SSS', 'SSS'], ['xxx', 'ZZ'], ['xx', 'ZZZ'],
    ];
    it('matches luxon toFormat token for token (en-US), and Temporal yearOfWeek/weekOfYear for RRRR and II', async () => {
      await fc.assert(
        fc.asyncProperty(stampArb, fc.array(fc.nat({ max: TOKENS.length - 1 }), { minLength: 1, maxLength: 8 }), async ({ text }, picks) => {
          const ours = picks.map((k) => TOKENS[k]![0]).join(' ');
          const theirs = picks.map((k) => TOKENS[k]![1]).join(' ');
          const out = await value('datetime-format', { datetime: text, pattern: ours });
          const ms = text.replace(/(\.\d{3})\d*/, '$1');
          expect(out.text).to.equal(Luxon.fromISO(ms, { setZone: true, locale: 'en-US' }).toFormat(theirs));
          const zdt = Temporal.ZonedDateTime.from(`${text}[${text.endsWith('Z') ? 'UTC' : text.slice(-6)}]`);
          const week = await value('datetime-format', { datetime: text, pattern: 'RRRR II' });
          expect(week.text).to.equal(`${String(zdt.yearOfWeek).padStart(4, '0')} ${String(zdt.weekOfYear).padStart(2, '0')}`);
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('date-add-duration', () => {
    it('matches Temporal.PlainDate.add with overflow constrain and reject, and date-fns add', async () => {
      await fc.assert(
        fc.asyncProperty(dateArb, dateDurationArb, async (date, d) => {
          const clamp = await outcome('date-add-duration', { date, duration: d.text });
          const reject = await outcome('date-add-duration', { date, duration: d.text, end_of_month: 'reject' });
          const start = Temporal.PlainDate.from(date);
          let want: Temporal.PlainDate | null;
          try {
            want = start.add(d.text, { overflow: 'constrain' });
          } catch {
            want = null; // beyond Temporal's own range
          }
          if (want === null || want.year < 1 || want.year > 9999) {
            expect(clamp.ok).to.equal(false);
            return;
          }
          expect(clamp.ok && clamp.value.date).to.equal(want.toString());
          let strict: string | null;
          try {
            strict = start.add(d.text, { overflow: 'reject' }).toString();
          } catch {
            strict = null;
          }
          expect(reject.ok ? reject.value.date : null).to.equal(strict);
          if (d.sign > 0 && d.years + d.months > 0 && date >= '1000') {
            const fns = addFns(localDate(date), { years: d.years, months: d.months, weeks: d.weeks, days: d.days });
            expect(clamp.ok && clamp.value.date).to.equal(formatFns(fns, 'yyyy-MM-dd'));
          }
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('datetime-add-duration', () => {
    it('matches Temporal.ZonedDateTime.add in a fixed-offset zone (constrain and reject)', async () => {
      await fc.assert(
        fc.asyncProperty(stampArb, dateTimeDurationArb, async ({ text }, d) => {
          const zone = text.endsWith('Z') ? 'UTC' : text.slice(-6);
          const zdt = Temporal.ZonedDateTime.from(`${text}[${zone}]`);
          const out = await outcome('datetime-add-duration', { datetime: text, duration: d.text });
          let want: bigint | null;
          try {
            const r = zdt.add(d.text);
            want = r.year >= 1 && r.year <= 9999 ? r.epochNanoseconds : null;
          } catch {
            want = null;
          }
          expect(out.ok ? out.value.epoch_nanoseconds : null).to.equal(want === null ? null : want.toString());
          const strict = await outcome('datetime-add-duration', { datetime: text, duration: d.text, end_of_month: 'reject' });
          let wantStrict: string | null;
          try {
            const r = zdt.add(d.text, { overflow: 'reject' });
            wantStrict = r.year >= 1 && r.year <= 9999 ? r.epochNanoseconds.toString() : null;
          } catch {
            wantStrict = null;
          }
          expect(strict.ok ? strict.value.epoch_nanoseconds : null).to.equal(wantStrict);
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('datetime-diff', () => {
    it('matches Temporal Instant.until({ largestUnit }) for days, hours, minutes and seconds', async () => {
      await fc.assert(
        fc.asyncProperty(stampArb, stampArb, fc.constantFrom('days', 'hours', 'minutes', 'seconds'), async (a, b, largestUnit) => {
          const out = await value('datetime-diff', { start: a.text, end: b.text, largest_unit: largestUnit });
          const hours = Temporal.Instant.from(a.text).until(Temporal.Instant.from(b.text), { largestUnit: largestUnit === 'days' ? 'hours' : (largestUnit as 'hours') });
          const want = largestUnit === 'days' ? hours.round({ largestUnit: 'days' }) : hours; // Instant.until stops at hours
          expect(out.duration).to.equal(want.toString());
          expect(out.nanoseconds).to.equal((b.ns - a.ns).toString());
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('date-diff', () => {
    it('matches PlainDate.until({ largestUnit }) of both Temporal polyfills, and date-fns differenceInCalendarDays', async () => {
      await fc.assert(
        fc.asyncProperty(dateArb, dateArb, fc.constantFrom('years', 'months', 'weeks', 'days'), async (start, end, largestUnit) => {
          const out = await value('date-diff', { start, end, largest_unit: largestUnit });
          // Temporal writes a zero duration PT0S; date-diff writes P0D, a date duration (rule 4).
          const spelled = (d: string) => (d === 'PT0S' ? 'P0D' : d);
          expect(out.duration).to.equal(spelled(Temporal.PlainDate.from(start).until(end, { largestUnit: largestUnit as 'years' }).toString()));
          expect(out.duration).to.equal(spelled(JsTemporal.PlainDate.from(start).until(end, { largestUnit: largestUnit as 'years' }).toString()));
          expect(out.total_days).to.equal(differenceInCalendarDays(localDate(end), localDate(start)));
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('date-range-expand', () => {
    const rangeArb = fc.tuple(dateArb, fc.integer({ min: -10, max: 1200 })).map(([d, span]) => {
      const start = Temporal.PlainDate.from(d);
      const end = start.add({ days: span });
      return [d, end.year > 9999 ? '9999-12-31' : end.year < 1 ? '0001-01-01' : end.toString()] as const;
    });
    const stepArb = fc.constantFrom('P1D', 'P3D', 'P1W', 'P2W', 'P1M', 'P2M', 'P3M', 'P1Y', 'P1M15D', 'P1Y1M', 'P5W3D');
    it('matches start.add(k x step) of Temporal with constrain (clamp) and reject (skip)', async () => {
      await fc.assert(
        fc.asyncProperty(rangeArb, stepArb, async ([start, end], step) => {
          const step1 = Temporal.Duration.from(step);
          const want = (overflow: 'constrain' | 'reject') => {
            const out: string[] = [];
            const s = Temporal.PlainDate.from(start);
            const e = Temporal.PlainDate.from(end);
            for (let k = 0; ; k++) {
              const kStep = Temporal.Duration.from({ years: step1.years * k, months: step1.months * k, weeks: step1.weeks * k, days: step1.days * k });
              let c: Temporal.PlainDate;
              try {
                c = s.add(kStep, { overflow: 'constrain' });
              } catch {
                break;
              }
              if (c.year > 9999 || Temporal.PlainDate.compare(c, e) > 0) break;
              if (overflow === 'reject') {
                try {
                  s.add(kStep, { overflow: 'reject' });
                } catch {
                  continue;
                }
              }
              out.push(c.toString());
            }
            return out;
          };
          const clamp = await value('date-range-expand', { start, end, step });
          expect(clamp.dates).to.deep.equal(want('constrain'));
          const skip = await value('date-range-expand', { start, end, step, end_of_month: 'skip' });
          expect(skip.dates).to.deep.equal(want('reject'));
        }),
        { numRuns: RUNS },
      );
    });
    it('skip matches rrule MONTHLY / YEARLY (RFC 5545 skips invalid dates) for whole-month steps', async () => {
      await fc.assert(
        fc.asyncProperty(rangeArb, fc.constantFrom(['P1M', RRule.MONTHLY, 1], ['P2M', RRule.MONTHLY, 2], ['P5M', RRule.MONTHLY, 5], ['P1Y', RRule.YEARLY, 1]), async ([start, end], [step, freq, interval]) => {
          fc.pre(start >= '1900');
          const out = await value('date-range-expand', { start, end, step, end_of_month: 'skip' });
          const ymd = (t: string) => [Number(t.slice(0, 4)), Number(t.slice(5, 7)), Number(t.slice(8, 10))] as const;
          const rule = new RRule({ freq: freq as number, interval: interval as number, dtstart: rruleDate(...ymd(start)), until: rruleDate(...ymd(end)) });
          expect(out.dates).to.deep.equal(rule.all().map((d) => d.toISOString().slice(0, 10)));
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('duration-sum', () => {
    it('matches Temporal Duration.add then round({ largestUnit: days }) on durations without years, months or weeks', async () => {
      const timeOnly = durationArb.filter((g) => g.units.Y === undefined && g.units.M === undefined && g.units.W === undefined && !/[.,][0-9]+D/.test(g.text));
      await fc.assert(
        fc.asyncProperty(fc.array(timeOnly, { minLength: 1, maxLength: 8 }), async (list) => {
          const out = await value('duration-sum', { durations: list.map((g) => g.text) });
          const total = list.reduce((acc, g) => acc.add(Temporal.Duration.from(g.text)), new Temporal.Duration());
          expect(out.duration).to.equal(total.round({ largestUnit: 'days' }).toString());
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('duration-compare', () => {
    it('matches Temporal.Duration.compare with relativeTo a PlainDate and a fixed-offset ZonedDateTime', async () => {
      await fc.assert(
        fc.asyncProperty(dateTimeDurationArb, dateTimeDurationArb, dateArb, offsetArb, async (a, b, date, offset) => {
          fc.pre(date >= '0100' && date <= '9900');
          const out = await value('duration-compare', { a: a.text, b: b.text, relative_to: date });
          expect(out.comparison).to.equal(Temporal.Duration.compare(a.text, b.text, { relativeTo: Temporal.PlainDate.from(date) }));
          const zoned = `${date}T12:34:56${offsetText(offset)}`;
          const z = await value('duration-compare', { a: a.text, b: b.text, relative_to: zoned });
          const zdt = Temporal.ZonedDateTime.from(`${zoned}[${offset === 0 ? 'UTC' : offsetText(offset)}]`);
          expect(z.comparison).to.equal(Temporal.Duration.compare(a.text, b.text, { relativeTo: zdt }));
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('time-of-day-add', () => {
    it('matches Temporal.PlainTime.add and the day count of PlainDateTime.add', async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 86_399_999 }), fc.integer({ min: -500_000_000_000, max: 500_000_000_000 }), async (ms, deltaMs) => {
          const time = Temporal.PlainTime.from({ millisecond: 0 }).add({ milliseconds: ms });
          const text = time.toString({ fractionalSecondDigits: 3 });
          const duration = Temporal.Duration.from({ milliseconds: deltaMs }).round({ largestUnit: 'hours' });
          const out = await value('time-of-day-add', { time: text, duration: duration.toString() });
          expect(out.time).to.equal(time.add(duration).toString({ fractionalSecondDigits: 3 }));
          const base = Temporal.PlainDateTime.from('2000-01-01T00:00:00').withPlainTime(time);
          const moved = base.add(duration);
          expect(out.day_carry).to.equal(Temporal.PlainDate.from('2000-01-01').until(moved.toPlainDate()).days);
        }),
        { numRuns: RUNS },
      );
    });
  });
});
