import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { versionArb, versionishArb } from './semver-arbitraries.js';

type Sorted = { sorted: string[]; indices: number[]; invalid_count: number; invalid: { index: number }[] };
const cmp = async (a: string, b: string) => ((await runTool('semver-compare', { a, b })) as { result: number }).result;

describe('semver-sort properties', () => {
  it('ascending: a permutation, ordered by semver-compare, equal precedence in input order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(versionArb, { maxLength: 12 }), async (versions) => {
        const out = (await runTool('semver-sort', { versions })) as Sorted;
        expect([...out.indices].sort((x, y) => x - y)).to.deep.equal(versions.map((_, i) => i));
        expect(out.sorted).to.deep.equal(out.indices.map((i) => versions[i]));
        for (let k = 1; k < out.sorted.length; k++) {
          const c = await cmp(out.sorted[k - 1]!, out.sorted[k]!);
          expect(c).to.be.at.most(0);
          if (c === 0) expect(out.indices[k - 1]).to.be.below(out.indices[k]!);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('descending reverses the precedence order and keeps ties in input order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(versionArb, { maxLength: 12 }), async (versions) => {
        const out = (await runTool('semver-sort', { versions, order: 'descending' })) as Sorted;
        for (let k = 1; k < out.sorted.length; k++) {
          const c = await cmp(out.sorted[k - 1]!, out.sorted[k]!);
          expect(c).to.be.at.least(0);
          if (c === 0) expect(out.indices[k - 1]).to.be.below(out.indices[k]!);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('with invalid list, valid and invalid versions together account for the input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(versionishArb, { maxLength: 12 }), async (versions) => {
        const out = (await runTool('semver-sort', { versions, invalid: 'list' })) as Sorted;
        expect(out.sorted.length + out.invalid_count).to.equal(versions.length);
        const all = [...out.indices, ...out.invalid.map((e) => e.index)].sort((x, y) => x - y);
        expect(all).to.deep.equal(versions.map((_, i) => i));
      }),
      { numRuns: 200 },
    );
  });
});
