// Properties text-lines-dedupe promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { splitLines } from '../../../impl/text/lib/lines.js';
import { runTool } from '../../support/direct.js';
import { repeatingLinesTextArb } from './text-lines-arbitraries.js';

type Dedupe = { lines: { text: string; line: number; count: number }[]; text: string; line_count: number; kept_count: number; removed_count: number };
const optionsArb = fc.record({ scope: fc.constantFrom('global', 'adjacent'), trim: fc.boolean(), case_fold: fc.boolean() });

describe('text-lines-dedupe properties', () => {
  it('keeps lines in text order, exactly as written, and the counts add up to the line count', async () => {
    await fc.assert(
      fc.asyncProperty(repeatingLinesTextArb(), optionsArb, async (text, options) => {
        const r = (await runTool('text-lines-dedupe', { text, ...options })) as Dedupe;
        const all = splitLines(text);
        expect(r.line_count).to.equal(all.length);
        expect(r.lines.reduce((s, l) => s + l.count, 0)).to.equal(all.length);
        expect(r.kept_count + r.removed_count).to.equal(all.length);
        for (let i = 1; i < r.lines.length; i++) expect(r.lines[i]!.line).to.be.greaterThan(r.lines[i - 1]!.line);
        for (const l of r.lines) expect(l.text).to.equal(all[l.line - 1]!.text);
        expect(r.text).to.equal(r.lines.map((l) => l.text + all[l.line - 1]!.terminator).join(''));
        if (options.scope === 'adjacent' && r.lines.length > 0) {
          // Runs tile the text: each kept line's run ends where the next kept line starts.
          r.lines.forEach((l, i) => expect(l.line + l.count).to.equal(r.lines[i + 1]?.line ?? all.length + 1));
        }
      }),
      { numRuns: 300 },
    );
  });
  it('is idempotent, and global output has no adjacent duplicates left either', async () => {
    await fc.assert(
      fc.asyncProperty(repeatingLinesTextArb(), optionsArb, async (text, options) => {
        const once = (await runTool('text-lines-dedupe', { text, ...options })) as Dedupe;
        const twice = (await runTool('text-lines-dedupe', { text: once.text, ...options })) as Dedupe;
        expect(twice.text).to.equal(once.text);
        expect(twice.removed_count).to.equal(0);
        const adjacent = (await runTool('text-lines-dedupe', { text: once.text, ...options, scope: 'adjacent' })) as Dedupe;
        expect(adjacent.removed_count).to.equal(0);
      }),
      { numRuns: 200 },
    );
  });
});
