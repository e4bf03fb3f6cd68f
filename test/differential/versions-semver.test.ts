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
//   semver-range-satisfies  semver.satisfies(version, range, {includePrerelease}) on grammar-built
//                 ranges (operators, partials with x, hyphens, ~, ~>, ^, "||") and versions sharing
//                 their numbers; each set's desugared text against node-semver's `new Range(r).range`
//                 for ranges of one set, and whole ranges through semver.validRange. Pinned: node-semver
//                 drops and merges sets (a "<0.0.0-0" set when others exist; everything when one set is
//                 "*"), this tool keeps every set as written so `matching_set` is the written position,
//                 case "rule 3, || alone is two empty sets". That merging also changes answers: node-semver
//                 reduces ">=1.2.3-beta.0 || *" to "*" and so refuses 1.2.3-beta.1, which its README's
//                 prerelease rule ("allowed to satisfy comparator sets if at least one comparator with
//                 the same [major, minor, patch] tuple also has a prerelease tag") lets the first set
//                 match; this tool follows the README, case "rule 12, a prerelease allowed by one set
//                 stays allowed when another set is *". The oracle is therefore semver.satisfies per
//                 set, OR-ed, and semver.satisfies on the whole range is held to it except there; numbers above 2^53-1 (node-semver refuses
//                 ^9007199254740991.0.0, its range-parse vector), case "rule 2, node-semver range-parse
//                 vector ^9007199254740991.0.0 ..."; an invalid version is invalid_input (node-semver:
//                 false), case "rule 14, an invalid version is invalid_input ...". On near misses (a
//                 character inserted into a grammar-built range) every range accepted here is accepted by
//                 semver.validRange; the reverse does not hold: node-semver's regexes take, beyond
//                 range.bnf, any run of "v", "=" and spaces before a version ("==1.0.0", "~>=0", "<v=2",
//                 "^=1", "> =3") and strip "+..." pieces anywhere ("<1.2.1 +x.x.x"); this tool follows
//                 range.bnf (one operator, then an optional "v"), case "rule 2, ==1.0.0 is not a range".
//   semver-range-max-satisfying  semver.maxSatisfying and semver.minSatisfying (both keep the first
//                 of equal precedence, as rule 3 says) on lists of valid versions. Pinned: invalid
//                 versions are listed, not skipped (node-semver skips them silently), case "rule 4,
//                 invalid versions are listed with reason and offset".
// The vendored node-semver fixtures (test/fixtures/versions/) run in test/versions/semver-fixtures.test.ts.
import { expect } from 'chai';
import fc from 'fast-check';
import semver from 'semver';
import { outcome, runTool } from '../support/direct.js';
import { rangeArb, versionArb, versionishArb } from '../properties/versions/semver-arbitraries.js';

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
        const out = (await runTool('semver-sort', { versions, order: descending ? 'descending' : 'ascending' })) as { sorted: string[] };
        const expected = [...versions].sort((a, b) => (descending ? semver.compare(b, a) : semver.compare(a, b)));
        expect(out.sorted).to.deep.equal(expected);
        const prec = (vs: string[]) => vs.map((v) => semver.parse(v)!.version);
        expect(prec(out.sorted)).to.deep.equal(prec(descending ? semver.rsort([...versions]) : semver.sort([...versions])));
      }),
      { numRuns: RUNS },
    );
  });
});

/** Versions with the small numbers the ranges use, so the bounds matter. */
const nearVersion = fc
  .tuple(fc.constantFrom('0', '1', '2', '3'), fc.constantFrom('0', '1', '2', '3'), fc.constantFrom('0', '1', '2', '3', '4'), fc.option(fc.constantFrom('0', 'alpha', 'beta.2', 'rc.1', '1'), { nil: undefined }))
  .map(([M, m, p, pre]) => `${M}.${m}.${p}${pre ? `-${pre}` : ''}`);

/** The README's reading: some "||" set satisfied (node-semver's own answer merges sets first). */
const perSet = (v: string, r: string, ip: boolean) => r.split('||').some((set) => semver.satisfies(v, set, { includePrerelease: ip }));
/** Where node-semver's set merging (a "*" set swallows the others) changes the answer: pinned. */
const merged = (r: string) => r.split('||').length > 1 && new semver.Range(r).set.length === 1 && new semver.Range(r).range === '';

describe('versions differential: semver-range-satisfies against semver.satisfies and Range', () => {
  it('agrees on satisfaction, with and without include_prerelease', async () => {
    await fc.assert(
      fc.asyncProperty(nearVersion, rangeArb, fc.boolean(), async (v, r, ip) => {
        const out = (await runTool('semver-range-satisfies', { version: v, range: r, include_prerelease: ip })) as { satisfies: boolean; sets: string[] };
        expect(out.satisfies, `${v} in ${r} (${ip})`).to.equal(perSet(v, r, ip));
        if (!merged(r)) expect(out.satisfies, `${v} in ${r} (${ip}), whole`).to.equal(semver.satisfies(v, r, { includePrerelease: ip }));
      }),
      { numRuns: 600 },
    );
  });
  it('writes each set as node-semver desugars it', async () => {
    await fc.assert(
      fc.asyncProperty(rangeArb, fc.boolean(), async (r, ip) => {
        const out = (await runTool('semver-range-satisfies', { version: '1.0.0', range: r, include_prerelease: ip })) as { sets: string[] };
        expect(semver.validRange(r, { includePrerelease: ip }), r).to.not.equal(null);
        for (const set of r.split('||')) {
          const mine = ((await runTool('semver-range-satisfies', { version: '1.0.0', range: set, include_prerelease: ip })) as { sets: string[] }).sets[0]!;
          const ref = new semver.Range(set, { includePrerelease: ip }).range;
          expect(mine, set).to.equal(ref === '' ? '*' : ref);
        }
        expect(out.sets.length).to.equal(r.split('||').length);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('versions differential: semver-range-satisfies on near-miss ranges against semver.validRange', () => {
  it('every range accepted here is accepted by node-semver', async () => {
    const junk = fc.constantFrom('v', '=', ' ', '0', '.', '-', '+', '|', 'x', '~', '^', '>', '<', 'a', '01', ' - ');
    const near = fc.tuple(rangeArb, junk, fc.nat()).map(([r, j, k]) => r.slice(0, k % (r.length + 1)) + j + r.slice(k % (r.length + 1)));
    await fc.assert(
      fc.asyncProperty(near, fc.boolean(), async (r, ip) => {
        const out = await outcome('semver-range-satisfies', { version: '1.0.0', range: r, include_prerelease: ip });
        if (out.ok) expect(semver.validRange(r, { includePrerelease: ip }), r).to.not.equal(null);
        else expect(out.code, r).to.equal('invalid_input');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('versions differential: semver-range-max-satisfying against semver.maxSatisfying and minSatisfying', () => {
  it('agrees on the highest and lowest', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(nearVersion, versionArb), { maxLength: 12 }), rangeArb, fc.boolean(), async (versions, range, ip) => {
        const out = (await runTool('semver-range-max-satisfying', { versions, range, include_prerelease: ip })) as { highest: { version: string } | null; lowest: { version: string } | null };
        const ok = versions.filter((v) => perSet(v, range, ip));
        const pick = (dir: number) => ok.reduce<string | null>((best, v) => (best === null || semver.compare(v, best) === dir ? v : best), null);
        expect(out.highest?.version ?? null, `max ${range}`).to.equal(pick(1));
        expect(out.lowest?.version ?? null, `min ${range}`).to.equal(pick(-1));
        if (!merged(range)) {
          expect(out.highest?.version ?? null, `maxSatisfying ${range}`).to.equal(semver.maxSatisfying(versions, range, { includePrerelease: ip }));
          expect(out.lowest?.version ?? null, `minSatisfying ${range}`).to.equal(semver.minSatisfying(versions, range, { includePrerelease: ip }));
        }
      }),
      { numRuns: RUNS },
    );
  });
});
