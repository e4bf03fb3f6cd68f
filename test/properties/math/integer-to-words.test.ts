import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const words = async (input: Record<string, unknown>) => ((await runTool('integer-to-words', input)) as { words: string }).words;
const value = fc.oneof(fc.bigInt({ min: -2000n, max: 2000n }), fc.bigInt({ min: -(10n ** 36n) + 1n, max: 10n ** 36n - 1n }), fc.bigInt({ min: 0n, max: 35n }).map((k) => 10n ** k));

describe('integer-to-words properties', () => {
  it('distinct integers get distinct words, cardinal and ordinal', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, fc.constantFrom('cardinal', 'ordinal'), async (a, b, style) => {
        fc.pre(a !== b);
        expect(await words({ value: String(a), style })).to.not.equal(await words({ value: String(b), style }));
      }),
      { numRuns: 200 },
    );
  });

  it('negation adds "minus "; commas and British "and" only add separators; ordinals change only the last word', async () => {
    await fc.assert(
      fc.asyncProperty(value.filter((v) => v > 0n), async (n) => {
        const plain = await words({ value: String(n) });
        expect(await words({ value: String(-n) })).to.equal(`minus ${plain}`);
        expect((await words({ value: String(n), group_separator: 'comma' })).replaceAll(',', '')).to.equal(plain);
        expect((await words({ value: String(n), british_and: true, group_separator: 'comma' })).replaceAll(',', '').replaceAll(' and ', ' ')).to.equal(plain);
        const ordinal = await words({ value: String(n), style: 'ordinal' });
        const cut = Math.max(plain.lastIndexOf(' '), plain.lastIndexOf('-')) + 1;
        expect(ordinal.slice(0, cut)).to.equal(plain.slice(0, cut));
        expect(ordinal).to.match(/(st|nd|rd|th)$/);
      }),
      { numRuns: 200 },
    );
  });
});
