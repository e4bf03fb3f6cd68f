// Properties text-normalize-unicode promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Normalized = { result: string; changed: boolean };
const normalize = async (text: string, form: string): Promise<Normalized> => (await runTool('text-normalize-unicode', { text, form })) as Normalized;
const FORMS = ['NFC', 'NFD', 'NFKC', 'NFKD'] as const;

// Bases, combining marks of several classes, Hangul jamo and syllables, compatibility characters, anything.
const unit = fc.oneof(
  fc.constantFrom('a', 'e', 'A', 'D', '\u0301', '\u0300', '\u0323', '\u0327', '\u0305', '\u0334', '\u0345', '\u1100', '\u1161', '\u11A8', '\uAC00', 'ﬁ', '①', 'ｆ', '\u2126', '\u0958', '\u1E0A', 'ῼ', '\u0F73', '\u0344'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff).map((cp) => String.fromCodePoint(cp)),
);
const textArb = fc.string({ unit, maxLength: 24 });

describe('text-normalize-unicode properties', () => {
  it('agrees with String.prototype.normalize (ICU, Unicode 17.0) in all four forms', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        for (const form of FORMS) expect((await normalize(text, form)).result, `${form} ${JSON.stringify(text)}`).to.equal(text.normalize(form));
      }),
      { numRuns: 300 },
    );
  });
  it('is idempotent, changed says whether the text was in the form, and NFC(NFD(x)) = NFC(x)', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom(...FORMS), async (text, form) => {
        const once = await normalize(text, form);
        expect(once.changed).to.equal(once.result !== text);
        const twice = await normalize(once.result, form);
        expect(twice).to.deep.equal({ result: once.result, changed: false });
        const nfd = (await normalize(text, 'NFD')).result;
        expect((await normalize(nfd, 'NFC')).result).to.equal((await normalize(text, 'NFC')).result);
      }),
      { numRuns: 200 },
    );
  });
});
