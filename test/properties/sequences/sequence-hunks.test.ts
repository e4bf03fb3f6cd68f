import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { smallSeq } from './sequence-arbitraries.js';

type Hunk = { old_start: number; old_length: number; new_start: number; new_length: number; header: string; lines: { op: string; item: unknown }[] };

describe('sequence-hunks properties', () => {
  it('hunk ranges agree with their lines, cover every change and are ordered', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(20), smallSeq(20), fc.integer({ min: 0, max: 4 }), async (a, b, context) => {
        const { hunks } = (await runTool('sequence-hunks', { a, b, context })) as { hunks: Hunk[] };
        const es = (await runTool('sequence-edit-script', { a, b })) as { distance: number };
        let changes = 0;
        let prevEnd = -1;
        for (const h of hunks) {
          const old = h.lines.filter((l) => l.op !== 'insert');
          const neu = h.lines.filter((l) => l.op !== 'delete');
          expect(old.length).to.equal(h.old_length);
          expect(neu.length).to.equal(h.new_length);
          const oldFrom = h.old_length === 0 ? h.old_start : h.old_start - 1;
          const newFrom = h.new_length === 0 ? h.new_start : h.new_start - 1;
          expect(old.map((l) => l.item)).to.deep.equal(a.slice(oldFrom, oldFrom + h.old_length));
          expect(neu.map((l) => l.item)).to.deep.equal(b.slice(newFrom, newFrom + h.new_length));
          expect(oldFrom > prevEnd || (oldFrom === prevEnd && h.old_length === 0) || prevEnd < 0).to.equal(true);
          prevEnd = oldFrom + h.old_length;
          changes += h.lines.filter((l) => l.op !== 'equal').length;
        }
        expect(changes).to.equal(es.distance);
      }),
      { numRuns: 200 },
    );
  });
});
