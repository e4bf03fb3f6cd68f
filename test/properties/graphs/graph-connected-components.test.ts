import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { bfsRef, cpCompare, graphArb, nodeSet } from './graph-arbitraries.js';

type Out = { count: number; connected: boolean; components: string[][] };

describe('graph-connected-components properties', () => {
  it('components are the undirected reachability classes, sorted, listed by smallest id, the same for both directed values', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb(), async (g) => {
        const out = (await runTool('graph-connected-components', g)) as Out;
        const undirected = (await runTool('graph-connected-components', { ...g, directed: false })) as Out;
        expect(undirected).to.deep.equal(out);
        expect(out.count).to.equal(out.components.length);
        expect(out.connected).to.equal(out.count === 1);
        expect(out.components.flat().sort(cpCompare)).to.deep.equal(nodeSet(g));
        expect(out.components.map((c) => c[0])).to.deep.equal(out.components.map((c) => c[0]!).sort(cpCompare));
        for (const c of out.components) {
          expect(c).to.deep.equal([...c].sort(cpCompare));
          expect([...bfsRef(g, [c[0]!], false, true).keys()].sort(cpCompare)).to.deep.equal(c);
        }
      }),
      { numRuns: 200 },
    );
  });
});
