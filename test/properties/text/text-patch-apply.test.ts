// Properties text-patch-apply promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Applied = { text: string; clean: boolean; applied: { hunk: number; line: number; offset: number }[]; rejected: unknown[]; rejects: string };

const textArb = fc
  .tuple(fc.array(fc.constantFrom('a\n', 'b\n', 'c\n', '\n', 'a\r\n', 'd\n', 'e\n', 'f\n'), { maxLength: 16 }), fc.constantFrom('', '', 'a', 'z'))
  .map(([lines, tail]) => lines.join('') + tail);
const diffOf = async (a: string, b: string, context: number) => ((await runTool('text-diff-unified', { old_text: a, new_text: b, context })) as { diff: string }).diff;

describe('text-patch-apply properties', () => {
  it('a diff applies cleanly to its old text and gives the new one; in reverse, to the new text giving the old', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 0, max: 4 }), async (a, b, context) => {
        const patch = await diffOf(a, b, context);
        if (patch === '') return;
        const forward = (await runTool('text-patch-apply', { text: a, patch })) as Applied;
        expect(forward).to.deep.include({ text: b, clean: true, rejected: [], rejects: '' });
        expect(forward.applied.every((h) => h.offset === 0)).to.equal(true);
        const back = (await runTool('text-patch-apply', { text: b, patch, reverse: true })) as Applied;
        expect(back).to.deep.include({ text: a, clean: true });
      }),
      { numRuns: 250 },
    );
  });

  it('lines added above every hunk shift them by that many lines, within max_offset', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 5 }), async (a, b, context, extra) => {
        const patch = await diffOf(a, b, context);
        if (patch === '' || a === '') return;
        // Leading lines unlike any of the texts' lines, so no hunk can match among them.
        const top = 'header line\n'.repeat(extra);
        const out = (await runTool('text-patch-apply', { text: top + a, patch, max_offset: extra })) as Applied;
        const anchoredAtStart = /^@@ -[01][, ]/m.test(patch);
        if (out.clean) {
          expect(out.text).to.equal(top + b);
          for (const h of out.applied) expect(h.offset).to.equal(extra);
        } else expect(anchoredAtStart).to.equal(true);
        // One line less of max_offset: no hunk can have moved by more than that.
        const tooFar = (await runTool('text-patch-apply', { text: top + a, patch, max_offset: extra - 1 })) as Applied;
        for (const h of tooFar.applied) expect(Math.abs(h.offset)).to.be.at.most(extra - 1 + (/^@@ -\d+,0 /m.test(patch) ? 99 : 0));
      }),
      { numRuns: 200 },
    );
  });

  it('the rejects text applies cleanly once the rejected hunks\' context is restored', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, async (a, b) => {
        const patch = await diffOf(a, b, 3);
        if (patch === '') return;
        const out = (await runTool('text-patch-apply', { text: 'unrelated\n', patch, max_offset: 0 })) as Applied;
        if (out.clean) return;
        const again = (await runTool('text-patch-apply', { text: a, patch: out.rejects })) as Applied;
        expect(again.clean).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });
});
