// Properties text-replace promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Replaced = { result: string; count: number };
type Found = { count: number; matches: { utf16_offset: number; end_utf16_offset: number }[] };
const textArb = fc.string({ unit: fc.constantFrom('a', 'b', 'ab', '$', '\n', 'é', '😀', ' '), maxLength: 30 });
const patternArb = fc.constantFrom('a', 'a*', 'b|ab', '(a)(b)?', '', '\\s', '(?:😀|é)+', '$');

describe('text-replace properties', () => {
  it('$0 gives the text back, and count equals text-find count', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, patternArb, async (text, pattern) => {
        const out = (await runTool('text-replace', { text, pattern, mode: 'regex', replacement: '$0' })) as Replaced;
        expect(out.result).to.equal(text);
        const found = (await runTool('text-find', { text, pattern, mode: 'regex', max_matches: 10000 })) as Found;
        expect(out.count).to.equal(found.count);
      }),
      { numRuns: 200 },
    );
  });
  it('the result is the text with each text-find match replaced, and limit takes the first ones', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, patternArb, fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }), async (text, pattern, limit) => {
        const out = (await runTool('text-replace', { text, pattern, mode: 'regex', replacement: '<$$>', ...(limit ? { limit } : {}) })) as Replaced;
        const found = (await runTool('text-find', { text, pattern, mode: 'regex', max_matches: 10000 })) as Found;
        const taken = found.matches.slice(0, limit ?? Infinity);
        let expected = '';
        let run = 0;
        for (const m of taken) {
          expected += text.slice(run, m.utf16_offset) + '<$>';
          run = m.end_utf16_offset;
        }
        expect(out.result).to.equal(expected + text.slice(run));
        expect(out.count).to.equal(taken.length);
      }),
      { numRuns: 200 },
    );
  });
  it('literal mode with literal_replacement is split and join', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom('a', 'ab', '$', '😀', 'é '), fc.string({ unit: fc.constantFrom('x', '$', '1', '{', '}'), maxLength: 4 }), async (text, pattern, replacement) => {
        const out = (await runTool('text-replace', { text, pattern, mode: 'literal', replacement, literal_replacement: true })) as Replaced;
        expect(out.result).to.equal(text.split(pattern).join(replacement));
      }),
      { numRuns: 200 },
    );
  });
});
