// Properties text-wrap promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { segmentationText } from '../../differential/support/text-segmentation-arbitraries.js';

type Wrapped = { text: string; lines: number; widest: number; overflowing: number };
const words = fc.array(fc.oneof(segmentationText(4).map((t) => t.replace(/[\r\n]/g, '')), fc.constantFrom(' ', '  ')), { maxLength: 20 }).map((p) => p.join(''));
const width = async (text: string) => ((await runTool('text-display-width', { text })) as { width: number }).width;

describe('text-wrap properties', () => {
  it('in split mode no line is wider than the width unless it is one grapheme cluster', async () => {
    await fc.assert(
      fc.asyncProperty(words, fc.integer({ min: 1, max: 12 }), async (text, w) => {
        const out = (await runTool('text-wrap', { text, width: w })) as Wrapped;
        const lines = out.lines === 0 ? [] : out.text.split('\n');
        expect(lines.length).to.equal(out.lines);
        for (const line of lines) {
          const lw = await width(line);
          if (lw > w) expect(((await runTool('text-count', { text: line })) as { graphemes: number }).graphemes).to.equal(1);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('wrapping only removes spaces and adds line breaks: the non-space content is kept in order', async () => {
    await fc.assert(
      fc.asyncProperty(words, fc.integer({ min: 1, max: 12 }), fc.constantFrom('split', 'overflow'), async (text, w, longWords) => {
        const out = (await runTool('text-wrap', { text, width: w, long_words: longWords })) as Wrapped;
        expect(out.text.replace(/[ \n]/g, '')).to.equal(text.replace(/ /g, ''));
      }),
      { numRuns: 200 },
    );
  });
  it('a text that fits is unchanged but for spaces at its end', async () => {
    await fc.assert(
      fc.asyncProperty(words, async (text) => {
        const w = Math.max(1, await width(text));
        const out = (await runTool('text-wrap', { text, width: w })) as Wrapped;
        // A space may belong to a cluster that is no space (after a Prepend such as U+0600), so
        // both sides are compared without trailing spaces.
        if (text.trim() !== '') expect(out.text.replace(/ +$/, '')).to.equal(text.replace(/ +$/, ''));
      }),
      { numRuns: 200 },
    );
  });
});
