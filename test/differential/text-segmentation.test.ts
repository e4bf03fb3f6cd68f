// Differential tests, Text category, segmentation and width tools (helper A): each tool against
// independent implementations on seeded texts that mix every UAX #29 break class and width class
// (test/differential/support/text-segmentation-arbitraries.ts): ASCII, CR LF, controls, combining
// marks, Hangul jamo and syllables, Devanagari conjuncts, Prepend, CJK, halfwidth kana, ambiguous
// symbols, emoji with modifiers, ZWJ sequences, flags, tags, keycaps, characters new in Unicode 17.0.
//
// Oracles per tool:
//   text-graphemes-split  Intl.Segmenter (ICU 78.2, Unicode 17.0, the version the tables pin): the same
//                      clusters exactly. graphemer (1.4.0) on texts without Indic conjuncts and without
//                      characters newer than its data: it predates GB9c (Unicode 15.1), so it splits
//                      Devanagari KA VIRAMA SSA into two clusters where UAX #29 now keeps one: pinned as
//                      the case "rule 1, GB9c: Devanagari KA VIRAMA SSA ...". It also predates 17.0's
//                      removal of U+2701 from Extended_Pictographic: pinned as "rule 1, Unicode 17.0:
//                      U+2701 ...".
//   text-count         bytes: Buffer.byteLength (UTF-8), UTF-16 units: String length, code points:
//                      Array.from, graphemes: Intl.Segmenter, lines: Node's own split at /\r\n|\r|\n/.
//                      Words: Intl.Segmenter's word segments that hold a letter or digit
//                      (/[\p{Alphabetic}\p{N}]/u, rule 3), on texts without the scripts ICU tailors
//                      (Han, Hiragana, Katakana and Line_Break=SA scripts with dictionaries, Hangul
//                      syllables with a class of their own).
//                      ICU's own isWordLike is not the oracle: it comes from the status of the last
//                      rule matched, so "א'" + ZWJ (Hebrew letter, apostrophe, ZWJ; one segment by
//                      WB7a and WB4) is not word-like to ICU although it holds a letter: pinned as
//                      the case "rule 3, a Hebrew letter, apostrophe and ZWJ ...". ICU also calls
//                      "²" (General_Category No) not word-like, where rule 3 counts numbers.
//   text-display-width string-width 8.3 (sindresorhus; Intl.Segmenter clusters, get-east-asian-width,
//                      RGI emoji) with ambiguousIsNarrow matching ambiguous_width, and
//                      get-east-asian-width per code point for texts of single base characters.
//                      Disagreements, each pinned as a case (we follow UAX #11 / UTS #51 as rule 2-3 state):
//                      - a lone regional indicator: Emoji_Presentation=Yes, so 2 by UTS #51's
//                        recommendation; string-width gives its East_Asian_Width N, 1
//                        ("rule 2, a lone regional indicator ...");
//                      - a non-RGI ZWJ sequence of a text-default pictograph ("☺" ZWJ "☺"): string-width
//                        counts any ZWJ sequence of two pictographs as 2; we take the base's width, 1,
//                        since without VS16 the terminal draws it as text ("rule 3, a text-presentation
//                        pictograph joined by ZWJ ...");
//                      - Hangul jamo sequences outside L+ V+ T*: string-width adds the widths of unmatched
//                        jamo; a UAX #29 cluster is one syllable block of its base's width ("rule 3, a
//                        cluster of two leading jamo and a vowel ...").
//   text-truncate      a reference of rules 2-4 built only from the oracles: Intl.Segmenter clusters,
//                      lengths by Buffer.byteLength, String length, Array.from and Intl.Segmenter
//                      counts (string-width for columns, on texts outside its pinned disagreements),
//                      then the longest run of whole clusters from the kept end. No disagreement.
//   text-tabs-expand   GNU expand (coreutils, `expand -t N`, and `-i` for leading_only) on ASCII texts,
//                      where its byte columns are display columns; on other texts a reference of rule 3
//                      with string-width for the column (outside its pinned disagreements). GNU expand
//                      resets the column at LF only; the contract's lines also end at CR (the text-lines
//                      fragment), so the ASCII texts given to expand hold no lone CR. No disagreement.
import { execFileSync } from 'node:child_process';
import stringWidth from 'string-width';
import { eastAsianWidth } from 'get-east-asian-width';
import { expect } from 'chai';
import fc from 'fast-check';
import Graphemer from 'graphemer';
import { runTool } from '../support/direct.js';
import { segmentationText } from './support/text-segmentation-arbitraries.js';

const RUNS = 300;
const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
// graphemer is CommonJS with `exports.default = Graphemer`: under Node's ESM interop the default
// import is the exports object, so the class is one level down.
type GraphemerLike = { splitGraphemes(text: string): string[] };
const GraphemerClass = ((Graphemer as unknown as { default?: unknown }).default ?? Graphemer) as new () => GraphemerLike;
const graphemer = new GraphemerClass();

/** Characters graphemer's data (Unicode 13/14 era) does not know or classifies otherwise. */
const beyondGraphemer = /[\u094d\u0d4d\u09cd\u0acd\u0b4d\u0c4d\u0cd4-\u0cd5\u2701\p{Unassigned}]|[\u{10940}-\u{1095F}\u{16FF2}\u{18D80}-\u{18DFF}\u{1FAC8}]/u;

describe('text-segmentation differential', () => {
  it('text-graphemes-split equals Intl.Segmenter (ICU, Unicode 17.0) exactly', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(40), async (text) => {
        const out = (await runTool('text-graphemes-split', { text })) as { clusters: { text: string }[] };
        expect(out.clusters.map((c) => c.text)).to.deep.equal(Array.from(graphemeSegmenter.segment(text), (s) => s.segment));
      }),
      { numRuns: RUNS },
    );
  });

  it('text-graphemes-split equals graphemer on texts within its Unicode data and without conjuncts', async () => {
    await fc.assert(
      fc.asyncProperty(segmentationText(40).filter((t) => !beyondGraphemer.test(t)), async (text) => {
        const out = (await runTool('text-graphemes-split', { text })) as { clusters: { text: string }[] };
        expect(out.clusters.map((c) => c.text)).to.deep.equal(graphemer.splitGraphemes(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('text-count equals Buffer, String, Array.from, Intl.Segmenter and a line regex', async () => {
    const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
    const tailored = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tai_Le}\p{Script=New_Tai_Lue}\p{Script=Tai_Tham}\p{Script=Tai_Viet}\p{Script=Ahom}\p{Script=Balinese}]/u;
    await fc.assert(
      fc.asyncProperty(segmentationText(40), async (text) => {
        const out = (await runTool('text-count', { text })) as Record<string, number>;
        expect(out.bytes).to.equal(Buffer.byteLength(text, 'utf8'));
        expect(out.utf16_units).to.equal(text.length);
        expect(out.code_points).to.equal(Array.from(text).length);
        expect(out.graphemes).to.equal(Array.from(graphemeSegmenter.segment(text)).length);
        expect(out.lines).to.equal(text === '' ? 0 : text.replace(/(\r\n|\r|\n)$/, '').split(/\r\n|\r|\n/).length);
        if (!tailored.test(text)) expect(out.words, JSON.stringify(text)).to.equal(Array.from(wordSegmenter.segment(text)).filter((s) => /[\p{Alphabetic}\p{N}]/u.test(s.segment)).length);
      }),
      { numRuns: RUNS },
    );
  });

  it('text-display-width equals string-width outside the pinned disagreements, at both ambiguous widths', async () => {
    // Lone or odd regional indicators, ZWJ after a text-default pictograph, odd Hangul jamo runs.
    const pinned = (t: string) => /\p{RI}/u.test(t.replace(/\p{RI}\p{RI}/gu, '')) || /[\u1100-\u115f\ua960-\ua97c][\u1100-\u115f\ua960-\ua97c]|[\u1160-\u11ff\ud7b0-\ud7ff]/u.test(t) || /\u200d/u.test(t);
    await fc.assert(
      fc.asyncProperty(segmentationText(40).filter((t) => !pinned(t) && !t.includes('\u001b') && !t.includes('\u009b')), fc.constantFrom(1, 2), async (text, ambiguous) => {
        const out = (await runTool('text-display-width', { text, ambiguous_width: ambiguous })) as { total_width: number };
        const expected = text.split(/\r\n|\r|\n/).reduce((sum, line) => sum + stringWidth(line, { ambiguousIsNarrow: ambiguous === 1 }), 0);
        expect(out.total_width, JSON.stringify(text)).to.equal(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('text-display-width of a single printing code point equals get-east-asian-width outside emoji and zero-width classes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0x20, max: 0x3ffff }).filter((cp) => (cp < 0xd800 || cp > 0xdfff) && !/[\p{Cc}\p{Mn}\p{Me}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Emoji_Presentation}]/u.test(String.fromCodePoint(cp))), fc.constantFrom(1, 2), async (cp, ambiguous) => {
        const out = (await runTool('text-display-width', { text: String.fromCodePoint(cp), ambiguous_width: ambiguous })) as { width: number };
        expect(out.width, `U+${cp.toString(16)}`).to.equal(eastAsianWidth(cp, { ambiguousAsWide: ambiguous === 2 }));
      }),
      { numRuns: 2000 },
    );
  });

  it('text-truncate equals a greedy cut over Intl.Segmenter clusters measured by Buffer, String, Array.from and string-width', async () => {
    const noWidthQuirks = (t: string) => !/\p{RI}|[\u1100-\u11ff\ua960-\ua97c\ud7b0-\ud7ff]|\u200d/u.test(t) && !t.includes('\u001b') && !t.includes('\u009b');
    const measure = (t: string, unit: string) =>
      unit === 'bytes' ? Buffer.byteLength(t, 'utf8') : unit === 'utf16' ? t.length : unit === 'code_points' ? Array.from(t).length
        : unit === 'graphemes' ? Array.from(graphemeSegmenter.segment(t)).length : t.split(/\r\n|\r|\n/).reduce((n, l) => n + stringWidth(l), 0);
    await fc.assert(
      fc.asyncProperty(segmentationText(30), fc.integer({ min: 1, max: 40 }), fc.constantFrom('bytes', 'utf16', 'code_points', 'graphemes', 'columns'), fc.constantFrom('start', 'end'), async (text, limit, unit, keep) => {
        fc.pre(unit !== 'columns' || noWidthQuirks(text));
        const out = (await runTool('text-truncate', { text, limit, unit, keep, ellipsis: '~' })) as { text: string };
        let expected = text;
        if (measure(text, unit) > limit) {
          const parts = Array.from(graphemeSegmenter.segment(text), (x) => x.segment);
          if (keep === 'end') parts.reverse();
          let used = 1;
          const kept: string[] = [];
          for (const p of parts) {
            if (used + measure(p, unit) > limit) break;
            used += measure(p, unit);
            kept.push(p);
          }
          expected = keep === 'start' ? `${kept.join('')}~` : `~${kept.reverse().join('')}`;
        }
        expect(out.text, JSON.stringify({ text, limit, unit, keep })).to.equal(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('text-tabs-expand equals GNU expand on ASCII texts', async () => {
    const ascii = fc.array(fc.constantFrom('a', 'bc', ' ', '\t', '\t\t', '\n', 'xyz12', '  \t'), { maxLength: 25 }).map((p) => p.join(''));
    await fc.assert(
      fc.asyncProperty(ascii, fc.integer({ min: 1, max: 12 }), fc.boolean(), async (text, tabSize, leading) => {
        const out = (await runTool('text-tabs-expand', { text, tab_size: tabSize, leading_only: leading })) as { text: string };
        const args = leading ? ['-i', '-t', String(tabSize)] : ['-t', String(tabSize)];
        expect(out.text, JSON.stringify({ text, tabSize, leading })).to.equal(execFileSync('expand', args, { input: text, encoding: 'utf8' }));
      }),
      { numRuns: 100 },
    );
  });

  it('text-tabs-expand equals a reference of rule 3 measuring columns with string-width', async () => {
    const quirks = /\p{RI}|[\u1100-\u11ff\ua960-\ua97c\ud7b0-\ud7ff]|\u200d/u;
    const texts = fc.array(fc.oneof(segmentationText(3), fc.constant('\t')), { maxLength: 15 }).map((p) => p.join('')).filter((t) => !quirks.test(t) && !t.includes('\u001b') && !t.includes('\u009b'));
    await fc.assert(
      fc.asyncProperty(texts, fc.integer({ min: 1, max: 8 }), async (text, tabSize) => {
        const out = (await runTool('text-tabs-expand', { text, tab_size: tabSize })) as { text: string };
        const expected = text.replace(/[^\r\n]*(\r\n|\r|\n|$)/g, (all, end: string) => {
          const line = all.slice(0, all.length - end.length);
          let result = '';
          let column = 0;
          for (const { segment } of graphemeSegmenter.segment(line)) {
            // Each cluster of the input measured alone: a modifier after a tab is a cluster of its
            // own there, while after the spaces the tab became it would join them.
            const width = segment === '\t' ? tabSize - (column % tabSize) : stringWidth(segment);
            result += segment === '\t' ? ' '.repeat(width) : segment;
            column += width;
          }
          return result + end;
        });
        expect(out.text, JSON.stringify({ text, tabSize })).to.equal(expected);
      }),
      { numRuns: RUNS },
    );
  });
});
