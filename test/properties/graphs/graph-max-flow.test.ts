import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cpCompare, ID_POOL, nodeSet } from './graph-arbitraries.js';
import { addF, CAPACITIES, cmpF, textF, toFraction, weightedGraphArb, type WGraph } from './graph-weighted-arbitraries.js';

type F = [bigint, bigint];
type Out = {
  value: string;
  flows: { from: string; to: string; capacity: string; flow: string; index: number }[];
  source_side: string[];
  cut_edges: { from: string; to: string; capacity: string; index: number }[];
};

const ZERO: F = [0n, 1n];
const neg = (a: F): F => [-a[0], a[1]];

/** Smallest s-t cut capacity over every node subset holding s and not t (brute force). */
function minCutRef(g: WGraph, s: string, t: string): F {
  const others = nodeSet(g).filter((v) => v !== s && v !== t);
  let best: F | null = null;
  for (let mask = 0; mask < 1 << others.length; mask++) {
    const side = new Set([s, ...others.filter((_, i) => mask & (1 << i))]);
    let cut: F = ZERO;
    for (const e of g.edges) if (side.has(e.from) && !side.has(e.to)) cut = addF(cut, toFraction(e.weight!));
    if (best === null || cmpF(cut, best) < 0) best = cut;
  }
  return best!;
}

const flowArb = weightedGraphArb({ poolSize: 7, maxEdges: 14, weights: CAPACITIES }).chain((g) => {
  const nodes = nodeSet(g);
  const pool = nodes.length >= 2 ? nodes : ID_POOL.slice(0, 2);
  return fc.tuple(fc.constant<WGraph>({ ...g, nodes: [...new Set([...(g.nodes ?? []), ...pool])] }), fc.constantFrom(...pool), fc.constantFrom(...pool)).filter(([, s, t]) => s !== t);
});

describe('graph-max-flow properties', () => {
  it('a feasible flow (capacities, conservation) whose value is the brute-force minimum cut, with a saturated cut of that value', async () => {
    await fc.assert(
      fc.asyncProperty(flowArb, async ([g, source, sink]) => {
        const out = (await runTool('graph-max-flow', { ...g, source, sink })) as Out;
        const value = toFraction(out.value);
        expect(out.flows.map((f) => f.index)).to.deep.equal(g.edges.map((_, i) => i));
        const balance = new Map<string, F>();
        out.flows.forEach((f, i) => {
          const e = g.edges[i]!;
          expect([f.from, f.to, f.capacity]).to.deep.equal([e.from, e.to, textF(toFraction(e.weight!))]);
          const x = toFraction(f.flow);
          expect(cmpF(x, ZERO)).to.be.at.least(0);
          expect(cmpF(x, toFraction(e.weight!))).to.be.at.most(0);
          if (e.from === e.to) expect(f.flow).to.equal('0');
          balance.set(e.from, addF(balance.get(e.from) ?? ZERO, neg(x)));
          balance.set(e.to, addF(balance.get(e.to) ?? ZERO, x));
        });
        for (const v of nodeSet(g)) {
          const b = balance.get(v) ?? ZERO;
          if (v === source) expect(textF(b)).to.equal(textF(neg(value)));
          else if (v === sink) expect(textF(b)).to.equal(out.value);
          else expect(textF(b)).to.equal('0');
        }
        expect(out.value).to.equal(textF(minCutRef(g, source, sink)));
        const side = new Set(out.source_side);
        expect(out.source_side).to.deep.equal([...side].sort(cpCompare));
        expect(side.has(source)).to.equal(true);
        expect(side.has(sink)).to.equal(false);
        let cut: F = ZERO;
        const expected = g.edges.flatMap((e, index) => (side.has(e.from) && !side.has(e.to) ? [index] : []));
        expect(out.cut_edges.map((c) => c.index)).to.deep.equal(expected);
        for (const c of out.cut_edges) {
          cut = addF(cut, toFraction(c.capacity));
          expect(out.flows[c.index]!.flow).to.equal(c.capacity);
        }
        expect(textF(cut)).to.equal(out.value);
        g.edges.forEach((e, i) => {
          if (!side.has(e.from) && side.has(e.to)) expect(out.flows[i]!.flow).to.equal('0');
        });
      }),
      { numRuns: 200 },
    );
  });

  it('scaling every capacity by 3/2 scales the value by 3/2', async () => {
    await fc.assert(
      fc.asyncProperty(flowArb, async ([g, source, sink]) => {
        const scaled = { ...g, edges: g.edges.map((e) => { const [p, q] = toFraction(e.weight!); return { ...e, weight: `${p * 3n}/${q * 2n}` }; }) };
        const a = (await runTool('graph-max-flow', { ...g, source, sink })) as Out;
        const b = (await runTool('graph-max-flow', { ...scaled, source, sink })) as Out;
        const [p, q] = toFraction(a.value);
        expect(b.value).to.equal(textF(toFraction(`${p * 3n}/${q * 2n}`)));
      }),
      { numRuns: 100 },
    );
  });
});
