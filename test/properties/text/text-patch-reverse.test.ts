// Properties text-patch-reverse promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Reversed = { patch: string; files: number; hunks: number };

const textArb = fc
  .tuple(fc.array(fc.constantFrom('a\n', 'b\n', 'c\n', '\n', 'a\r\n', 'd\n'), { maxLength: 14 }), fc.constantFrom('', '', 'a', 'z'))
  .map(([lines, tail]) => lines.join('') + tail);
const diffOf = async (a: string, b: string, context: number) => ((await runTool('text-diff-unified', { old_text: a, new_text: b, context })) as { diff: string }).diff;
const reverse = async (patch: string) => (await runTool('text-patch-reverse', { patch })) as Reversed;

describe('text-patch-reverse properties', () => {
  it('the reversed diff of a to b applies cleanly to b and gives a', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 0, max: 3 }), async (a, b, context) => {
        const patch = await diffOf(a, b, context);
        if (patch === '') return;
        const back = await reverse(patch);
        const out = (await runTool('text-patch-apply', { text: b, patch: back.patch })) as { text: string; clean: boolean };
        expect(out).to.deep.include({ text: a, clean: true });
      }),
      { numRuns: 250 },
    );
  });

  it('reversing twice gives the patch back, with the same file and hunk counts', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 0, max: 3 }), async (a, b, context) => {
        const patch = await diffOf(a, b, context);
        const once = await reverse(patch);
        const twice = await reverse(once.patch);
        expect(twice).to.deep.equal({ patch, files: once.files, hunks: once.hunks });
      }),
      { numRuns: 250 },
    );
  });

  it('changes the same lines as the diff of the swapped texts (deleted and inserted counts swap)', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, async (a, b) => {
        const patch = await diffOf(a, b, 3);
        const back = await reverse(patch);
        const count = (p: string, c: string) => p.split('\n').filter((l) => l.startsWith(c) && !l.startsWith(`${c}${c}${c} `)).length;
        expect([count(back.patch, '-'), count(back.patch, '+')]).to.deep.equal([count(patch, '+'), count(patch, '-')]);
      }),
      { numRuns: 150 },
    );
  });
});
