// Properties text-lines-split promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { linesTextArb } from './text-lines-arbitraries.js';

type Split = {
  lines: { number: number; text: string; terminator: 'lf' | 'crlf' | 'cr' | 'none' }[];
  line_count: number;
  endings: { lf: number; crlf: number; cr: number };
  mixed_endings: boolean;
  final_terminator: boolean;
};
const TEXT = { lf: '\n', crlf: '\r\n', cr: '\r', none: '' } as const;

describe('text-lines-split properties', () => {
  it('joining each line with its terminator gives the text back; only the last line may lack one', async () => {
    await fc.assert(
      fc.asyncProperty(linesTextArb(), async (text) => {
        const r = (await runTool('text-lines-split', { text })) as Split;
        expect(r.lines.map((l) => l.text + TEXT[l.terminator]).join('')).to.equal(text);
        expect(r.lines.map((l) => l.number)).to.deep.equal(r.lines.map((_, i) => i + 1));
        r.lines.slice(0, -1).forEach((l) => expect(l.terminator).to.not.equal('none'));
        for (const l of r.lines) expect(l.text).to.not.match(/[\r\n]/);
        expect(r.line_count).to.equal(r.lines.length);
        expect(r.final_terminator).to.equal(/[\r\n]$/.test(text));
      }),
      { numRuns: 300 },
    );
  });
  it('the counts agree with the list, and include_lines false changes nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(linesTextArb(), async (text) => {
        const r = (await runTool('text-lines-split', { text })) as Split;
        const counted = { lf: 0, crlf: 0, cr: 0 };
        for (const l of r.lines) if (l.terminator !== 'none') counted[l.terminator]++;
        expect(r.endings).to.deep.equal(counted);
        expect(r.mixed_endings).to.equal(Object.values(counted).filter((n) => n > 0).length >= 2);
        const bare = (await runTool('text-lines-split', { text, include_lines: false })) as Split;
        expect(bare).to.deep.equal({ ...r, lines: [] });
      }),
      { numRuns: 200 },
    );
  });
});
