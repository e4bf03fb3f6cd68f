// Properties text-count promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { segmentationText } from '../../differential/support/text-segmentation-arbitraries.js';

type Counts = { bytes: number; utf16_units: number; code_points: number; graphemes: number; words: number; lines: number };
const count = async (text: string) => (await runTool('text-count', { text })) as Counts;

describe('text-count properties', () => {
  it('units order: graphemes <= code points <= UTF-16 units <= bytes, and words <= code points', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), async (text) => {
        const c = await count(text);
        expect(c.graphemes).to.be.at.most(c.code_points);
        expect(c.code_points).to.be.at.most(c.utf16_units);
        expect(c.utf16_units).to.be.at.most(c.bytes);
        // Not words <= graphemes: a word boundary may fall inside a cluster (UAX #29 section 6.2),
        // as in "a" + THAI SARA AM, one cluster (GB9a) and two words.
        expect(c.words).to.be.at.most(c.code_points);
        expect(c.bytes).to.equal(Buffer.byteLength(text, 'utf8'));
      }),
      { numRuns: 300 },
    );
  });
  it('code points, bytes, UTF-16 units and lines add up over a concatenation at a line break', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), segmentationText(), async (a, b) => {
        const left = `${a}\n`;
        const [x, y, both] = [await count(left), await count(b), await count(left + b)];
        for (const k of ['bytes', 'utf16_units', 'code_points', 'lines'] as const) expect(both[k]).to.equal(x[k] + y[k]);
      }),
      { numRuns: 200 },
    );
  });
  it('words separated by spaces: n words of ASCII letters count n', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { maxLength: 20 }), fc.constantFrom(' ', '  ', '\n', ' - ', ', '), async (ws, sep) => {
        expect((await count(ws.join(sep))).words).to.equal(ws.length);
      }),
      { numRuns: 200 },
    );
  });
});
