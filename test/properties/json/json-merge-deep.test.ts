import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { smallJson } from './json-array-arbitraries.js';

type Strategy = 'replace' | 'concat' | 'merge_by_index';
const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Pairwise merge written straight from the contract's rules 2-4 (the tool folds level by level instead). */
function merge2(a: unknown, b: unknown, s: Strategy): unknown {
  if (isObj(a) && isObj(b)) {
    const out = new Map<string, unknown>(Object.entries(a));
    for (const [k, v] of Object.entries(b)) out.set(k, out.has(k) ? merge2(out.get(k), v, s) : v);
    const o: Record<string, unknown> = {};
    for (const [k, v] of out) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    return o;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (s === 'replace') return b;
    if (s === 'concat') return [...a, ...b];
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (i >= b.length ? a[i] : i >= a.length ? b[i] : merge2(a[i], b[i], s)));
  }
  return b;
}

describe('json-merge-deep properties', () => {
  it('equals the pairwise left fold of the rules, member order included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(smallJson, { minLength: 1, maxLength: 5 }), fc.constantFrom<Strategy>('replace', 'concat', 'merge_by_index'), async (documents, arrays) => {
        const out = (await runTool('json-merge-deep', { documents, arrays })) as { merged: unknown };
        const ref = documents.slice(1).reduce((acc, d) => merge2(acc, d, arrays), documents[0]);
        expect(JSON.stringify(out.merged)).to.equal(JSON.stringify(ref));
      }),
      { numRuns: 200 },
    );
  });

  it('merge_by_key: every keyed item of the later array lands in the slot of its key', async () => {
    const item = fc.record({ id: fc.constantFrom(1, 2, 3), v: fc.nat(9) }, { requiredKeys: ['v'] });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { maxLength: 6 }), fc.array(item, { maxLength: 6 }), async (a, b) => {
        const out = (await runTool('json-merge-deep', { documents: [a, b], arrays: 'merge_by_key', array_key: '/id' })) as { merged: Record<string, unknown>[] };
        // Reference: pairwise rule 5 on two arrays.
        const res: Record<string, unknown>[] = a.map((x) => ({ ...x }));
        const slot = new Map<unknown, number>();
        res.forEach((x, i) => { if ('id' in x && !slot.has(x.id)) slot.set(x.id, i); });
        for (const x of b) {
          const at = 'id' in x ? slot.get(x.id) : undefined;
          if (at !== undefined) res[at] = { ...res[at], ...x };
          else { if ('id' in x) slot.set(x.id, res.length); res.push({ ...x }); }
        }
        expect(out.merged).to.deep.equal(res);
      }),
      { numRuns: 150 },
    );
  });

  it('100 documents sharing a large object merge in linear time', async () => {
    const base = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    const documents = [base, ...Array.from({ length: 99 }, (_, i) => ({ [`k${i}`]: -i }))];
    const out = (await runTool('json-merge-deep', { documents })) as { merged: Record<string, number> };
    expect(out.merged.k5).to.equal(-5);
    expect(Object.keys(out.merged).length).to.equal(5000);
  });
});
