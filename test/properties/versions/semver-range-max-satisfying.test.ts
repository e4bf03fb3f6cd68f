import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { rangeArb, versionishArb } from './semver-arbitraries.js';

type Pick = { version: string; index: number } | null;
type Max = { highest: Pick; lowest: Pick; satisfying_count: number; invalid_count: number; invalid: { index: number }[] };

describe('semver-range-max-satisfying properties', () => {
  it('agrees with semver-range-satisfies per version and semver-sort on the satisfying ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(versionishArb, { maxLength: 10 }), rangeArb, fc.boolean(), async (versions, range, ip) => {
        const out = (await runTool('semver-range-max-satisfying', { versions, range, include_prerelease: ip })) as Max;
        const sat: number[] = [];
        const bad: number[] = [];
        for (let i = 0; i < versions.length; i++) {
          const p = (await runTool('semver-parse', { version: versions[i] })) as { valid: boolean };
          if (!p.valid) {
            bad.push(i);
            continue;
          }
          const s = (await runTool('semver-range-satisfies', { version: versions[i], range, include_prerelease: ip })) as { satisfies: boolean };
          if (s.satisfies) sat.push(i);
        }
        expect(out.invalid.map((e) => e.index)).to.deep.equal(bad);
        expect(out.invalid_count).to.equal(bad.length);
        expect(out.satisfying_count).to.equal(sat.length);
        if (sat.length === 0) {
          expect(out.highest).to.equal(null);
          expect(out.lowest).to.equal(null);
          return;
        }
        const sorted = (await runTool('semver-sort', { versions: sat.map((i) => versions[i]) })) as { indices: number[] };
        const ord = sorted.indices.map((k) => sat[k]!);
        const first = ord[0]!;
        expect(out.lowest).to.deep.equal({ version: versions[first], index: first });
        // highest: the first in input order among those of the highest precedence
        const top = ord[ord.length - 1]!;
        const ties = [];
        for (const i of ord) {
          const c = (await runTool('semver-compare', { a: versions[i], b: versions[top] })) as { result: number };
          if (c.result === 0) ties.push(i);
        }
        const h = Math.min(...ties);
        expect(out.highest).to.deep.equal({ version: versions[h], index: h });
      }),
      { numRuns: 150 },
    );
  });
});
