// Properties text-case-style-convert promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Converted = { result: string; words: string[] };
const convert = async (input: Record<string, unknown>): Promise<Converted> => (await runTool('text-case-style-convert', input)) as Converted;
const STYLES = ['camel', 'pascal', 'snake', 'kebab', 'constant', 'dot', 'train', 'words'] as const;

// Two or more letters, then digits: a digit followed by a letter would split again once uppercased
// ("A0A" -> A0, A), and one-letter words merge once capitalized ("AA").
const wordArb = fc.stringMatching(/^[a-z]{2,5}[0-9]{0,2}$/);
const identifierArb = fc.array(wordArb, { minLength: 1, maxLength: 5 });

describe('text-case-style-convert properties', () => {
  it('lowercase ASCII words survive a round trip through every style', async () => {
    await fc.assert(
      fc.asyncProperty(identifierArb, fc.constantFrom(...STYLES), fc.constantFrom(...STYLES), async (words, via, back) => {
        const first = await convert({ text: words.join(' '), style: via });
        const second = await convert({ text: first.result, style: 'words' });
        expect(second.result).to.equal(words.join(' '));
        expect((await convert({ text: first.result, style: back })).words.map((w) => w.toLowerCase())).to.deep.equal(words);
      }),
      { numRuns: 300 },
    );
  });
  it('the words appear in the text in order, and the lowercase styles are idempotent', async () => {
    // Cased letters that round-trip through lower and upper (an uppercase letter without a lowercase
    // mapping, such as U+1D400, would split differently once the word is lowercased).
    const textArb = fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'D', '1', '_', '-', ' ', '.', 'É', 'é', 'ß', 'Σ', 'ω', '東', 'ひ', '\u0301', '!', '😀'), maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom(...STYLES), async (text, style) => {
        const r = await convert({ text, style });
        let at = 0;
        for (const w of r.words) {
          const found = text.indexOf(w, at);
          expect(found, `${w} in ${JSON.stringify(text)}`).to.be.at.least(0);
          at = found + w.length;
        }
        if (['snake', 'kebab', 'dot', 'words'].includes(style)) expect((await convert({ text: r.result, style })).result).to.equal(r.result);
      }),
      { numRuns: 300 },
    );
  });
});
