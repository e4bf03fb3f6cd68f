// The segmentation and width tables (impl/text/lib/unicode/, built by
// scripts/unicode/build-segmentation-tables.ts at UNICODE_VERSION) against:
// - the UCD's own conformance files GraphemeBreakTest and WordBreakTest (test/fixtures/unicode/; the
//   16.0.0 files, the newest at hand offline, with the lines that Unicode 17.0 changed named below);
// - the runtime's ICU: Intl.Segmenter for grapheme clusters and word boundaries, and /\p{...}/u
//   property escapes for the properties the width rules read. ICU moves with Node releases: when
//   Node's Unicode version and UNICODE_VERSION differ, these tests fail and say so; rebuild the
//   tables at the new version (and update version.ts and the contracts) rather than loosen them.
// Intl.Segmenter is slow on long strings (quadratic in V8), so probes go in chunks of a few KB.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { displayWidthTable } from '../../impl/text/lib/unicode/display-width-data.js';
import { graphemeBreakTable } from '../../impl/text/lib/unicode/grapheme-break-data.js';
import { graphemeEnds } from '../../impl/text/lib/unicode/graphemes.js';
import { UNICODE_VERSION } from '../../impl/text/lib/unicode/version.js';
import { wordBreakTable } from '../../impl/text/lib/unicode/word-break-data.js';
import { wordSegments } from '../../impl/text/lib/unicode/words.js';

const fixtures = join(import.meta.dirname, '../fixtures/unicode');
const icuNote = `runtime Unicode ${process.versions.unicode} (ICU ${process.versions.icu}), tables ${UNICODE_VERSION}`;
const sameVersion = UNICODE_VERSION.startsWith(`${process.versions.unicode}.`) || UNICODE_VERSION === process.versions.unicode;

/** Lines of a UCD break test file as [text, UTF-16 offsets of each boundary after the start]. */
function breakTests(file: string): { line: string; text: string; ends: number[] }[] {
  return readFileSync(join(fixtures, file), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('÷'))
    .map((line) => {
      const tokens = line.trim().split(/\s+/);
      let text = '';
      const ends: number[] = [];
      for (let k = 1; k < tokens.length; k += 2) {
        text += String.fromCodePoint(parseInt(tokens[k]!, 16));
        if (tokens[k + 1] === '÷') ends.push(text.length);
      }
      return { line, text, ends };
    });
}

// U+2701 UPPER BLADE SCISSORS is no longer Extended_Pictographic in Unicode 17.0, so the 16.0 files'
// lines that join it after a ZWJ (GB11, WB3c) break in 17.0; ICU 17 agrees (checked below).
const CHANGED_IN_17 = (line: string) => / 2701 /.test(line);

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
const icuGraphemeEnds = (text: string) => Array.from(graphemeSegmenter.segment(text), (s) => s.index + s.segment.length);
const icuWordEnds = (text: string) => Array.from(wordSegmenter.segment(text), (s) => s.index + s.segment.length);

/**
 * The code points to probe, surrogates left out: in planes 0, 1 and 14 every code point at the edge
 * of a run of one table value (where a new version's changes land first) and every 4th inside a
 * run; in planes 2 and 3 (CJK ideographs) every 64th. All of them would take a minute of ICU calls.
 */
function probedCodePoints(table: { index(cp: number): number }): number[] {
  const cps: number[] = [];
  for (let cp = 0; cp < 0x110000; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const plane = cp >> 16;
    if (plane === 0 || plane === 1 || plane === 14) {
      const v = table.index(cp);
      if (cp % 4 === 0 || table.index(cp - 1) !== v || table.index(cp + 1) !== v) cps.push(cp);
    } else if ((plane === 2 || plane === 3) && cp % 64 === 0) cps.push(cp);
  }
  return cps;
}

/**
 * Builds, for each code point, the probe strings `probes(c)`, joins them with LF (a boundary on
 * both sides in both algorithms) into chunks of about 4000 UTF-16 units, and returns the code points
 * whose chunk segments differently under `ours` and `icu` (at most `max`).
 */
function disagreements(cps: number[], probes: (c: string) => string[], ours: (t: string) => number[], icu: (t: string) => number[], max = 20): string[] {
  const found: string[] = [];
  let chunk: string[] = [];
  let owners: number[] = [];
  let size = 0;
  const flush = () => {
    const text = chunk.join('\n');
    const a = ours(text);
    const b = icu(text);
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      // Narrow down to the probe strings that differ.
      chunk.forEach((p, i) => {
        if (found.length < max && JSON.stringify(ours(p)) !== JSON.stringify(icu(p))) {
          found.push(`U+${owners[i]!.toString(16).toUpperCase().padStart(4, '0')} in ${JSON.stringify(p)}: ours ${JSON.stringify(ours(p))}, ICU ${JSON.stringify(icu(p))}`);
        }
      });
    }
    chunk = [];
    owners = [];
    size = 0;
  };
  for (const cp of cps) {
    for (const p of probes(String.fromCodePoint(cp))) {
      chunk.push(p);
      owners.push(cp);
      size += p.length + 1;
    }
    if (size > 4000) flush();
    if (found.length >= max) break;
  }
  if (size > 0) flush();
  return found;
}

describe(`Unicode ${UNICODE_VERSION} segmentation tables`, function () {
  this.timeout(300_000);

  it('the runtime ICU is at the tables\' Unicode version', () => {
    expect(sameVersion, `${icuNote}: rebuild the tables at the runtime's version or pin Node`).to.equal(true);
  });

  it('pass GraphemeBreakTest (UAX #29 conformance file), all lines but those Unicode 17.0 changed', () => {
    const failures = breakTests('GraphemeBreakTest-16.0.0.txt')
      .filter((t) => !CHANGED_IN_17(t.line))
      .filter((t) => JSON.stringify(graphemeEnds(t.text)) !== JSON.stringify(t.ends))
      .map((t) => t.line);
    expect(failures).to.deep.equal([]);
  });

  it('pass WordBreakTest (UAX #29 conformance file), all lines but those Unicode 17.0 changed', () => {
    const failures = breakTests('WordBreakTest-16.0.0.txt')
      .filter((t) => !CHANGED_IN_17(t.line))
      .filter((t) => JSON.stringify(wordSegments(t.text).map((s) => s.end)) !== JSON.stringify(t.ends))
      .map((t) => t.line);
    expect(failures).to.deep.equal([]);
  });

  it('the lines Unicode 17.0 changed: U+2701 ZWJ U+2701 is two clusters and two words, as ICU says', () => {
    const text = '\u2701\u200d\u2701';
    expect(/\p{Extended_Pictographic}/u.test('\u2701'), icuNote).to.equal(false);
    expect(graphemeEnds(text)).to.deep.equal(icuGraphemeEnds(text)).and.deep.equal([2, 3]);
    expect(wordSegments(text).map((s) => s.end)).to.deep.equal([2, 3]);
  });

  it('grapheme clusters agree with Intl.Segmenter for the code points of planes 0, 1 and 14 between probes of each break class', () => {
    // Each probe exposes the class of c on both sides: after an Other and before an Extend (Extend,
    // ZWJ, SpacingMark join; Control, CR, LF break); after L and before Other (Hangul L/V/LV/LVT,
    // Prepend); after an emoji ZWJ and before T (GB11, Hangul V/T); after a regional indicator
    // (GB12); after a consonant and virama (GB9c).
    const probes = (c: string) => [`a${c}\u0308`, `\u1100${c}a`, `\u{1F600}\u200d${c}\u11a8`, `\u{1F1E6}${c}`, `\u0915\u094d${c}`];
    expect(disagreements(probedCodePoints(graphemeBreakTable), probes, graphemeEnds, icuGraphemeEnds), icuNote).to.deep.equal([]);
  });

  it('word boundaries agree with Intl.Segmenter for the code points outside the scripts ICU splits with dictionaries', () => {
    // ICU tailors UAX #29 with dictionaries for Han, Hiragana, Katakana and the scripts of
    // Line_Break=SA (Thai, Lao, Khmer, Myanmar, ...), and gives Hangul syllables a class of their
    // own (UAX #29 has them ALetter, so "a가" is one word; ICU splits it): those are left out, the
    // rest must agree.
    const dictionary = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tai_Le}\p{Script=New_Tai_Lue}\p{Script=Tai_Tham}\p{Script=Tai_Viet}\p{Script=Ahom}\p{Script=Balinese}]/u;
    const cps = probedCodePoints(wordBreakTable).filter((cp) => !dictionary.test(String.fromCodePoint(cp)));
    const probes = (c: string) => [`a${c}a`, `1${c}1`, `_${c}`, `${c}${c}`, `\u200d${c}`, `\u05d0${c}\u05d0`, `${c}\u0308a`];
    expect(disagreements(cps, probes, (t) => wordSegments(t).map((s) => s.end), icuWordEnds), icuNote).to.deep.equal([]);
  });

  it('width classes agree with the runtime\'s properties: Cc, Mn/Me/Cf/Default_Ignorable, Mc, Emoji_Presentation', () => {
    const bad: string[] = [];
    for (let cp = 0; cp < 0x110000 && bad.length < 20; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      const v = displayWidthTable.value(cp);
      const cls = v.replace(/_VS$/, '').replace(/_Mc$/, '');
      const expected = /\p{Cc}/u.test(c) ? 'Control' : /[\p{Mn}\p{Me}\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(c) ? 'Zero' : null;
      if (expected !== null && cls !== expected) bad.push(`U+${cp.toString(16)} ${v}, expected ${expected}`);
      if (expected === null && (cls === 'Control' || cls === 'Zero')) bad.push(`U+${cp.toString(16)} ${v}, expected a printing class`);
      if (expected === null && /\p{Emoji_Presentation}/u.test(c) && cls !== 'Wide') bad.push(`U+${cp.toString(16)} ${v}, Emoji_Presentation`);
      if (/\p{Mc}/u.test(c) !== v.includes('_Mc')) bad.push(`U+${cp.toString(16)} ${v}, Mc mismatch`);
    }
    expect(bad, icuNote).to.deep.equal([]);
  });
});
