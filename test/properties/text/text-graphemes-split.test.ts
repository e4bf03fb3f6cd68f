// Properties text-graphemes-split promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { segmentationText } from '../../differential/support/text-segmentation-arbitraries.js';

type Cluster = { text: string; code_point_offset: number; code_point_length: number; byte_offset: number; byte_length: number; utf16_offset: number; utf16_length: number };
type Split = { count: number; clusters: Cluster[]; next_offset: number | null };

describe('text-graphemes-split properties', () => {
  it('clusters concatenate to the text, and offsets and lengths add up in every unit', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), async (text) => {
        const out = (await runTool('text-graphemes-split', { text })) as Split;
        expect(out.clusters.map((c) => c.text).join('')).to.equal(text);
        expect(out.count).to.equal(out.clusters.length);
        let cp = 0;
        let byte = 0;
        let unit = 0;
        for (const c of out.clusters) {
          expect([c.code_point_offset, c.byte_offset, c.utf16_offset]).to.deep.equal([cp, byte, unit]);
          expect(c.code_point_length).to.equal(Array.from(c.text).length);
          expect(c.byte_length).to.equal(Buffer.byteLength(c.text, 'utf8'));
          expect(c.utf16_length).to.equal(c.text.length);
          cp += c.code_point_length;
          byte += c.byte_length;
          unit += c.utf16_length;
        }
      }),
      { numRuns: 300 },
    );
  });
  it('pages of any size, followed by next_offset, list the same clusters as one call', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), fc.integer({ min: 1, max: 5 }), async (text, limit) => {
        const whole = (await runTool('text-graphemes-split', { text })) as Split;
        const paged: Cluster[] = [];
        let offset: number | null = 0;
        while (offset !== null) {
          const page = (await runTool('text-graphemes-split', { text, offset, limit })) as Split;
          expect(page.count).to.equal(whole.count);
          expect(page.clusters.length).to.be.at.most(limit);
          paged.push(...page.clusters);
          offset = page.next_offset;
        }
        expect(paged).to.deep.equal(whole.clusters);
      }),
      { numRuns: 100 },
    );
  });
  it('splitting is stable: each cluster alone is one cluster', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(), async (text) => {
        const out = (await runTool('text-graphemes-split', { text })) as Split;
        for (const c of out.clusters) expect(((await runTool('text-graphemes-split', { text: c.text })) as Split).count).to.equal(1);
      }),
      { numRuns: 100 },
    );
  });
});
