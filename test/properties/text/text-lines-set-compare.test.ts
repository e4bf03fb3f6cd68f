// Properties text-lines-set-compare promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { splitLines } from '../../../impl/text/lib/lines.js';
import { runTool } from '../../support/direct.js';
import { repeatingLinesTextArb } from './text-lines-arbitraries.js';

type Entry = { text: string; line: number };
type Compared = { only_in_first: Entry[]; only_in_second: Entry[]; common: { text: string; first_line: number; second_line: number }[]; counts: Record<string, number>; same_lines: boolean };
const optionsArb = fc.record({ multiplicity: fc.boolean(), order: fc.constantFrom('input', 'code_point'), trim: fc.boolean(), case_fold: fc.boolean() });

describe('text-lines-set-compare properties', () => {
  it('with multiplicity, every line of each text is listed exactly once (common lines once per side)', async () => {
    await fc.assert(
      fc.asyncProperty(repeatingLinesTextArb(), repeatingLinesTextArb(), optionsArb, async (first, second, options) => {
        const r = (await runTool('text-lines-set-compare', { first, second, ...options, multiplicity: true })) as Compared;
        const firstLines = [...r.only_in_first.map((e) => e.line), ...r.common.map((e) => e.first_line)].sort((a, b) => a - b);
        const secondLines = [...r.only_in_second.map((e) => e.line), ...r.common.map((e) => e.second_line)].sort((a, b) => a - b);
        expect(firstLines).to.deep.equal(splitLines(first).map((_, i) => i + 1));
        expect(secondLines).to.deep.equal(splitLines(second).map((_, i) => i + 1));
        for (const e of r.only_in_first) expect(e.text).to.equal(splitLines(first)[e.line - 1]!.text);
        for (const e of r.only_in_second) expect(e.text).to.equal(splitLines(second)[e.line - 1]!.text);
      }),
      { numRuns: 250 },
    );
  });
  it('swapping the texts swaps the only-lists; a text compared with itself has only common lines', async () => {
    await fc.assert(
      fc.asyncProperty(repeatingLinesTextArb(), repeatingLinesTextArb(), optionsArb, async (first, second, options) => {
        const ab = (await runTool('text-lines-set-compare', { first, second, ...options })) as Compared;
        const ba = (await runTool('text-lines-set-compare', { first: second, second: first, ...options })) as Compared;
        expect(ba.only_in_first).to.deep.equal(ab.only_in_second);
        expect(ba.only_in_second).to.deep.equal(ab.only_in_first);
        expect(ba.counts.common).to.equal(ab.counts.common);
        expect(ba.same_lines).to.equal(ab.same_lines);
        const self = (await runTool('text-lines-set-compare', { first, second: first, ...options })) as Compared;
        expect(self.same_lines).to.equal(true);
        expect(self.common.every((c) => c.first_line === c.second_line)).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
