// Properties text-line-endings-convert promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { splitLines } from '../../../impl/text/lib/lines.js';
import { runTool } from '../../support/direct.js';
import { linesTextArb } from './text-lines-arbitraries.js';

type Converted = { text: string; changed: boolean; line_count: number; converted: number };
const ENDING = { lf: '\n', crlf: '\r\n', cr: '\r' } as const;
const targetArb = fc.constantFrom('lf', 'crlf', 'cr') as fc.Arbitrary<keyof typeof ENDING>;
const modeArb = fc.constantFrom('keep', 'add', 'remove');

describe('text-line-endings-convert properties', () => {
  it('keeps every line\'s content, writes only the target ending, and line_count counts the output', async () => {
    await fc.assert(
      fc.asyncProperty(linesTextArb(), targetArb, modeArb, async (text, target, final_newline) => {
        const r = (await runTool('text-line-endings-convert', { text, target, final_newline })) as Converted;
        const before = splitLines(text);
        const after = splitLines(r.text);
        expect(r.line_count).to.equal(after.length);
        for (const l of after.slice(0, -1)) expect(l.terminator).to.equal(ENDING[target]);
        // Contents are the same, except that remove may drop an empty last line.
        const dropped = final_newline === 'remove' && before.length > 0 && before[before.length - 1]!.text === '' && before[before.length - 1]!.terminator !== '';
        const last = after[after.length - 1];
        const endsBefore = before.length > 0 && before[before.length - 1]!.terminator !== '';
        const endsAfter = dropped || final_newline === 'add' || (final_newline === 'keep' && endsBefore);
        if (last) expect(last.terminator).to.equal(endsAfter ? ENDING[target] : '');
        expect(after.map((l) => l.text)).to.deep.equal((dropped ? before.slice(0, -1) : before).map((l) => l.text));
        expect(r.changed).to.equal(r.text !== text);
      }),
      { numRuns: 300 },
    );
  });
  it('converting twice equals converting once to the last target (the ending of the input no longer matters)', async () => {
    await fc.assert(
      fc.asyncProperty(linesTextArb(), targetArb, targetArb, async (text, first, second) => {
        const once = (await runTool('text-line-endings-convert', { text, target: first })) as Converted;
        const twice = (await runTool('text-line-endings-convert', { text: once.text, target: second })) as Converted;
        const direct = (await runTool('text-line-endings-convert', { text, target: second })) as Converted;
        expect(twice.text).to.equal(direct.text);
        expect(twice.converted).to.equal(first === second ? 0 : once.line_count - (text !== '' && !/[\r\n]$/.test(text) ? 1 : 0));
      }),
      { numRuns: 200 },
    );
  });
});
