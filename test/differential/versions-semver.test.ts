// Differential tests, versions category (semver-*): each tool against the `semver` package
// (node-semver 7.8.6, dev dependency) on seeded versions and ranges built from the grammars in
// test/properties/versions/semver-arbitraries.ts (SemVer 2.0.0's BNF, node-semver's range.bnf), plus
// near misses (inserted "v", "=", spaces, leading zeros, dots, non-ASCII). The tools are hand-written
// (impl/versions/lib/semver.ts, semver-range.ts), so node-semver stays an independent oracle.
//
// Oracles per tool, and the pinned disagreements (who is right, by SemVer 2.0.0 or node-semver's README):
//   semver-parse  semver.parse (strict and {loose: true}). Pinned: node-semver's strict parse accepts a
//                 "v" prefix and surrounding whitespace ("v1.2.3", " 1.2.3 "); SemVer 2.0.0 does not
//                 (semver.org FAQ "Is 'v1.2.3' a semantic version? No"), so without loose they are
//                 invalid, case "rule 3, a v prefix without loose ..."; numbers above 2^53-1
//                 (node-semver's invalid-versions vector "too big") are valid SemVer, read exactly,
//                 case "rule 2, node-semver invalid-versions vector 90071992547409910.0.0 ...";
//                 node-semver's loose grammar (leading zeros, "1.2.3beta") is wider than this loose
//                 (only the v/= prefix and whitespace): case "rule 3, loose does not allow leading zeros".
import { expect } from 'chai';
import fc from 'fast-check';
import semver from 'semver';
import { runTool } from '../support/direct.js';
import { versionishArb } from '../properties/versions/semver-arbitraries.js';

const RUNS = 300;
type Parsed = { valid: boolean; normalized: string | null; precedence_text: string | null; major: string | null; minor: string | null; patch: string | null; prerelease: { value: string }[]; build: string[]; invalid: { reason: string } | null };

describe('versions differential: semver-parse against semver.parse', () => {
  it('agrees on validity and parts, strict and loose', async () => {
    await fc.assert(
      fc.asyncProperty(versionishArb, fc.boolean(), async (v, loose) => {
        const out = (await runTool('semver-parse', { version: v, loose })) as Parsed;
        const ref = semver.parse(v, { loose });
        if (!out.valid) {
          // pinned: node-semver's strict form takes a v prefix and surrounding whitespace; its loose form more
          const pinned = out.invalid!.reason === 'prefix_not_allowed' || out.invalid!.reason === 'whitespace' || loose;
          if (!pinned) expect(ref, `node-semver accepts ${JSON.stringify(v)}`).to.equal(null);
          return;
        }
        expect(ref, `node-semver refuses ${JSON.stringify(v)}`).to.not.equal(null);
        expect(out.precedence_text).to.equal(ref!.version);
        expect([out.major, out.minor, out.patch]).to.deep.equal([ref!.major, ref!.minor, ref!.patch].map(String));
        expect(out.prerelease.map((p) => p.value)).to.deep.equal(ref!.prerelease.map(String));
        expect(out.build).to.deep.equal(ref!.build);
      }),
      { numRuns: RUNS },
    );
  });
});
