// Properties text-tabs-expand promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { segmentationText } from '../../differential/support/text-segmentation-arbitraries.js';

type Expanded = { text: string; tabs: number };
const withTabs = fc.array(fc.oneof(segmentationText(4), fc.constant('\t'), fc.constant(' ')), { maxLength: 20 }).map((p) => p.join(''));

describe('text-tabs-expand properties', () => {
  it('every tab ends at a tab stop: the display width before each expanded tab\'s end is a multiple of the tab size', async () => {
    await fc.assert(
      fc.asyncProperty(withTabs, fc.integer({ min: 1, max: 9 }), async (text, tabSize) => {
        fc.pre(!text.includes('\u2063'));
        // The check measures the expanded prefix, where a mark or spacing mark after a tab would join
        // the tab's last space into one cluster; the tool measures the clusters of its input.
        const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
        fc.pre(text.split('\t').slice(1).every((rest) => rest === '' || Array.from(segmenter.segment(` ${rest}`))[0]!.segment === ' '));
        const out = (await runTool('text-tabs-expand', { text, tab_size: tabSize })) as Expanded;
        expect(out.text).to.not.include('\t');
        expect(out.tabs).to.equal(text.split('\t').length - 1);
        // A marker after each tab (U+2063 INVISIBLE SEPARATOR: a cluster of its own, 0 columns) shows
        // where each tab's spaces end.
        const marked = (await runTool('text-tabs-expand', { text: text.replace(/\t/g, '\t\u2063'), tab_size: tabSize })) as Expanded;
        for (const line of marked.text.split(/\r\n|\r|\n/)) {
          const pieces = line.split('\u2063');
          let prefix = '';
          for (const piece of pieces.slice(0, -1)) {
            prefix += piece;
            const w = (await runTool('text-display-width', { text: prefix })) as { width: number };
            expect(w.width % tabSize, JSON.stringify({ text, prefix })).to.equal(0);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
  it('removing the spaces the tabs became gives the text without its tabs', async () => {
    await fc.assert(
      fc.asyncProperty(withTabs.map((t) => t.replace(/ /g, '')), fc.integer({ min: 1, max: 9 }), async (text, tabSize) => {
        const out = (await runTool('text-tabs-expand', { text, tab_size: tabSize })) as Expanded;
        expect(out.text.replace(/ /g, '')).to.equal(text.replace(/\t/g, ''));
      }),
      { numRuns: 200 },
    );
  });
  it('leading_only leaves every tab after the indentation', async () => {
    await fc.assert(
      fc.asyncProperty(withTabs, async (text) => {
        const out = (await runTool('text-tabs-expand', { text, tab_size: 4, leading_only: true })) as Expanded;
        const tail = (s: string) => s.split(/\r\n|\r|\n/).map((l) => l.replace(/^[ \t]*/, ''));
        expect(tail(out.text)).to.deep.equal(tail(text));
      }),
      { numRuns: 200 },
    );
  });
});
