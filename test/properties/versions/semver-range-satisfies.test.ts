import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { rangeArb, versionArb } from './semver-arbitraries.js';

type Sat = { satisfies: boolean; matching_set: number | null; matching_comparators: string | null; prerelease_excluded: boolean; sets: string[]; desugared: string };
const sat = async (version: string, range: string, include_prerelease = false) => (await runTool('semver-range-satisfies', { version, range, include_prerelease })) as Sat;

describe('semver-range-satisfies properties', () => {
  it('the desugared form desugars to itself and gives the same answer', async () => {
    await fc.assert(
      fc.asyncProperty(versionArb, rangeArb, fc.boolean(), async (v, r, ip) => {
        const a = await sat(v, r, ip);
        const b = await sat(v, a.sets.join(' || '), ip);
        expect(b.sets, r).to.deep.equal(a.sets);
        expect(b.satisfies).to.equal(a.satisfies);
        expect(b.matching_set).to.equal(a.matching_set);
      }),
      { numRuns: 300 },
    );
  });
  it('the matching set alone is satisfied, and earlier sets alone are not', async () => {
    await fc.assert(
      fc.asyncProperty(versionArb, rangeArb, async (v, r) => {
        const a = await sat(v, r);
        if (!a.satisfies) return;
        expect((await sat(v, a.matching_comparators!)).satisfies).to.equal(true);
        for (let i = 0; i < a.matching_set!; i++) expect((await sat(v, a.sets[i]!)).satisfies).to.equal(false);
      }),
      { numRuns: 300 },
    );
  });
  it('include_prerelease only widens; without a prerelease, prerelease_excluded is false', async () => {
    await fc.assert(
      fc.asyncProperty(versionArb, rangeArb, async (v, r) => {
        const off = await sat(v, r);
        const on = await sat(v, r, true);
        if (off.satisfies) expect(on.satisfies).to.equal(true);
        if (!v.replace(/\+.*$/, '').includes('-')) expect(off.prerelease_excluded).to.equal(false);
        if (off.prerelease_excluded) expect(off.satisfies).to.equal(false);
      }),
      { numRuns: 300 },
    );
  });
});
