import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { decimalText, exactOf } from './decimal-arbitraries.js';

type Parsed = { decimal: string; scale: number; unscaled: string; precision: number; normalized: string };
const parse = async (input: object) => (await runTool('decimal-parse', input)) as Parsed;

/** Inserts a separator every three digits from the right of an integer's digits. */
const group = (digits: string, sep: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

describe('decimal-parse properties', () => {
  it('the canonical text parses to itself, and unscaled / 10^scale is its value', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, async (text) => {
        const p = await parse({ text });
        expect(await parse({ text: p.decimal })).to.deep.equal(p);
        const [u, s] = exactOf(p.decimal);
        expect(s).to.equal(p.scale);
        expect(String(u)).to.equal(p.unscaled);
        expect(p.precision).to.equal(p.unscaled.replace('-', '').length);
        expect(exactOf(p.normalized)[0] * 10n ** BigInt(p.scale - exactOf(p.normalized)[1])).to.equal(u);
      }),
      { numRuns: 200 },
    );
  });

  it('grouping with a declared separator and swapping the decimal separator do not change the value', async () => {
    const plain = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 8 }));
    await fc.assert(
      fc.asyncProperty(plain, fc.constantFrom(',', "'", ' ', '\u202f', '_'), async ([neg, int, frac], sep) => {
        const sign = neg ? '-' : '';
        const base = await parse({ text: `${sign}${int}${frac ? '.' + frac : ''}` });
        expect(await parse({ text: `${sign}${group(String(int), sep)}${frac ? '.' + frac : ''}`, group_separator: sep })).to.deep.equal(base);
        if (sep !== ',') expect(await parse({ text: `${sign}${group(String(int), sep)}${frac ? ',' + frac : ''}`, decimal_separator: ',', group_separator: sep })).to.deep.equal(base);
      }),
      { numRuns: 150 },
    );
  });

  it('a plus sign and leading zeros change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText.filter((t) => !t.startsWith('-')), fc.integer({ min: 0, max: 5 }), async (text, zeros) => {
        expect(await parse({ text: '+' + '0'.repeat(zeros) + text })).to.deep.equal(await parse({ text }));
      }),
      { numRuns: 150 },
    );
  });
});
