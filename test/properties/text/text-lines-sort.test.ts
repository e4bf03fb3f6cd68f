// Properties text-lines-sort promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { splitLines } from '../../../impl/text/lib/lines.js';
import { runTool } from '../../support/direct.js';
import { repeatingLinesTextArb } from './text-lines-arbitraries.js';

type Sorted = { lines: { text: string; line: number }[]; text: string; line_count: number };
const optionsArb = fc.record({ order: fc.constantFrom('code_point', 'natural'), case_fold: fc.boolean(), direction: fc.constantFrom('ascending', 'descending') });

describe('text-lines-sort properties', () => {
  it('returns a permutation of the input lines, and text holds them in that order', async () => {
    await fc.assert(
      fc.asyncProperty(repeatingLinesTextArb(12), optionsArb, async (text, options) => {
        const r = (await runTool('text-lines-sort', { text, ...options })) as Sorted;
        const all = splitLines(text);
        expect(r.line_count).to.equal(all.length);
        expect(r.lines.map((l) => l.line).sort((a, b) => a - b)).to.deep.equal(all.map((_, i) => i + 1));
        for (const l of r.lines) expect(l.text).to.equal(all[l.line - 1]!.text);
        expect(splitLines(r.text).map((l) => l.text)).to.deep.equal(r.lines.map((l) => l.text));
      }),
      { numRuns: 300 },
    );
  });
  it('is stable: sorting the result again changes nothing, and equal lines keep their input order', async () => {
    await fc.assert(
      fc.asyncProperty(repeatingLinesTextArb(12), optionsArb, async (text, options) => {
        const once = (await runTool('text-lines-sort', { text, ...options })) as Sorted;
        const twice = (await runTool('text-lines-sort', { text: once.text, ...options })) as Sorted;
        expect(twice.lines.map((l) => l.line)).to.deep.equal(once.lines.map((_, i) => i + 1));
        once.lines.forEach((l, i) => {
          const next = once.lines[i + 1];
          if (next && next.text === l.text) expect(next.line).to.be.greaterThan(l.line);
        });
      }),
      { numRuns: 200 },
    );
  });
  it('descending is ascending reversed, except that equal keys keep their input order', async () => {
    await fc.assert(
      fc.asyncProperty(repeatingLinesTextArb(12), fc.constantFrom('code_point', 'natural'), async (text, order) => {
        const up = (await runTool('text-lines-sort', { text, order })) as Sorted;
        const down = (await runTool('text-lines-sort', { text, order, direction: 'descending' })) as Sorted;
        // Group ascending output into runs of equal text; descending lists the runs reversed, each run as it was.
        const runs: number[][] = [];
        up.lines.forEach((l, i) => (i > 0 && up.lines[i - 1]!.text === l.text ? runs[runs.length - 1]!.push(l.line) : runs.push([l.line])));
        expect(down.lines.map((l) => l.line)).to.deep.equal(runs.reverse().flat());
      }),
      { numRuns: 200 },
    );
  });
});
