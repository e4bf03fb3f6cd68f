// The character tables of impl/text/lib/unicode/ (built by scripts/unicode/build-character-tables.ts
// from the pinned UCD) against the runtime's ICU, over every code point. ICU follows the Unicode
// version of the Node release; when a test here fails, either the tables or Node moved to another
// Unicode version than UNICODE_VERSION: rebuild the tables at the new version (and name it in the
// contracts), or pin Node back.
import { expect } from 'chai';
import { caseFold, caseFoldCodePoint } from '../../impl/text/lib/unicode/case-fold.js';
import { toLowerCase, toUpperCase } from '../../impl/text/lib/unicode/case-map.js';
import { characterName, nameOrLabel } from '../../impl/text/lib/unicode/names.js';
import { normalizeCodePoints, type NormalizationForm } from '../../impl/text/lib/unicode/normalization.js';
import { generalCategory, isBidiControl, isDefaultIgnorable, isJoinControl, isNoncharacter, isVariationSelector, isWhiteSpace, script, scriptExtensions } from '../../impl/text/lib/unicode/properties.js';
import { UNICODE_VERSION } from '../../impl/text/lib/unicode/version.js';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const DRIFT = `the runtime's ICU (Unicode ${process.versions.unicode ?? '?'}) and the tables (Unicode ${UNICODE_VERSION}) disagree`;

function* allCodePoints(): Generator<number> {
  for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) yield cp;
}


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
      if (!new RegExp(`^\\u{${cp.toString(16)}}$`, 'iu').test(folded)) wrong.push(cp.toString(16));
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

  const FORMS: NormalizationForm[] = ['NFC', 'NFD', 'NFKC', 'NFKD'];
  const normalizeText = (text: string, form: NormalizationForm): string => String.fromCodePoint(...normalizeCodePoints(Array.from(text, (c) => c.codePointAt(0)!), form, 100000)!);

  it('normalization: every code point alone, in all four forms, equals String.prototype.normalize', function () {
    // Code points in chunks of 1024, each after a space: no canonical composite starts with U+0020 and
    // a space ends every run of combining marks, so a chunk normalizes as its code points do one by one.
    const all = [...allCodePoints()];
    const wrong: string[] = [];
    for (let i = 0; i < all.length; i += 1024) {
      const chunk = String.fromCodePoint(...all.slice(i, i + 1024).flatMap((cp) => [0x20, cp]));
      for (const form of FORMS) if (normalizeText(chunk, form) !== chunk.normalize(form)) wrong.push(`${form} in U+${all[i]!.toString(16)}..`);
    }
    expect(wrong, DRIFT).to.deep.equal([]);
  });

  it('normalization: NormalizationTest.txt (16.0, true at 17.0 by the stability policy), every line and the part 1 invariant', function () {
    const text = gunzipSync(readFileSync(new URL('../fixtures/unicode/NormalizationTest-16.0.0.txt.gz', import.meta.url))).toString('utf8');
    const decode = (column: string): string => String.fromCodePoint(...column.split(' ').map((h) => parseInt(h, 16)));
    const wrong: string[] = [];
    const inPart1 = new Set<number>();
    let part = '';
    let lines = 0;
    for (const line of text.split('\n')) {
      if (line.startsWith('@')) part = line.slice(0, 6);
      if (line === '' || line.startsWith('#') || line.startsWith('@')) continue;
      const [c1, c2, c3, c4, c5] = line.split(';').slice(0, 5).map(decode) as [string, string, string, string, string];
      if (part === '@Part1') inPart1.add(c1.codePointAt(0)!);
      lines++;
      const ok =
        [c1, c2, c3].every((c) => normalizeText(c, 'NFC') === c2 && normalizeText(c, 'NFD') === c3) &&
        [c4, c5].every((c) => normalizeText(c, 'NFC') === c4 && normalizeText(c, 'NFD') === c5) &&
        [c1, c2, c3, c4, c5].every((c) => normalizeText(c, 'NFKC') === c4 && normalizeText(c, 'NFKD') === c5);
      if (!ok) wrong.push(line);
    }
    expect(lines).to.be.greaterThan(19000);
    for (const cp of allCodePoints()) {
      if (inPart1.has(cp) || generalCategory(cp) === 'Cn') continue;
      const s = String.fromCodePoint(cp);
      // Characters new in 17.0 with a decomposition (U+A7F1 <super> S) are not in the 16.0 file; the
      // every-code-point test above holds them against ICU.
      if (FORMS.some((form) => s.normalize(form) !== s)) continue;
      if (FORMS.some((form) => normalizeText(s, form) !== s)) wrong.push(`part 1 invariant ${cp.toString(16)}`);
    }
    expect(wrong).to.deep.equal([]);
  });

  it('case mapping: every code point alone, upper and lower, equals toUpperCase / toLowerCase', function () {
    // Code points in chunks of 1024 separated by spaces (neither cased nor case-ignorable, so no
    // context crosses them), each chunk mapped once.
    const all = [...allCodePoints()];
    const wrong: string[] = [];
    for (let i = 0; i < all.length; i += 1024) {
      const chunk = all.slice(i, i + 1024).flatMap((cp) => [cp, 0x20]);
      const s = String.fromCodePoint(...chunk);
      let upper = '';
      toUpperCase(chunk, 'und', (p) => (upper += p));
      let lower = '';
      toLowerCase(chunk, 'und', (p) => (lower += p));
      if (upper !== s.toUpperCase()) wrong.push(`upper in U+${all[i]!.toString(16)}..`);
      if (lower !== s.toLowerCase()) wrong.push(`lower in U+${all[i]!.toString(16)}..`);
    }
    expect(wrong, DRIFT).to.deep.equal([]);
  });

  it('general category, script, script extensions and the binary properties equal the /\\p{...}/u escapes', function () {
    const regexes = new Map<string, RegExp>();
    const re = (escape: string): RegExp => {
      let r = regexes.get(escape);
      if (r === undefined) regexes.set(escape, (r = new RegExp(`^\\p{${escape}}$`, 'u')));
      return r;
    };
    const binary: [string, (cp: number) => boolean][] = [
      ['White_Space', isWhiteSpace], ['Default_Ignorable_Code_Point', isDefaultIgnorable], ['Bidi_Control', isBidiControl],
      ['Join_Control', isJoinControl], ['Variation_Selector', isVariationSelector], ['Noncharacter_Code_Point', isNoncharacter],
    ];
    const wrong: string[] = [];
    for (const cp of allCodePoints()) {
      const s = String.fromCodePoint(cp);
      if (!re(`gc=${generalCategory(cp)}`).test(s)) wrong.push(`gc ${cp.toString(16)}`);
      if (!re(`Script=${script(cp)}`).test(s)) wrong.push(`sc ${cp.toString(16)}`);
      const scx = scriptExtensions(cp);
      if (!scx.every((x) => re(`Script_Extensions=${x}`).test(s))) wrong.push(`scx ${cp.toString(16)}`);
      for (const [name, has] of binary) if (re(name).test(s) !== has(cp)) wrong.push(`${name} ${cp.toString(16)}`);
      if (wrong.length > 50) break;
    }
    expect(wrong, DRIFT).to.deep.equal([]);
  });

  it('names: exactly the assigned code points outside Cc, Co and Cs have a Name; a few known names', function () {
    const wrong: string[] = [];
    for (const cp of allCodePoints()) {
      const gc = generalCategory(cp);
      if ((characterName(cp) !== '') !== !['Cc', 'Cn', 'Co', 'Cs'].includes(gc)) wrong.push(cp.toString(16));
    }
    expect(wrong, DRIFT).to.deep.equal([]);
    expect(nameOrLabel(0x1f600)).to.equal('GRINNING FACE');
    expect(nameOrLabel(0xd4db)).to.equal('HANGUL SYLLABLE PWILH');
    expect(nameOrLabel(0x2f800)).to.equal('CJK COMPATIBILITY IDEOGRAPH-2F800');
    expect(nameOrLabel(0x18800)).to.equal('TANGUT COMPONENT-001');
    expect(nameOrLabel(0x0)).to.equal('<control-0000>');
    expect(nameOrLabel(0xfdd0)).to.equal('<noncharacter-FDD0>');
  });
});

