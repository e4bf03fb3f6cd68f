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
//   semver-compare  semver.compare on pairs of grammar-built versions (sharing cores often, so the
//                 prerelease rules decide); the deciding part is checked by recomputing the comparison
//                 from it. No disagreement on valid versions; numbers beyond 2^53 (refused by node-semver)
//                 pinned, case "rule 2, numbers beyond 2^53 compare exactly".
//   semver-sort   a stable Array.prototype.sort by semver.compare (ascending and descending), and
//                 semver.sort / semver.rsort compared by precedence only. Pinned: semver.sort breaks
//                 precedence ties by build metadata (compareBuild), while SemVer 2.0.0 §10 says build
//                 metadata does not figure in precedence; this tool keeps such versions in input order,
//                 cases "rule 2, build-only differences keep input order ascending" and "... descending too".
import { expect } from 'chai';
import fc from 'fast-check';
import semver from 'semver';
import { runTool } from '../support/direct.js';
import { versionArb, versionishArb } from '../properties/versions/semver-arbitraries.js';

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

/** Versions that share cores often, so prerelease identifiers decide. */
const closeVersions = fc.tuple(fc.constantFrom('1.0.0', '1.0.1', '2.0.0'), fc.array(versionArb, { minLength: 1, maxLength: 8 })).map(([core, vs]) =>
  vs.map((v, i) => (i % 2 === 0 ? v.replace(/^[0-9]+\.[0-9]+\.[0-9]+/, core) : v)),
);

describe('versions differential: semver-compare against semver.compare', () => {
  it('agrees on the result', async () => {
    await fc.assert(
      fc.asyncProperty(closeVersions, async (vs) => {
        const [a, b] = [vs[0]!, vs[vs.length - 1]!];
        const out = (await runTool('semver-compare', { a, b })) as { result: number; deciding: string };
        expect(out.result, `${a} vs ${b}`).to.equal(semver.compare(a, b));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('versions differential: semver-sort against semver.compare and semver.sort', () => {
  it('agrees with a stable sort by semver.compare, and with semver.sort / rsort by precedence', async () => {
    await fc.assert(
      fc.asyncProperty(closeVersions, fc.boolean(), async (versions, descending) => {
        const out = (await runTool('semver-sort', { versions, direction: descending ? 'descending' : 'ascending' })) as { sorted: string[] };
        const expected = [...versions].sort((a, b) => (descending ? semver.compare(b, a) : semver.compare(a, b)));
        expect(out.sorted).to.deep.equal(expected);
        const prec = (vs: string[]) => vs.map((v) => semver.parse(v)!.version);
        expect(prec(out.sorted)).to.deep.equal(prec(descending ? semver.rsort([...versions]) : semver.sort([...versions])));
      }),
      { numRuns: RUNS },
    );
  });
});
