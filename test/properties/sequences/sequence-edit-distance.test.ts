import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { smallSeq } from './sequence-arbitraries.js';

type Step = { op: string; a_index: number; b_index: number };
type Costs = { insert: number; delete: number; substitute: number; transpose?: number };

// Reference: memoised recursion on the OSA recurrence, written independently of the table code.
function reference(a: string[], b: string[], c: Costs): number {
  const memo = new Map<string, number>();
  const d = (i: number, j: number): number => {
    if (i === 0) return j * c.insert;
    if (j === 0) return i * c.delete;
    const key = `${i},${j}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let best = Math.min(d(i - 1, j) + c.delete, d(i, j - 1) + c.insert, d(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : c.substitute));
    if (c.transpose !== undefined && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && a[i - 1] !== a[i - 2]) best = Math.min(best, d(i - 2, j - 2) + c.transpose);
    memo.set(key, best);
    return best;
  };
  return d(a.length, b.length);
}

const costs = fc.record({ insert: fc.integer({ min: 0, max: 4 }), delete: fc.integer({ min: 0, max: 4 }), substitute: fc.integer({ min: 0, max: 6 }), transpose: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }) });

describe('sequence-edit-distance properties', () => {
  it('matches the reference, and the alignment turns a into b at exactly that cost', async () => {
    await fc.assert(
      fc.asyncProperty(smallSeq(9), smallSeq(9), costs, async (a, b, c) => {
        const input = { a, b, costs: c.transpose === undefined ? { insert: c.insert, delete: c.delete, substitute: c.substitute } : c };
        const out = (await runTool('sequence-edit-distance', input)) as { distance: number; alignment: Step[] };
        expect(out.distance).to.equal(reference(a, b, c));
        const built: string[] = [];
        let x = 0;
        let cost = 0;
        for (const s of out.alignment) {
          expect(s.a_index).to.equal(x);
          expect(s.b_index).to.equal(built.length);
          if (s.op === 'equal') { expect(a[x]).to.equal(b[built.length]); built.push(a[x++]!); }
          else if (s.op === 'substitute') { built.push(b[built.length]!); x++; cost += c.substitute; }
          else if (s.op === 'delete') { x++; cost += c.delete; }
          else if (s.op === 'insert') { built.push(b[built.length]!); cost += c.insert; }
          else { expect([a[x], a[x + 1]]).to.deep.equal([b[built.length + 1], b[built.length]]); built.push(a[x + 1]!, a[x]!); x += 2; cost += c.transpose!; }
        }
        expect(x).to.equal(a.length);
        expect(built).to.deep.equal(b);
        expect(cost).to.equal(out.distance);
        for (let k = 1; k < out.alignment.length; k++) expect(out.alignment[k - 1]!.op === 'insert' && out.alignment[k]!.op === 'delete').to.equal(false);
      }),
      { numRuns: 200 },
    );
  });
});
