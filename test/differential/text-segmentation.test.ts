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
//                        ("rule 2, a lone regional indicator ..."); likewise a pair that is no RGI
//                        flag ("🇷🇷") or a flag followed by a mark: 2 for us, 1 for string-width;
//                      - a non-RGI ZWJ sequence of a text-default pictograph ("☺" ZWJ "☺"): string-width
//                        counts any ZWJ sequence of two pictographs as 2; we take the base's width, 1,
//                        since without VS16 the terminal draws it as text ("rule 3, a text-presentation
//                        pictograph joined by ZWJ ...");
//                      - Hangul jamo sequences outside L+ V+ T* (two leading jamo, a leading jamo before a
//                        syllable): string-width adds the widths of unmatched jamo; a UAX #29 cluster is
//                        one syllable block of its base's width ("rule 3, a cluster of two leading jamo
//                        and a vowel ...");
//                      - a digit, # or * with VS16 but no keycap mark ("9" U+FE0F): an emoji presentation
//                        sequence of emoji-variation-sequences.txt, 2 by rule 3; string-width checks
//                        RGI emoji only and gives 1 ("rule 3, a digit with VS16 ...").
//                      - the reverse, a keycap without VS16 ("9" U+20E3, unqualified in UTS #51): the
//                        digit's width, 1, by rule 3; string-width counts it 2 ("rule 3, a keycap
//                        without VS16 ...").
//                      Texts with regional indicators, jamo, ZWJ or such digits are left out.
//   text-truncate      a reference of rules 2-4 built only from the oracles: Intl.Segmenter clusters,
//                      lengths by Buffer.byteLength, String length, Array.from and Intl.Segmenter
//                      counts (string-width for columns, on texts outside its pinned disagreements),
//                      then the longest run of whole clusters from the kept end. No disagreement.
//   text-tabs-expand   GNU expand (coreutils, `expand -t N`, and `-i` for leading_only) on ASCII texts,
//                      where its byte columns are display columns; on other texts a reference of rule 3
//                      with string-width for the column (outside its pinned disagreements). GNU expand
//                      resets the column at LF only; the contract's lines also end at CR (the text-lines
//                      fragment), so the ASCII texts given to expand hold no lone CR. No disagreement.
//   text-wrap          CPython's textwrap.TextWrapper(width, break_long_words = split,
//                      break_on_hyphens=False, expand_tabs=False, replace_whitespace=False) on lines of
//                      ASCII letters, digits, hyphens and spaces, unit code_points (where its len()
//                      is ours); skipped without python3. On other texts a property of rules 4-5 is
//                      checked instead (test/properties). Python splits long words by code points,
//                      the contract by grapheme clusters, which is the same on ASCII. Disagreement,
//                      pinned as the case "rule 4, a space that ends an exactly full line ...":
//                      when a line is exactly full and the next chunk is a long word, textwrap
//                      appends the word's empty first piece (chunk[:0]) and its drop_whitespace test
//                      then looks at that empty piece instead of the space before it, so "a-b " keeps
//                      its trailing space, and " " + a long word at width 1 gives a first line of one
//                      space; rule 4 drops every space that ends a line, and so such a line.
//   text-diff-inline   jsdiff (`diff`): diffArrays over tokens made by an independent tokenizer
//                      (Intl.Segmenter's word segments with white space runs merged, or its grapheme
//                      clusters) on texts without the scripts ICU tailors: the same segments exactly
//                      (jsdiff is Myers 1986 with the same tie-break and deletions first); and
//                      diffWordsWithSpace on texts of ASCII words, spaces and sentence punctuation,
//                      where its tokens (letter runs, space runs, single punctuation marks) are UAX #29's.
import { execFileSync } from 'node:child_process';
import stringWidth from 'string-width';
import { eastAsianWidth } from 'get-east-asian-width';
import { expect } from 'chai';
import fc from 'fast-check';
import { diffArrays, diffWordsWithSpace } from 'diff';
import Graphemer from 'graphemer';
import { runTool } from '../support/direct.js';
import { segmentationText } from './support/text-segmentation-arbitraries.js';
import { hasProgram } from './support/programs.js';

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
    const pinned = (t: string) => /\p{RI}|[\u1100-\u11ff\ua960-\ua97c\ud7b0-\ud7ff]|\u200d|[0-9#*]\ufe0f(?!\u20e3)|[0-9#*]\u20e3/u.test(t);
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
    const noWidthQuirks = (t: string) => !/\p{RI}|[\u1100-\u11ff\ua960-\ua97c\ud7b0-\ud7ff]|\u200d|[0-9#*]\ufe0f(?!\u20e3)|[0-9#*]\u20e3/u.test(t) && !t.includes('\u001b') && !t.includes('\u009b');
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
    const quirks = /\p{RI}|[\u1100-\u11ff\ua960-\ua97c\ud7b0-\ud7ff]|\u200d|[0-9#*]\ufe0f(?!\u20e3)|[0-9#*]\u20e3/u;
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

  const hasPython = hasProgram('python3');

  (hasPython ? it : it.skip)('text-wrap equals CPython textwrap on ASCII lines', async () => {
    const line = fc.array(fc.constantFrom('a', 'bc', 'def', 'wxyz12', 'a-b', 'longerword', 'x'.repeat(13), ' ', '  ', '   '), { maxLength: 14 }).map((p) => p.join(''));
    const inputs = fc.sample(fc.tuple(line, fc.integer({ min: 1, max: 12 }), fc.boolean()), RUNS);
    const script = [
      'import json, sys, textwrap',
      'out = []',
      'for text, width, split in json.load(sys.stdin):',
      '    w = textwrap.TextWrapper(width=width, break_long_words=split, break_on_hyphens=False, expand_tabs=False, replace_whitespace=False)',
      '    out.append(w.wrap(text))',
      'print(json.dumps(out))',
    ].join('\n');
    const expected = JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(inputs), encoding: 'utf8' })) as string[][];
    for (const [i, [text, width, split]] of inputs.entries()) {
      const out = (await runTool('text-wrap', { text, width, unit: 'code_points', long_words: split ? 'split' : 'overflow' })) as { text: string; lines: number };
      // Python gives no line for a line of spaces only; rule 1 gives one empty line. Python keeps
      // the space that ends an exactly full line before a long word (see the header); the layout
      // is otherwise the same, so its lines are compared without trailing spaces.
      // The same quirk leaves a line of only the indentation when the first word is long: such a
      // line (all spaces, which drop_whitespace never leaves otherwise) is dropped as well.
      const kept = expected[i]!.filter((l) => l.trim() !== '').map((l) => l.replace(/ +$/, ''));
      const lines = kept.length === 0 ? [''] : kept;
      expect(out.text, JSON.stringify({ text, width, split })).to.equal(lines.join('\n'));
    }
  });

  type InlineSegment = { op: string; text: string };
  const inline = async (old: string, neu: string, granularity: string) =>
    ((await runTool('text-diff-inline', { old, new: neu, granularity })) as { segments: InlineSegment[] }).segments.map((x) => [x.op, x.text]);
  const fromParts = (parts: { added?: boolean; removed?: boolean; value: string }[]) =>
    parts.filter((p) => p.value !== '').map((p) => [p.added ? 'insert' : p.removed ? 'delete' : 'equal', p.value]);

  it('text-diff-inline equals jsdiff diffArrays over Intl.Segmenter tokens', async () => {
    const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
    const tailored = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tai_Le}\p{Script=New_Tai_Lue}\p{Script=Tai_Tham}\p{Script=Tai_Viet}\p{Script=Ahom}\p{Script=Balinese}]/u;
    const words = (t: string) => {
      const tokens: string[] = [];
      let blank = false;
      for (const { segment } of wordSegmenter.segment(t)) {
        const isBlank = /^[\p{White_Space}]+$/u.test(segment);
        if (isBlank && blank) tokens[tokens.length - 1] += segment;
        else tokens.push(segment);
        blank = isBlank;
      }
      return tokens;
    };
    const graphemes = (t: string) => Array.from(graphemeSegmenter.segment(t), (x) => x.segment);
    const vocabulary = fc.array(fc.oneof(fc.constantFrom('a', 'b', 'cat', 'the', ' ', '  ', '.', "it's", '\n'), segmentationText(2)), { maxLength: 12 }).map((p) => p.join(''));
    await fc.assert(
      fc.asyncProperty(vocabulary, vocabulary, fc.constantFrom('words', 'graphemes'), async (a, b, granularity) => {
        fc.pre(granularity === 'graphemes' || !tailored.test(a + b));
        const split = granularity === 'words' ? words : graphemes;
        const expected = fromParts(diffArrays(split(a), split(b)).map((p) => ({ ...p, value: p.value.join('') })));
        expect(await inline(a, b, granularity), JSON.stringify({ a, b, granularity })).to.deep.equal(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('text-diff-inline equals jsdiff diffWordsWithSpace on ASCII words, spaces and punctuation', async () => {
    const sentence = fc.array(fc.constantFrom('a', 'b', 'cat', 'dog', 'the', ' ', ' ', '  ', '. ', ', ', '!'), { maxLength: 14 }).map((p) => p.join(''));
    await fc.assert(
      fc.asyncProperty(sentence, sentence, async (a, b) => {
        expect(await inline(a, b, 'words'), JSON.stringify({ a, b })).to.deep.equal(fromParts(diffWordsWithSpace(a, b)));
      }),
      { numRuns: RUNS },
    );
  });
});
