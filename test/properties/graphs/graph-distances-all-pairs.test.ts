import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';

type Out = { nodes: string[]; distances: (string | null)[][] | null; negative_cycle: string[] | null };
type SP = { reachable: boolean; cost: string | null };

const POOL = ['a', 'b', 'c', 'd', '10', '2', '__proto__', '😀'];
const graphArb = (weights: string[]) =>
  fc.record({
    edges: fc.array(fc.record({ from: fc.constantFrom(...POOL), to: fc.constantFrom(...POOL), weight: fc.constantFrom(...weights) }), { minLength: 1, maxLength: 14 }),
    directed: fc.boolean(),
  });

describe('graph-distances-all-pairs properties', () => {
  it('with weights of 0 or more every entry is graph-shortest-path\'s cost (null when unreachable)', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb(['0', '1', '2', '1/2', '3/4', '5/3']), async (g) => {
        const out = (await runTool('graph-distances-all-pairs', g)) as Out;
        expect(out.negative_cycle).to.equal(null);
        for (let i = 0; i < out.nodes.length; i++) {
          for (let j = 0; j < out.nodes.length; j++) {
            const sp = (await runTool('graph-shortest-path', { ...g, from: out.nodes[i], to: out.nodes[j] })) as SP;
            expect(out.distances![i]![j]).to.equal(sp.reachable ? sp.cost : null);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('with negative weights: either a negative cycle, or a zero diagonal and the triangle inequality everywhere', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb(['-1', '-1/2', '0', '1', '2', '3/4']), async (g) => {
        const out = (await runTool('graph-distances-all-pairs', g)) as Out;
        if (out.negative_cycle !== null) {
          expect(out.distances).to.equal(null);
          expect(out.negative_cycle.length).to.be.above(0);
          return;
        }
        const d = out.distances!.map((row) => row.map((x) => (x === null ? null : new Fraction(x))));
        const n = d.length;
        for (let i = 0; i < n; i++) expect(d[i]![i]!.equals(0)).to.equal(true);
        for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) {
          const ik = d[i]![k];
          const kj = d[k]![j];
          if (ik === null || ik === undefined || kj === null || kj === undefined) continue;
          expect(d[i]![j]).to.not.equal(null);
          expect(d[i]![j]!.compare(ik.add(kj))).to.be.at.most(0);
        }
        if (!g.directed) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) expect(out.distances![i]![j]).to.equal(out.distances![j]![i]);
      }),
      { numRuns: 150 },
    );
  });
});
