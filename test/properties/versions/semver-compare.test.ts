import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { versionArb } from './semver-arbitraries.js';

type Cmp = { result: number; deciding: string; prerelease_index: number | null; a_part: string | null; b_part: string | null; build_differs: boolean };

describe('semver-compare properties', () => {
  it('is antisymmetric, and the deciding part is the same both ways with its parts swapped', async () => {
    await fc.assert(
      fc.asyncProperty(versionArb, versionArb, async (a, b) => {
        const ab = (await runTool('semver-compare', { a, b })) as Cmp;
        const ba = (await runTool('semver-compare', { a: b, b: a })) as Cmp;
        expect(ba.result).to.equal(-ab.result);
        expect(ba.deciding).to.equal(ab.deciding);
        expect(ba.prerelease_index).to.equal(ab.prerelease_index);
        expect([ba.a_part, ba.b_part]).to.deep.equal([ab.b_part, ab.a_part]);
        expect(ab.result === 0).to.equal(ab.deciding === 'none');
        expect(ab.result === 0).to.equal(a.replace(/\+.*$/, '') === b.replace(/\+.*$/, ''));
      }),
      { numRuns: 300 },
    );
  });
  it('is transitive on triples', async () => {
    await fc.assert(
      fc.asyncProperty(versionArb, versionArb, versionArb, async (a, b, c) => {
        const r = async (x: string, y: string) => ((await runTool('semver-compare', { a: x, b: y })) as Cmp).result;
        if ((await r(a, b)) <= 0 && (await r(b, c)) <= 0) expect(await r(a, c)).to.be.at.most(0);
      }),
      { numRuns: 200 },
    );
  });
  it('build metadata never decides', async () => {
    await fc.assert(
      fc.asyncProperty(versionArb, fc.constantFrom('+a', '+001', '+x.y'), async (v, build) => {
        const core = v.replace(/\+.*$/, '');
        const out = (await runTool('semver-compare', { a: core, b: core + build })) as Cmp;
        expect(out.result).to.equal(0);
        expect(out.build_differs).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });
});
