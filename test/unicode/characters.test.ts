// The character tables of impl/text/lib/unicode/ (built by scripts/unicode/build-character-tables.ts
// from the pinned UCD) against the runtime's ICU, over every code point. ICU follows the Unicode
// version of the Node release; when a test here fails, either the tables or Node moved to another
// Unicode version than UNICODE_VERSION: rebuild the tables at the new version (and name it in the
// contracts), or pin Node back.
import { expect } from 'chai';
import { caseFold, caseFoldCodePoint } from '../../impl/text/lib/unicode/case-fold.js';
import { UNICODE_VERSION } from '../../impl/text/lib/unicode/version.js';

const DRIFT = `the runtime's ICU (Unicode ${process.versions.unicode ?? '?'}) and the tables (Unicode ${UNICODE_VERSION}) disagree`;

function* allCodePoints(): Generator<number> {
  for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) yield cp;
}

const escapeForRegex = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

describe('unicode character tables against ICU', function () {
  this.timeout(120000);

  it('runs the same Unicode version as the tables', function () {
    expect(process.versions.unicode, DRIFT).to.equal(UNICODE_VERSION.replace(/\.0$/, ''));
  });

  it('case folding: exactly the code points with Changes_When_Casefolded (fold(NFD(c)) != NFD(c)) change', function () {
    const cwcf = /^\p{Changes_When_Casefolded}$/u;
    const wrong: string[] = [];
    for (const cp of allCodePoints()) {
      const s = String.fromCodePoint(cp);
      const nfd = s.normalize('NFD');
      if (cwcf.test(s) !== (caseFold(nfd) !== nfd)) wrong.push(cp.toString(16));
    }
    expect(wrong, DRIFT).to.deep.equal([]);
  });

  it('case folding: every one-code-point folding is a caseless match in a /iu regex (simple folding)', function () {
    const wrong: string[] = [];
    for (const cp of allCodePoints()) {
      const folded = caseFoldCodePoint(cp);
      const s = String.fromCodePoint(cp);
      if (folded === s || [...folded].length !== 1) continue;
      if (!new RegExp(`^${escapeForRegex(s)}$`, 'iu').test(folded)) wrong.push(cp.toString(16));
    }
    expect(wrong, DRIFT).to.deep.equal([]);
  });

  it('case folding: the full (F) and Turkic (T) entries of CaseFolding.txt', function () {
    expect(caseFold('Straße')).to.equal('strasse');
    expect(caseFold('ﬁ \u0390 ẞ')).to.equal('fi \u03b9\u0308\u0301 ss');
    expect(caseFold('İI')).to.equal('i̇i');
    expect(caseFold('İI', { turkic: true })).to.equal('iı');
    expect(caseFold('ΣΑΣ σας')).to.equal('σασ σασ');
  });
});
