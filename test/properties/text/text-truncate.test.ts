// Properties text-truncate promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { segmentationText } from '../../differential/support/text-segmentation-arbitraries.js';

type Truncated = { text: string; truncated: boolean; length: number; original_length: number; kept: number };
const clusters = (t: string) => Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(t), (s) => s.segment);
const unitArb = fc.constantFrom('bytes', 'utf16', 'code_points', 'graphemes', 'columns');

describe('text-truncate properties', () => {
  it('the result fits the limit, keeps whole clusters from the chosen end, and one more cluster would not fit', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), fc.integer({ min: 0, max: 40 }), unitArb, fc.constantFrom('…', '', '...'), fc.constantFrom('start', 'end'), async (text, limit, unit, ellipsis, keep) => {
        let out: Truncated;
        try {
          out = (await runTool('text-truncate', { text, limit, unit, ellipsis, keep })) as Truncated;
        } catch {
          return; // the ellipsis alone did not fit (rule 4), checked by the contract cases
        }
        const all = clusters(text);
        if (!out.truncated) {
          expect(out.text).to.equal(text);
          expect(out.length).to.be.at.most(limit);
          return;
        }
        expect(out.length).to.be.at.most(limit);
        expect(out.original_length).to.be.greaterThan(limit);
        const keptPart = keep === 'start' ? all.slice(0, out.kept) : all.slice(all.length - out.kept);
        expect(out.text).to.equal(keep === 'start' ? keptPart.join('') + ellipsis : ellipsis + keptPart.join(''));
        // One more cluster from the same end would pass the limit.
        const next = keep === 'start' ? all[out.kept] : all[all.length - out.kept - 1];
        expect(next).to.not.equal(undefined);
        const longer = keep === 'start' ? [...keptPart, next!].join('') : [next!, ...keptPart].join('');
        const grown = (await runTool('text-truncate', { text: longer, limit: 1048576, unit })) as Truncated;
        const ell = (await runTool('text-truncate', { text: ellipsis, limit: 1048576, unit })) as Truncated;
        expect(grown.length + ell.length).to.be.greaterThan(limit);
      }),
      { numRuns: 300 },
    );
  });
  it('a limit at or above the text length returns the text unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), unitArb, async (text, unit) => {
        const measured = (await runTool('text-truncate', { text, limit: 1048576, unit })) as Truncated;
        const out = (await runTool('text-truncate', { text, limit: measured.original_length, unit })) as Truncated;
        expect(out.text).to.equal(text);
        expect(out.truncated).to.equal(false);
      }),
      { numRuns: 200 },
    );
  });
});
