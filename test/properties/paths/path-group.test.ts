import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Group = { key: string; count: number; paths: string[] };
type Out = { groups: Group[]; total: number };
const run = async (input: Record<string, unknown>) => (await runTool('path-group', input)) as Out;

const nameArb = fc.constantFrom('a', 'b', 'a.txt', 'B.TXT', '.env', 'x.tar.gz', 'Makefile', 'c.', '..d');
const pathArb = fc.tuple(fc.constantFrom('', '/'), fc.array(nameArb, { minLength: 1, maxLength: 4 })).map(([r, s]) => r + s.join('/'));
const keyArb = fc.constantFrom('directory', 'top_level', 'extension');

describe('path-group properties', () => {
  it('the groups partition the input: every path once, in input order within its group, counts and total agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 12 }), keyArb, fc.constantFrom('first_seen', 'key', 'count'), async (paths, key, order) => {
        const out = await run({ paths, key, order });
        expect(out.total).to.equal(paths.length);
        const seen: string[] = [];
        for (const g of out.groups) {
          expect(g.count).to.equal(g.paths.length);
          const positions: number[] = [];
          const used = new Set<number>();
          for (const p of g.paths) {
            const at = paths.findIndex((q, i) => q === p && !used.has(i) && !positions.includes(i) && (positions.length === 0 || i > positions.at(-1)!));
            expect(at).to.be.greaterThan(-1);
            positions.push(at);
            used.add(at);
          }
          seen.push(...g.paths);
        }
        expect([...seen].sort()).to.deep.equal([...paths].sort());
        expect(new Set(out.groups.map((g) => g.key)).size).to.equal(out.groups.length);
      }),
      { numRuns: 200 },
    );
  });
  it('every order gives the same groups; key order is sorted, count order non-increasing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 12 }), keyArb, async (paths, key) => {
        const first = await run({ paths, key });
        const byKey = await run({ paths, key, order: 'key' });
        const byCount = await run({ paths, key, order: 'count' });
        const canon = (o: Out) => JSON.stringify([...o.groups].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)));
        expect(canon(byKey)).to.equal(canon(first));
        expect(canon(byCount)).to.equal(canon(first));
        for (let i = 1; i < byCount.groups.length; i++) expect(byCount.groups[i - 1]!.count).to.be.at.least(byCount.groups[i]!.count);
        const keys = byKey.groups.map((g) => g.key);
        expect(keys).to.deep.equal([...keys].sort());
      }),
      { numRuns: 150 },
    );
  });
  it('top_level is directory with depth 1, and a deeper depth only refines the groups', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 12 }), fc.integer({ min: 1, max: 3 }), async (paths, depth) => {
        const top = await run({ paths, key: 'top_level' });
        expect(await run({ paths, key: 'directory', depth: 1 })).to.deep.equal(top);
        const coarse = await run({ paths, key: 'directory', depth });
        const fine = await run({ paths, key: 'directory', depth: depth + 1 });
        const coarseOf = new Map<string, string>();
        for (const g of coarse.groups) for (const p of g.paths) coarseOf.set(p, g.key);
        for (const g of fine.groups) expect(new Set(g.paths.map((p) => coarseOf.get(p))).size).to.equal(1);
      }),
      { numRuns: 150 },
    );
  });
  it('folding extension case merges exactly the groups whose keys differ in ASCII case only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 12 }), async (paths) => {
        const plain = await run({ paths, key: 'extension' });
        const folded = await run({ paths, key: 'extension', fold_extension_case: true });
        const merged = new Set(plain.groups.map((g) => g.key.replace(/[A-Z]/g, (c) => c.toLowerCase())));
        expect(new Set(folded.groups.map((g) => g.key))).to.deep.equal(merged);
      }),
      { numRuns: 150 },
    );
  });
});
