import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Filtered = { selected: string[]; excluded: string[]; selected_count: number; excluded_count: number };
const tokArb = fc.constantFrom('a', 'b', '*', '?', '[ab]', '**', '.', 'a*', '{a,b}');
const patArb = fc.array(fc.array(tokArb, { minLength: 1, maxLength: 3 }).map((t) => t.join('')), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
const pathArb = fc.array(fc.constantFrom('a', 'b', 'ab', '.a', 'ba'), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
const matches = async (path: string, pattern: string, dot: boolean) =>
  ((await runTool('path-glob-match', { path, pattern, dot })) as { matched: boolean }).matched;

describe('path-glob-filter properties', () => {
  it('selects exactly the paths some include matches and no exclude matches, in input order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 6 }), fc.array(patArb, { minLength: 1, maxLength: 3 }), fc.array(patArb, { maxLength: 2 }), fc.boolean(), async (paths, include, exclude, dot) => {
        const out = (await runTool('path-glob-filter', { paths, include, exclude, dot })) as Filtered;
        const selected: string[] = [];
        const excluded: string[] = [];
        for (const p of paths) {
          let inc = false;
          for (const g of include) inc ||= await matches(p, g, dot);
          if (!inc) continue;
          let exc = false;
          for (const g of exclude) exc ||= await matches(p, g, dot);
          (exc ? excluded : selected).push(p);
        }
        expect(out.selected).to.deep.equal(selected);
        expect(out.excluded).to.deep.equal(excluded);
        expect(out.selected_count + out.excluded_count).to.be.at.most(paths.length);
      }),
      { numRuns: 200 },
    );
  });
  it('an exclude equal to an include leaves nothing selected', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 6 }), patArb, async (paths, g) => {
        const out = (await runTool('path-glob-filter', { paths, include: [g], exclude: [g] })) as Filtered;
        expect(out.selected).to.deep.equal([]);
      }),
      { numRuns: 200 },
    );
  });
});
