import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Out = { text: string; value: string; scale: number };
const MODES = ['half_even', 'half_up', 'half_down', 'up', 'down', 'ceiling', 'floor'] as const;

const valueArb = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 12 }))
  .map(([neg, d, p]) => {
    const s = d.toString().padStart(p + 1, '0');
    return `${neg ? '-' : ''}${p ? `${s.slice(0, -p)}.${s.slice(-p)}` : s}`;
  });
const optsArb = fc
  .record({
    grouping_size: fc.integer({ min: 1, max: 5 }),
    secondary_grouping_size: fc.integer({ min: 0, max: 4 }),
    group_separator: fc.constantFrom(',', '.', ' ', "'", '\u202f', '__'),
    decimal_separator: fc.constantFrom('.', ',', '·'),
    min_fraction_digits: fc.integer({ min: 0, max: 4 }),
    max_fraction_digits: fc.integer({ min: 4, max: 8 }),
    min_integer_digits: fc.integer({ min: 1, max: 8 }),
    rounding: fc.constantFrom(...MODES),
    negative_style: fc.constantFrom('minus', 'unicode_minus', 'parentheses'),
  })
  .filter((o) => o.group_separator !== o.decimal_separator);

describe('decimal-format properties', () => {
  it('reads back: without the group separators and with "." for the decimal separator, the text is the value', async () => {
    await fc.assert(
      fc.asyncProperty(valueArb, optsArb, async (value, opts) => {
        const out = (await runTool('decimal-format', { value, ...opts })) as Out;
        let body = out.text;
        const negative = out.value.startsWith('-');
        if (negative) body = opts.negative_style === 'parentheses' ? body.slice(1, -1) : body.slice(1);
        const [int, frac] = body.split(opts.decimal_separator) as [string, string | undefined];
        const digits = int.split(opts.group_separator).join('').replace(/^0+(?=[0-9])/, '');
        expect((negative ? '-' : '') + digits + (frac === undefined ? '' : '.' + frac)).to.equal(out.value);
        // groups: the last has grouping_size digits, the inner ones the secondary size, the first at most that
        const groups = int.split(opts.group_separator);
        const secondary = opts.secondary_grouping_size || opts.grouping_size;
        if (groups.length > 1) {
          expect(groups[groups.length - 1]!.length).to.equal(opts.grouping_size);
          groups.slice(1, -1).forEach((g) => expect(g.length).to.equal(secondary));
          expect(groups[0]!.length).to.be.within(1, secondary);
        }
        expect(int.split(opts.group_separator).join('').length).to.be.at.least(opts.min_integer_digits);
      }),
      { numRuns: 200 },
    );
  });

  it('the value is decimal-round at max_fraction_digits with trailing zeros dropped down to min_fraction_digits', async () => {
    await fc.assert(
      fc.asyncProperty(valueArb, optsArb, async (value, opts) => {
        const out = (await runTool('decimal-format', { value, ...opts })) as Out;
        const r = (await runTool('decimal-round', { value, scale: opts.max_fraction_digits, rounding: opts.rounding })) as { value: string };
        let expected = r.value;
        let scale = opts.max_fraction_digits;
        while (scale > opts.min_fraction_digits && expected.endsWith('0')) {
          expected = expected.slice(0, -1);
          scale--;
        }
        if (expected.endsWith('.')) expected = expected.slice(0, -1);
        if (/^-0(\.0*)?$/.test(expected)) expected = expected.slice(1);
        expect(out.value).to.equal(expected);
        expect(out.scale).to.equal(scale);
      }),
      { numRuns: 200 },
    );
  });
});
