// Properties text-patch-parse promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';

type Line = { op: string; text: string; newline: boolean };
type Hunk = { old_start: number; old_length: number; new_start: number; new_length: number; lines: Line[] };
type Parsed = { files: { deleted: number; inserted: number; hunks: Hunk[] }[] };

const textArb = fc
  .tuple(fc.array(fc.constantFrom('a\n', 'b\n', 'c\n', '\n', 'a\r\n', ' d\n', '-e\n', '+f\n', '\\g\n', '@@ x\n'), { maxLength: 14 }), fc.constantFrom('', '', 'a', 'z'))
  .map(([lines, tail]) => lines.join('') + tail);
const rawLines = (t: string) => t.match(/[^\n]*\n|[^\n]+$/g) ?? [];
const raw = (l: Line) => l.text + (l.newline ? '\n' : '');

describe('text-patch-parse properties', () => {
  it('reads back every diff text-diff-unified writes: ranges, counts and lines agree with both texts', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 0, max: 3 }), async (oldText, newText, context) => {
        const { diff, deleted, inserted } = (await runTool('text-diff-unified', { old_text: oldText, new_text: newText, context })) as { diff: string; deleted: number; inserted: number };
        const parsed = (await runTool('text-patch-parse', { patch: diff })) as Parsed;
        if (diff === '') return void expect(parsed.files).to.deep.equal([]);
        expect(parsed.files).to.have.length(1);
        const f = parsed.files[0]!;
        expect([f.deleted, f.inserted]).to.deep.equal([deleted, inserted]);
        const a = rawLines(oldText);
        const b = rawLines(newText);
        for (const h of f.hunks) {
          const oldSide = h.lines.filter((l) => l.op !== 'insert').map(raw);
          const newSide = h.lines.filter((l) => l.op !== 'delete').map(raw);
          expect([oldSide.length, newSide.length]).to.deep.equal([h.old_length, h.new_length]);
          const o = h.old_length === 0 ? h.old_start : h.old_start - 1;
          const n = h.new_length === 0 ? h.new_start : h.new_start - 1;
          expect(oldSide).to.deep.equal(a.slice(o, o + h.old_length));
          expect(newSide).to.deep.equal(b.slice(n, n + h.new_length));
        }
      }),
      { numRuns: 250 },
    );
  });

  it('a hunk with one line dropped or added is a syntax error, never a silently different patch', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.nat(), fc.boolean(), async (oldText, newText, pick, drop) => {
        const { diff } = (await runTool('text-diff-unified', { old_text: oldText, new_text: newText })) as { diff: string };
        if (diff === '') return;
        const lines = diff.split('\n');
        lines.pop();
        const body = lines.map((l, i) => ({ l, i })).filter(({ l, i }) => i >= 2 && /^[ +-]/.test(l));
        const at = body[pick % body.length]!.i;
        if (drop) lines.splice(at, 1);
        else lines.splice(at, 0, lines[at]!);
        try {
          await runTool('text-patch-parse', { patch: lines.join('\n') + '\n' });
          expect.fail('parsed a hunk whose counts do not match');
        } catch (e) {
          expect(e).to.be.instanceOf(ToolError);
          expect((e as ToolError).code).to.equal('syntax_error');
        }
      }),
      { numRuns: 200 },
    );
  });
});
