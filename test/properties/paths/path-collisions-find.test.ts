import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Out = { groups: { key: string; names: string[] }[]; count: number };
const run = async (input: Record<string, unknown>) => (await runTool('path-collisions-find', input)) as Out;

const nameArb = fc.constantFrom('a', 'A', 'readme.md', 'README.md', '\u00e9', 'e\u0301', '\u00c9', 'Stra\u00dfe', 'STRASSE', 'x.', 'x ', '\u212a', 'k', 'con', 'Con.txt', '\u0131', 'I');
const pathArb = fc.array(nameArb, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
const targetArb = fc.constantFrom('case_insensitive', 'normalization_insensitive', 'case_and_normalization_insensitive', 'windows');

describe('path-collisions-find properties', () => {
  it('groups hold distinct names, at least two, every whole path appears in at most one group, count agrees', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 10 }), targetArb, fc.boolean(), async (paths, target, dirs) => {
        const out = await run({ paths, target, include_directories: dirs });
        expect(out.count).to.equal(out.groups.length);
        const seen = new Set<string>();
        for (const g of out.groups) {
          expect(g.names.length).to.be.at.least(2);
          expect(new Set(g.names).size).to.equal(g.names.length);
          for (const n of g.names) {
            expect(seen.has(n), n).to.equal(false);
            seen.add(n);
          }
        }
        expect(new Set(out.groups.map((g) => g.key)).size).to.equal(out.groups.length);
      }),
      { numRuns: 200 },
    );
  });
  it('without directories, the groups are exactly the keys of a second run over one name per group', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 10 }), targetArb, async (paths, target) => {
        const out = await run({ paths, target, include_directories: false });
        const colliding = new Set(out.groups.flatMap((g) => g.names));
        // keep the first name of each group and every name outside groups: nothing collides any more
        const kept = paths.filter((p) => !colliding.has(p) || out.groups.some((g) => g.names[0] === p));
        expect((await run({ paths: kept, target, include_directories: false })).count).to.equal(0);
        // doubling a colliding name never changes the answer
        expect(await run({ paths: [...paths, ...paths], target, include_directories: false })).to.deep.equal(out);
      }),
      { numRuns: 200 },
    );
  });
  it('case_and_normalization_insensitive merges at least what each of the two others merges', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 10 }), async (paths) => {
        const both = await run({ paths, target: 'case_and_normalization_insensitive', include_directories: false });
        const together = (o: Out, a: string, b: string) => o.groups.some((g) => g.names.includes(a) && g.names.includes(b));
        for (const target of ['case_insensitive', 'normalization_insensitive']) {
          const one = await run({ paths, target, include_directories: false });
          for (const g of one.groups) for (const n of g.names.slice(1)) expect(together(both, g.names[0]!, n), `${g.names[0]} ${n}`).to.equal(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
