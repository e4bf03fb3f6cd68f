import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cpCompare, dagArb, nodeSet } from './graph-arbitraries.js';

type Out = { level_count: number; levels: { level: number; nodes: string[] }[] };

describe('graph-topological-levels properties', () => {
  it('levels partition the nodes, every edge goes up, and a node above level 1 has a predecessor one level below', async () => {
    await fc.assert(
      fc.asyncProperty(dagArb, async (g) => {
        const out = (await runTool('graph-topological-levels', g)) as Out;
        expect(out.level_count).to.equal(out.levels.length);
        const level = new Map<string, number>();
        out.levels.forEach((l, i) => {
          expect(l.level).to.equal(i + 1);
          expect(l.nodes).to.deep.equal([...l.nodes].sort(cpCompare));
          for (const id of l.nodes) level.set(id, l.level);
        });
        expect([...level.keys()].sort(cpCompare)).to.deep.equal(nodeSet(g));
        for (const e of g.edges) expect(level.get(e.from)!).to.be.lessThan(level.get(e.to)!);
        for (const [id, l] of level) {
          const preds = g.edges.filter((e) => e.to === id).map((e) => level.get(e.from)!);
          expect(l).to.equal(preds.length === 0 ? 1 : Math.max(...preds) + 1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('level 1 holds exactly the nodes the topological sort may start with, and the sort starts with its smallest', async () => {
    await fc.assert(
      fc.asyncProperty(dagArb, async (g) => {
        const out = (await runTool('graph-topological-levels', g)) as Out;
        const { order } = (await runTool('graph-topological-sort', g)) as { order: string[] };
        const roots = nodeSet(g).filter((v) => g.edges.every((e) => e.to !== v));
        expect(out.levels[0]!.nodes).to.deep.equal(roots);
        expect(order[0]).to.equal(roots[0]);
      }),
      { numRuns: 100 },
    );
  });
});
