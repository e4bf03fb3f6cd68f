// Properties text-lines-filter promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Filtered = { text: string; lines: { number: number; text: string }[]; matched: number; total: number };
const textArb = fc.string({ unit: fc.constantFrom('a', 'b', 'ab', '\n', '\r\n', '\r', 'é', '😀', ' ', '#'), maxLength: 40 });
const patternArb = fc.constantFrom('a', '^a', 'b$', '^$', '#', 'é|😀', '\\s', '');

describe('text-lines-filter properties', () => {
  it('keep and drop partition the lines: numbers interleave to 1..total, texts join back to the input', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, patternArb, async (text, pattern) => {
        const kept = (await runTool('text-lines-filter', { text, pattern, mode: 'regex' })) as Filtered;
        const dropped = (await runTool('text-lines-filter', { text, pattern, mode: 'regex', action: 'drop' })) as Filtered;
        expect(kept.total).to.equal(dropped.total);
        expect(kept.matched).to.equal(dropped.matched);
        expect(kept.lines.length).to.equal(kept.matched);
        expect(dropped.lines.length).to.equal(kept.total - kept.matched);
        const all = [...kept.lines, ...dropped.lines].sort((x, y) => x.number - y.number);
        expect(all.map((l) => l.number)).to.deep.equal(Array.from({ length: kept.total }, (_, i) => i + 1));
        const everything = (await runTool('text-lines-filter', { text, pattern: '', mode: 'literal' })) as Filtered;
        expect(everything.text).to.equal(text);
      }),
      { numRuns: 200 },
    );
  });
  it('each line is tested alone, as JavaScript RegExp tests it (for patterns both read alike)', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, patternArb, async (text, pattern) => {
        const out = (await runTool('text-lines-filter', { text, pattern, mode: 'regex' })) as Filtered;
        const lines = text === '' ? [] : text.replace(/(\r\n|\r|\n)$/, '').split(/\r\n|\r|\n/);
        const re = new RegExp(pattern, 'u');
        expect(out.lines).to.deep.equal(lines.map((l, i) => ({ number: i + 1, text: l })).filter((l) => re.test(l.text)));
      }),
      { numRuns: 200 },
    );
  });
});
