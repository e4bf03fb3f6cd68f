// Properties text-lines-slice promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { splitLines } from '../../../impl/text/lib/lines.js';
import { runTool } from '../../support/direct.js';
import { linesTextArb } from './text-lines-arbitraries.js';

type Slice = { lines: { number: number; text: string }[]; text: string; total_lines: number; first: number | null; last: number | null; clipped: boolean };
const bound = fc.integer({ min: -12, max: 12 }).filter((k) => k !== 0);

describe('text-lines-slice properties', () => {
  it('text is the exact piece of the input the numbered lines span', async () => {
    await fc.assert(
      fc.asyncProperty(linesTextArb(10), bound, bound, async (text, start, end) => {
        const r = (await runTool('text-lines-slice', { text, start, end })) as Slice;
        const all = splitLines(text);
        expect(r.total_lines).to.equal(all.length);
        if (r.first === null) {
          expect(r.lines).to.deep.equal([]);
          expect(r.text).to.equal('');
          return;
        }
        expect(r.lines.map((l) => l.number)).to.deep.equal(Array.from({ length: r.last! - r.first + 1 }, (_, i) => r.first! + i));
        const before = all.slice(0, r.first - 1).map((l) => l.text + l.terminator).join('');
        expect(text.slice(before.length, before.length + r.text.length)).to.equal(r.text);
        expect(splitLines(r.text).map((l) => l.text)).to.deep.equal(r.lines.map((l) => l.text));
      }),
      { numRuns: 300 },
    );
  });
  it('a range and the rest of the text put together give the text back', async () => {
    await fc.assert(
      fc.asyncProperty(linesTextArb(10), fc.integer({ min: 1, max: 12 }), async (text, k) => {
        const head = (await runTool('text-lines-slice', { text, start: 1, end: k })) as Slice;
        const rest = (await runTool('text-lines-slice', { text, start: k + 1 })) as Slice;
        expect(head.text + rest.text).to.equal(text);
        expect(head.clipped).to.equal(k > head.total_lines);
      }),
      { numRuns: 200 },
    );
  });
});
