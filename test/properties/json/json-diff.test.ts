import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

const small = () =>
  fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 1, 'a', null, true), fc.array(tie('value'), { maxLength: 6 }), fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 })),
  })).value;

type Diff = { equal: boolean; changes: { op: string }[] };

describe('json-diff properties', () => {
  it('a document equals itself and a change list is symmetric in size (index mode)', async () => {
    await fc.assert(
      fc.asyncProperty(small(), small(), async (a, b) => {
        expect(((await runTool('json-diff', { source: a, target: a })) as Diff).equal).to.equal(true);
        const ab = (await runTool('json-diff', { source: a, target: b })) as Diff;
        const ba = (await runTool('json-diff', { source: b, target: a })) as Diff;
        expect(ab.changes.length).to.equal(ba.changes.length);
        expect(ab.changes.filter((c) => c.op === 'added').length).to.equal(ba.changes.filter((c) => c.op === 'removed').length);
      }),
      { numRuns: 150 },
    );
  });
  it('lcs mode on arrays of scalars removes and adds exactly len - lcs items', async () => {
    const lcsLength = (x: number[], y: number[]) => {
      const t = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
      for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) t[i]![j] = x[i] === y[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
      return t[0]![0]!;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 12 }), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 12 }), async (a, b) => {
        const d = (await runTool('json-diff', { source: a, target: b, array_mode: 'lcs' })) as Diff;
        const l = lcsLength(a, b);
        // A pair of leftover scalars is one "changed"; each costs one removal plus one addition.
        const removed = d.changes.filter((c) => c.op !== 'added').length;
        const added = d.changes.filter((c) => c.op !== 'removed').length;
        expect(removed).to.equal(a.length - l);
        expect(added).to.equal(b.length - l);
      }),
      { numRuns: 200 },
    );
  });
  it('refuses lcs tables over 4000000 cells', async () => {
    const a = Array.from({ length: 2100 }, (_, i) => i);
    const b = Array.from({ length: 2100 }, (_, i) => -i - 1);
    expect((await toolFailure('json-diff', { source: a, target: b, array_mode: 'lcs' })).code).to.equal('limit_exceeded');
  });
});
