// Properties text-case-convert promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Converted = { result: string; changed: boolean };
const convert = async (input: Record<string, unknown>): Promise<Converted> => (await runTool('text-case-convert', input)) as Converted;

// Letters with special mappings, Greek sigma contexts, Turkish and Lithuanian i's, marks, and anything else.
const unit = fc.oneof(
  fc.constantFrom('ß', 'ẞ', 'Σ', 'σ', 'ς', 'I', 'İ', 'ı', 'i', 'J', 'Į', '\u0307', '\u0300', '\u0323', "'", 'ǅ', 'ǆ', 'ﬁ', 'ŉ', ' ', '-', 'a', 'A', '3', 'ʰ'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const textArb = fc.string({ unit, maxLength: 30 });
const language = fc.constantFrom('und', 'tr', 'az', 'lt');

describe('text-case-convert properties', () => {
  it('upper and lower without a language agree with the runtime (ICU, Unicode 17.0) away from Final_Sigma edge contexts', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        expect((await convert({ text, mode: 'upper' })).result).to.equal(text.toUpperCase());
        if (!/ʰ|\u0345/u.test(text)) expect((await convert({ text, mode: 'lower' })).result).to.equal(text.toLowerCase());
      }),
      { numRuns: 300 },
    );
  });
  it('casefold is idempotent and equal for texts that differ only in case', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, language, async (text, lang) => {
        const turkic = lang === 'tr' || lang === 'az' ? lang : 'und';
        const once = (await convert({ text, mode: 'casefold', language: turkic })).result;
        expect((await convert({ text: once, mode: 'casefold', language: turkic })).result).to.equal(once);
        const upper = (await convert({ text, mode: 'upper' })).result;
        const lower = (await convert({ text, mode: 'lower' })).result;
        const fu = (await convert({ text: upper, mode: 'casefold' })).result;
        const fl = (await convert({ text: lower, mode: 'casefold' })).result;
        // Folding erases case differences; the two may differ only where upper/lower are not inverses (ı, ſ, final ς: all fold alike).
        expect((await convert({ text: fu, mode: 'casefold' })).result).to.equal(fu);
        expect(fl.length).to.be.greaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });
  it('changed is exactly result !== text, and upper of upper is upper in every language', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, language, fc.constantFrom('upper', 'lower', 'title', 'casefold'), async (text, lang, mode) => {
        const r = await convert({ text, mode, language: lang });
        expect(r.changed).to.equal(r.result !== text);
        if (mode === 'upper') expect((await convert({ text: r.result, mode: 'upper', language: lang })).result).to.equal(r.result);
      }),
      { numRuns: 300 },
    );
  });
  it('title leaves everything outside words alone and keeps the text when rest is keep and words already start upper', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('Ab', 'Cd', 'X', '9z'), { maxLength: 6 }), async (words) => {
        const text = words.join(' - ');
        expect((await convert({ text, mode: 'title', rest: 'keep' })).result).to.equal(text);
      }),
      { numRuns: 100 },
    );
  });
});
