// Properties text-diff-unified promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Diff = { diff: string; identical: boolean; hunks: number; deleted: number; inserted: number };

/** Texts of few distinct lines (so changes are near each other), CRLF and a missing final LF among them. */
const diffText = fc
  .tuple(fc.array(fc.constantFrom('a\n', 'b\n', 'c\n', '\n', 'a\r\n', 'd\n'), { maxLength: 14 }), fc.constantFrom('', '', 'a', 'z'))
  .map(([lines, tail]) => lines.join('') + tail);

const rawLines = (t: string) => t.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** Reads the diff back as a reference would: the old and new texts of every hunk against old_text. */
function rebuild(oldText: string, diff: string): { old: string; new: string; minus: number; plus: number; hunks: number } {
  const old = rawLines(oldText);
  const lines = diff.split('\n');
  lines.pop();
  expect(lines[0]).to.equal('--- a');
  expect(lines[1]).to.equal('+++ b');
  let at = 0;
  let rebuiltOld = '';
  let rebuiltNew = '';
  let minus = 0;
  let plus = 0;
  let hunks = 0;
  for (let k = 2; k < lines.length; ) {
    const m = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$/.exec(lines[k]!);
    expect(m, lines[k]).to.not.equal(null);
    hunks++;
    const oldLen = m![2] === undefined ? 1 : Number(m![2]);
    const oldStart = oldLen === 0 ? Number(m![1]) : Number(m![1]) - 1;
    while (at < oldStart) {
      rebuiltOld += old[at];
      rebuiltNew += old[at++];
    }
    k++;
    while (k < lines.length && !lines[k]!.startsWith('@@')) {
      const l = lines[k]!;
      const noNl = lines[k + 1] === '\\ No newline at end of file';
      const text = l.slice(1) + (noNl ? '' : '\n');
      if (l[0] !== '+') {
        expect(old[at]).to.equal(text);
        at++;
        rebuiltOld += text;
      }
      if (l[0] !== '-') rebuiltNew += text;
      if (l[0] === '-') minus++;
      if (l[0] === '+') plus++;
      k += noNl ? 2 : 1;
    }
  }
  while (at < old.length) {
    rebuiltOld += old[at];
    rebuiltNew += old[at++];
  }
  return { old: rebuiltOld, new: rebuiltNew, minus, plus, hunks };
}

describe('text-diff-unified properties', () => {
  it('the diff read back against old_text gives new_text, with the stated counts', async () => {
    await fc.assert(
      fc.asyncProperty(diffText, diffText, fc.integer({ min: 0, max: 4 }), async (oldText, newText, context) => {
        const out = (await runTool('text-diff-unified', { old_text: oldText, new_text: newText, context })) as Diff;
        expect(out.identical).to.equal(oldText === newText);
        if (out.identical) {
          expect(out.diff).to.equal('');
          return;
        }
        const r = rebuild(oldText, out.diff);
        expect(r.old).to.equal(oldText);
        expect(r.new).to.equal(newText);
        expect([r.minus, r.plus, r.hunks]).to.deep.equal([out.deleted, out.inserted, out.hunks]);
      }),
      { numRuns: 300 },
    );
  });
  it('more context never gives more hunks', async () => {
    await fc.assert(
      fc.asyncProperty(diffText, diffText, fc.integer({ min: 0, max: 3 }), async (oldText, newText, context) => {
        const small = (await runTool('text-diff-unified', { old_text: oldText, new_text: newText, context })) as Diff;
        const large = (await runTool('text-diff-unified', { old_text: oldText, new_text: newText, context: context + 1 })) as Diff;
        expect(large.hunks).to.be.at.most(small.hunks);
        expect([large.deleted, large.inserted]).to.deep.equal([small.deleted, small.inserted]);
      }),
      { numRuns: 200 },
    );
  });
});
