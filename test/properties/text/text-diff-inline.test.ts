// Properties text-diff-inline promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { segmentationText } from '../../differential/support/text-segmentation-arbitraries.js';

type Segment = { op: 'equal' | 'delete' | 'insert'; text: string; old_offset: number; new_offset: number };
type Diff = { segments: Segment[]; equal_tokens: number; deleted_tokens: number; inserted_tokens: number; distance: number };
const wordsText = fc.array(fc.oneof(fc.constantFrom('a', 'b', 'the', 'cat', ' ', '  ', '.', ',', "don't", '3.14', '\n'), segmentationText(2)), { maxLength: 15 }).map((p) => p.join(''));
const cp = (s: string) => Array.from(s).length;

describe('text-diff-inline properties', () => {
  it('equal and deleted segments rebuild old, equal and inserted ones rebuild new, and offsets follow', async () => {
    await fc.assert(
      fc.asyncProperty(wordsText, wordsText, fc.constantFrom('words', 'graphemes'), async (oldText, newText, granularity) => {
        const out = (await runTool('text-diff-inline', { old: oldText, new: newText, granularity })) as Diff;
        let o = '';
        let n = '';
        for (const s of out.segments) {
          expect([s.old_offset, s.new_offset]).to.deep.equal([cp(o), cp(n)]);
          if (s.op !== 'insert') o += s.text;
          if (s.op !== 'delete') n += s.text;
        }
        expect(o).to.equal(oldText);
        expect(n).to.equal(newText);
        expect(out.distance).to.equal(out.deleted_tokens + out.inserted_tokens);
        for (let i = 1; i < out.segments.length; i++) expect(out.segments[i]!.op).to.not.equal(out.segments[i - 1]!.op);
      }),
      { numRuns: 300 },
    );
  });
  it('identical texts have distance 0, and the distance is symmetric', async () => {
    await fc.assert(
      fc.asyncProperty(wordsText, wordsText, async (a, b) => {
        expect(((await runTool('text-diff-inline', { old: a, new: a })) as Diff).distance).to.equal(0);
        const ab = (await runTool('text-diff-inline', { old: a, new: b })) as Diff;
        const ba = (await runTool('text-diff-inline', { old: b, new: a })) as Diff;
        expect(ab.distance).to.equal(ba.distance);
        expect(ab.deleted_tokens).to.equal(ba.inserted_tokens);
      }),
      { numRuns: 200 },
    );
  });
});
