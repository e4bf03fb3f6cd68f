// Properties text-dedent promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { splitLines } from '../../../impl/text/lib/lines.js';
import { runTool } from '../../support/direct.js';
import { terminatorArb } from './text-lines-arbitraries.js';

type Dedent = { text: string; margin: string; changed: boolean; line_count: number };
const indentArb = fc.array(fc.constantFrom(' ', '\t'), { maxLength: 5 }).map((a) => a.join(''));
const bodyArb = fc.array(fc.constantFrom('a', 'b', ' ', '\t', '\u00a0', '😀', '\u3000'), { maxLength: 4 }).map((a) => a.join(''));
const indentedTextArb = fc
  .tuple(fc.array(fc.tuple(indentArb, bodyArb, terminatorArb), { maxLength: 8 }), indentArb)
  .map(([ls, shared]) => ls.map(([ind, body, t]) => (body.trim() === '' && body === '' ? ind : shared + ind + body) + t).join(''));
const isBlank = (s: string) => /^[ \t]*$/.test(s);

describe('text-dedent properties', () => {
  it('every non-blank line loses exactly the margin, which all of them start with and not all can extend', async () => {
    await fc.assert(
      fc.asyncProperty(indentedTextArb, fc.constantFrom('clear', 'keep'), async (text, blank_lines) => {
        const r = (await runTool('text-dedent', { text, blank_lines })) as Dedent;
        const before = splitLines(text);
        const after = splitLines(r.text);
        expect(after.length).to.equal(before.length);
        expect(r.line_count).to.equal(before.length);
        before.forEach((l, i) => {
          expect(after[i]!.terminator).to.equal(l.terminator);
          // A blank line ending in LF after a bare CR keeps its blanks (rule 4), or CR and LF would fuse.
          const fuses = l.terminator === '\n' && i > 0 && before[i - 1]!.terminator === '\r';
          if (isBlank(l.text)) return void expect(after[i]!.text).to.equal(blank_lines === 'clear' && !fuses ? '' : l.text);
          expect(l.text.startsWith(r.margin)).to.equal(true);
          expect(after[i]!.text).to.equal(l.text.slice(r.margin.length));
        });
        const body = before.filter((l) => !isBlank(l.text));
        if (body.length > 0) {
          // The margin is maximal: one more character of any line's indentation is not shared by all.
          const next = body[0]!.text.slice(0, r.margin.length + 1);
          const extendable = /^[ \t]+$/.test(next) && next.length > r.margin.length && body.every((l) => l.text.startsWith(next) && /^[ \t]/.test(l.text.slice(r.margin.length)));
          expect(extendable).to.equal(false);
        } else expect(r.margin).to.equal('');
      }),
      { numRuns: 300 },
    );
  });
  it('is idempotent: a dedented text has no margin left', async () => {
    await fc.assert(
      fc.asyncProperty(indentedTextArb, async (text) => {
        const once = (await runTool('text-dedent', { text })) as Dedent;
        const twice = (await runTool('text-dedent', { text: once.text })) as Dedent;
        expect(twice.margin).to.equal('');
        expect(twice.text).to.equal(once.text);
      }),
      { numRuns: 200 },
    );
  });
});
