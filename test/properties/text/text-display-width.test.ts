// Properties text-display-width promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { segmentationText } from '../../differential/support/text-segmentation-arbitraries.js';

type Width = { width: number; total_width: number; lines: number; line_widths?: number[] };
const measure = async (text: string, extra: Record<string, unknown> = {}) => (await runTool('text-display-width', { text, ...extra })) as Width;

describe('text-display-width properties', () => {
  it('width is the largest line width, total their sum, and per-line widths measure each line alone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segmentationText(10).map((t) => t.replace(/[\r\n]/g, '')), { maxLength: 5 }), async (lines) => {
        const text = lines.map((l) => `${l}\n`).join('');
        const out = await measure(text, { per_line: true });
        const alone = await Promise.all(lines.map(async (l) => (await measure(l)).width));
        const expected = alone;
        expect(out.line_widths).to.deep.equal(expected);
        expect(out.width).to.equal(Math.max(0, ...expected));
        expect(out.total_width).to.equal(expected.reduce((a, b) => a + b, 0));
      }),
      { numRuns: 200 },
    );
  });
  it('ambiguous width 2 never gives less than 1, and at most twice', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), async (text) => {
        const narrow = await measure(text);
        const wide = await measure(text, { ambiguous_width: 2 });
        expect(wide.total_width).to.be.at.least(narrow.total_width);
        expect(wide.total_width).to.be.at.most(2 * narrow.total_width);
      }),
      { numRuns: 200 },
    );
  });
  it('printable ASCII text is as wide as it is long', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }), async (text) => {
        expect((await measure(text)).total_width).to.equal(text.length);
      }),
      { numRuns: 200 },
    );
  });
  it('reject refuses exactly the texts that hold a control other than CR and LF', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), async (text) => {
        const hasControl = /[\p{Cc}]/u.test(text.replace(/[\r\n]/g, ''));
        let refused = false;
        try {
          await measure(text, { control_characters: 'reject' });
        } catch {
          refused = true;
        }
        expect(refused).to.equal(hasControl);
      }),
      { numRuns: 200 },
    );
  });
});
