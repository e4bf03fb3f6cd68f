// Properties text-merge-three-way promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Merge = { text: string; clean: boolean; conflicts: number };

const textArb = fc
  .tuple(fc.array(fc.constantFrom('a\n', 'b\n', 'c\n', '\n', 'a\r\n', 'd\n'), { maxLength: 10 }), fc.constantFrom('', '', 'a', 'z'))
  .map(([lines, tail]) => lines.join('') + tail);
const merge = async (input: Record<string, unknown>) => (await runTool('text-merge-three-way', input)) as Merge;

describe('text-merge-three-way properties', () => {
  it('identical sides merge cleanly to that side; an unchanged side yields the other', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, async (base, side) => {
        expect(await merge({ base, ours: side, theirs: side })).to.deep.equal({ text: side, clean: true, conflicts: 0 });
        expect(await merge({ base, ours: base, theirs: side })).to.deep.equal({ text: side, clean: true, conflicts: 0 });
        expect(await merge({ base, ours: side, theirs: base })).to.deep.equal({ text: side, clean: true, conflicts: 0 });
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with sequence-merge-three-way on the lines, its conflicts written as markers', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, textArb, fc.constantFrom('merge', 'diff3'), async (base, ours, theirs, style) => {
        const out = await merge({ base, ours, theirs, style });
        const lines = (t: string) => t.match(/[^\n]*\n|[^\n]+$/g) ?? [];
        const seq = (await runTool('sequence-merge-three-way', { base: lines(base), ours: lines(ours), theirs: lines(theirs) })) as {
          conflicts: number;
          regions: { kind: string; items: string[] | null; base?: string[]; ours?: string[]; theirs?: string[] }[];
        };
        expect(out.conflicts).to.equal(seq.conflicts);
        expect(out.clean).to.equal(seq.conflicts === 0);
        let expected = '';
        const put = (l: string) => {
          if (expected !== '' && !expected.endsWith('\n')) expected += '\n';
          expected += l;
        };
        for (const r of seq.regions) {
          if (r.kind !== 'conflict') r.items!.forEach(put);
          else {
            put('<<<<<<< ours\n');
            r.ours!.forEach(put);
            if (style === 'diff3') {
              put('||||||| base\n');
              r.base!.forEach(put);
            }
            put('=======\n');
            r.theirs!.forEach(put);
            put('>>>>>>> theirs\n');
          }
        }
        expect(out.text).to.equal(expected);
      }),
      { numRuns: 250 },
    );
  });

  it('resolve ours, theirs and union keep the conflict count and leave no markers', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, textArb, fc.constantFrom('ours', 'theirs', 'union'), async (base, ours, theirs, resolve) => {
        const marked = await merge({ base, ours, theirs });
        const out = await merge({ base, ours, theirs, resolve });
        expect([out.clean, out.conflicts]).to.deep.equal([marked.clean, marked.conflicts]);
        if (marked.clean) expect(out.text).to.equal(marked.text);
        expect(out.text).to.not.match(/^(<<<<<<<|=======|>>>>>>>)/m);
      }),
      { numRuns: 200 },
    );
  });
});
