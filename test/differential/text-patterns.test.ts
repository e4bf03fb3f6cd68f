// Differential tests, text patterns and escaping (helper E's tools): each tool against independent,
// well-kept implementations on seeded inputs.
//
// Oracles per tool:
//   text-html-escape    lodash `escape` (& < > " ' with &#39;), `he.escape` (the same with &#x27;, and a
//                       backtick as &#x60;, which rule 4 leaves alone: he escapes it for old IE's
//                       unquoted attributes), `entities` escapeUTF8 (XML: ' as &apos;) and escapeText
//                       (the WHATWG serialisation of text: also U+00A0 as &nbsp;, which rule 4 leaves
//                       alone: "nothing else is touched"). Agreement once those two are set aside.
//   text-html-unescape  `he.decode` (with and without isAttributeValue) and `entities` decodeHTML,
//                       decodeHTMLAttribute and decodeHTMLStrict (require_semicolon), on texts built
//                       from reference fragments; every one of the 2231 table entries against
//                       `entities`, which carries its own copy of the WHATWG table. No disagreement.
//                       CPython's html.unescape is not an oracle here: it drops controls and
//                       noncharacters that the Standard keeps (pinned as a rule 3 case).
//   text-regex-escape   each pattern compiled by the engine of its flavor and required to match the
//                       literal text exactly (whole text, and found at its offset inside a longer one):
//                       re2 in re2js; ecmascript in JS RegExp without flags and with u and v, and equal
//                       to lodash escapeRegExp; python against CPython `re.escape` (equal) and
//                       `re.fullmatch`; pcre and php_preg_quote in Perl (PCRE's model, `quotemeta`
//                       escapes more); posix_ere in GNU `grep -E -x -z`. Engines missing on the
//                       machine (python3, perl, grep) skip their test. No disagreement.
//   text-find           JavaScript RegExp (u flag) driven by Go's FindAll loop (resume at the match end;
//                       skip an empty match where the previous match ended; step one code point),
//                       on patterns whose meaning RE2 and ECMAScript share; re2js's own Matcher loop
//                       on the string (the Java rule, which reports that empty match) after the same
//                       filter. Disagreement pinned: RE2's `.` matches CR, U+2028 and U+2029, which
//                       ECMAScript's does not (a rule 1 case); the JS side writes `.` as [^\n]. And a
//                       group inside a repetition keeps its last participating text in RE2 (as Perl,
//                       PCRE and Go: `(?:a|(b))+` on "ba" has group 1 "b"), where ECMAScript clears it
//                       on every iteration (null): RE2 is right for RE2 syntax; pinned as a rule 5
//                       case, and that pattern's groups are not compared with JavaScript.
//   text-replace        JavaScript String.prototype.replace (u and g flags) with the template written in
//                       its syntax ($<name> for ${name}, $& for $0), on patterns that never match the
//                       empty text (where replace and Go's rule 2 agree); the empty-match difference
//                       (Go and this tool "XbXbX", JavaScript "XbXXbX" for a* in baaab) is pinned as a
//                       rule 2 case, and $1W (group 1 then W here, a group named 1W in Go) as rule 3.
//   text-lines-filter   GNU `grep -n -E` (and -v, -i) on LF-terminated texts, for patterns that mean the
//                       same in POSIX ERE and RE2; line numbers and texts must agree. No disagreement.
//   text-shell-quote    posix: `shell-quote` parse reads the line back into the arguments; CPython
//                       `shlex.join` gives the same line (always_quote false) once its form of an
//                       embedded quote, '"'"', is written as rule 2's '\'' (the catalog's form; both
//                       close the quotes, add one literal quote and reopen); real shells run
//                       `printf '%s\0' <line>` (dash as sh, and bash) and print the arguments back.
//                       shell-quote's own `quote` writes other but equivalent forms ("it's" in double
//                       quotes, \$x with a backslash), so it is an oracle by round trip, not by text.
//                       No PowerShell or Windows on the machine: those shells are checked by the
//                       property test against parsers written from Microsoft's documented rules.
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { decodeHTML, decodeHTMLAttribute, decodeHTMLStrict, escapeText, escapeUTF8 } from 'entities';
import fc from 'fast-check';
import he from 'he';
import { parse as shellParse } from 'shell-quote';
import lodash from 'lodash';
import { RE2JS } from 're2js';
import { NAMED_REFERENCES } from '../../impl/text/lib/html-named-references.js';
import { runTool } from '../support/direct.js';
import { hasProgram } from './support/programs.js';

const RUNS = 200;

const htmlTextArb = fc.string({ unit: fc.oneof(fc.constantFrom('&', '<', '>', '"', "'", '`', '\u00a0', 'a', '&lt;', '😀', '='), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 30 });

describe('differential: text patterns and escaping', () => {
  describe('text-html-escape', () => {
    it('attribute context agrees with lodash escape, he.escape and entities escapeUTF8', async () => {
      await fc.assert(
        fc.asyncProperty(htmlTextArb, async (text) => {
          const esc = async (apostrophe: string) => ((await runTool('text-html-escape', { text, apostrophe })) as { result: string }).result;
          expect(await esc('&#39;')).to.equal(lodash.escape(text));
          expect(await esc('&#x27;')).to.equal(he.escape(text).replace(/&#x60;/g, '`'));
          expect(await esc('&apos;')).to.equal(escapeUTF8(text));
        }),
        { numRuns: RUNS },
      );
    });
    it('content context agrees with entities escapeText (the WHATWG text serialisation) but for NBSP', async () => {
      await fc.assert(
        fc.asyncProperty(htmlTextArb, async (text) => {
          const out = (await runTool('text-html-escape', { text, context: 'content' })) as { result: string };
          expect(out.result).to.equal(escapeText(text).replace(/&nbsp;/g, '\u00a0'));
        }),
        { numRuns: RUNS },
      );
    });
  });
  describe('text-html-unescape', () => {
    const fragment = fc.oneof(
      fc.constantFrom('&', '&amp', '&amp;', '&AMP', '&Amp;', '&lt', '&not', '&notin', '&notin;', '&copy', '&nGt;', '&acE', '&acE;', '&CounterClockwiseContourIntegral;', '&bogus;', '&sup', '&sup1', '&sup2;', '&frac12'),
      fc.constantFrom('&#', '&#x', '&#X', '&#0', '&#00', '&#x80', '&#129', '&#150;', '&#xd800', '&#x10FFFF', '&#x110000', '&#99999999999', '&#x1F600;', '&#13', '&#xFFFE;'),
      fc.constantFrom(';', '=', 'a', 'X', '1', 'f', ' ', '#', 'é', '😀'),
    );
    const textArb = fc.array(fragment, { maxLength: 10 }).map((p) => p.join(''));
    const decode = async (text: string, extra: Record<string, unknown> = {}) => ((await runTool('text-html-unescape', { text, ...extra })) as { result: string }).result;
    it('content context agrees with he.decode and entities decodeHTML', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, async (text) => {
          const got = await decode(text);
          expect(got).to.equal(he.decode(text));
          expect(got).to.equal(decodeHTML(text));
        }),
        { numRuns: RUNS * 2 },
      );
    });
    it('attribute context agrees with he.decode isAttributeValue and entities decodeHTMLAttribute', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, async (text) => {
          const got = await decode(text, { context: 'attribute' });
          expect(got).to.equal(he.decode(text, { isAttributeValue: true }));
          expect(got).to.equal(decodeHTMLAttribute(text));
        }),
        { numRuns: RUNS * 2 },
      );
    });
    it('require_semicolon agrees with entities decodeHTMLStrict', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, async (text) => {
          expect(await decode(text, { require_semicolon: true })).to.equal(decodeHTMLStrict(text));
        }),
        { numRuns: RUNS },
      );
    });
    it('every entry of the named reference table decodes as entities decodes it', async () => {
      expect(NAMED_REFERENCES.size).to.equal(2231);
      const names = [...NAMED_REFERENCES.keys()];
      const text = names.map((n) => `&${n}|`).join('');
      expect(await decode(text)).to.equal(decodeHTML(text));
      expect(await decode(text)).to.equal(he.decode(text));
    });
  });
  describe('text-regex-escape', function () {
    this.timeout(120000);
    const literalArb = fc
      .string({ unit: fc.oneof(fc.constantFrom(...'\\.+*?()|[]{}^$-#&~ /=!<>:,@%_\'"`'.split('')), fc.constantFrom('a', 'Z', '0', 'é', '😀', '\t')), minLength: 1, maxLength: 16 })
      .filter((s) => s.length > 0);
    const samples = fc.sample(literalArb, { numRuns: 150, seed: 7 });
    const escape = async (text: string, flavor: string, delimiter?: string) =>
      ((await runTool('text-regex-escape', { text, flavor, ...(delimiter ? { delimiter } : {}) })) as { pattern: string }).pattern;
    it('re2: re2js matches exactly the literal', async () => {
      for (const text of samples) {
        const p = await escape(text, 're2', '/');
        expect(RE2JS.compile(p).matches(text), p).to.equal(true);
        const m = RE2JS.compile(p).matcher(`xy${text}zz`);
        expect(m.find() && m.start() === 2 && m.end() === 2 + text.length, p).to.equal(true);
      }
    });
    it('ecmascript: equal to lodash escapeRegExp, and RegExp without flags, with u and with v matches exactly the literal', async () => {
      for (const text of samples) {
        const p = await escape(text, 'ecmascript');
        expect(p).to.equal(lodash.escapeRegExp(text));
        for (const flags of ['', 'u', 'v']) expect(new RegExp(`^(?:${p})$`, flags).test(text), `${p} /${flags}`).to.equal(true);
        const slashed = await escape(text, 'ecmascript', '/');
        expect(new RegExp(`^(?:${slashed})$`, 'u').test(text)).to.equal(true);
        expect(`xy${text}zz`.search(new RegExp(p, 'u'))).to.equal(2);
      }
    });
    it('python: equal to CPython re.escape, and re.fullmatch matches', async function () {
      if (!hasProgram('python3')) this.skip();
      const pairs = await Promise.all(samples.map(async (t) => [t, await escape(t, 'python')]));
      const script = 'import json,re,sys\nfor t,p in json.load(sys.stdin):\n  print(int(re.escape(t)==p and re.fullmatch(p,t) is not None))';
      const out = execFileSync('python3', ['-c', script], { input: JSON.stringify(pairs), encoding: 'utf8' }).trim().split('\n');
      out.forEach((ok, i) => expect(ok, JSON.stringify(pairs[i])).to.equal('1'));
    });
    it('pcre and php_preg_quote: Perl matches exactly the literal', async function () {
      if (!hasProgram('perl')) this.skip();
      const pairs: string[][] = [];
      for (const t of [...samples, 'a\u0000b']) {
        pairs.push([t, await escape(t, 'pcre')], [t, await escape(t, 'php_preg_quote', '/')]);
      }
      const script = 'use JSON::PP; local $/; my $in = JSON::PP->new->utf8->decode(<STDIN>); for (@$in) { my ($t, $p) = @$_; print(($t =~ /\\A(?:$p)\\z/) ? "1\\n" : "0\\n"); }';
      const out = execFileSync('perl', ['-e', script], { input: JSON.stringify(pairs), encoding: 'utf8' }).trim().split('\n');
      out.forEach((ok, i) => expect(ok, JSON.stringify(pairs[i])).to.equal('1'));
    });
    it('posix_ere: GNU grep -E -x matches exactly the literal', async function () {
      if (!hasProgram('grep')) this.skip();
      for (const text of samples.filter((t) => !t.includes('\n')).slice(0, 60)) {
        const p = await escape(text, 'posix_ere', '/');
        const out = execFileSync('grep', ['-E', '-x', '-z', '-c', '-e', p], { input: `${text}\0`, encoding: 'utf8', env: { LC_ALL: 'C.UTF-8' } });
        expect(out.trim(), p).to.equal('1');
      }
    });
  });
  describe('text-shell-quote', function () {
    this.timeout(120000);
    const argArb = fc
      .string({ unit: fc.oneof(fc.constantFrom(...'\\"\' \t\n$`!*?[]{}()<>|&;#~=%@+:,./-^'.split('')), fc.constantFrom('a', 'Z', '0', 'é', '😀')), maxLength: 10 });
    const samples = fc.sample(fc.array(argArb, { minLength: 1, maxLength: 5 }), { numRuns: 120, seed: 11 });
    const line = async (args: string[], always_quote = false) => ((await runTool('text-shell-quote', { args, shell: 'posix', always_quote })) as { command_line: string }).command_line;
    it('posix: shell-quote parse reads the line back into the arguments', async () => {
      for (const args of samples) {
        for (const always of [false, true]) expect(shellParse(await line(args, always)), JSON.stringify(args)).to.deep.equal(args);
      }
    });
    it('posix: CPython shlex.join gives the same line', async function () {
      if (!hasProgram('python3')) this.skip();
      const lines = await Promise.all(samples.map((a) => line(a)));
      const script = 'import json,shlex,sys\nfor a in json.load(sys.stdin):\n  print(json.dumps(shlex.join(a)))';
      const out = execFileSync('python3', ['-c', script], { input: JSON.stringify(samples), encoding: 'utf8' }).trim().split('\n');
      // shlex.quote closes, double-quotes and reopens (\'"'"'\'); rule 2 writes the backslash form.
      out.forEach((l, i) => expect(lines[i]).to.equal((JSON.parse(l) as string).replaceAll(`'"'"'`, `'\\''`)));
    });
    for (const [sh, ...opts] of [['sh'], ['bash', '--norc', '--noprofile']] as const) {
      it(`posix: ${sh} -c "printf '%s\\0' <line>" prints the arguments back`, async function () {
        if (!hasProgram(sh)) this.skip();
        for (const args of samples.slice(0, 60)) {
          const printed = execFileSync(sh, [...opts, '-c', `printf '%s\\0' ${await line(args)}`], { encoding: 'utf8', env: { LC_ALL: 'C.UTF-8' } });
          expect(printed.split('\0').slice(0, -1), JSON.stringify(args)).to.deep.equal(args);
        }
      });
    }
  });
  describe('text-find', () => {
    type Match = { text: string; utf16_offset: number; end_utf16_offset: number; groups: { text: string | null }[] };
    const PATTERNS = ['a', 'a*', 'a|ab', 'ab|a', '(a)(b)?', '[ab]+', 'b*?', '\\d+', '.', '(?:ab)*', '^a', 'a$', '\\bab', 'é|😀', '(a*)(b*)', '(?:a|(b))+', 'x*', ''];
    const textArb = fc.string({ unit: fc.constantFrom('a', 'b', 'ab', '1', '\n', '\r', ' ', 'é', '😀', '\u2028'), maxLength: 20 });
    function goFindAll(pattern: string, text: string) {
      const re = new RegExp(pattern.replace(/\./g, '[^\\n]'), 'gu');
      const out: { s: number; e: number; groups: (string | null)[] }[] = [];
      let pos = 0;
      let prevEnd = -1;
      while (pos <= text.length) {
        re.lastIndex = pos;
        const m = re.exec(text);
        if (!m) break;
        const s = m.index;
        const e = s + m[0].length;
        let accept = true;
        if (e === pos) {
          if (s === prevEnd) accept = false;
          pos += pos < text.length ? (text.codePointAt(pos)! > 0xffff ? 2 : 1) : 1;
        } else pos = e;
        prevEnd = e;
        if (accept) out.push({ s, e, groups: m.slice(1).map((g) => g ?? null) });
      }
      return out;
    }
    it('agrees with JavaScript RegExp under Go FindAll iteration', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, fc.constantFrom(...PATTERNS), async (text, pattern) => {
          const out = (await runTool('text-find', { text, pattern, mode: 'regex', max_matches: 10000 })) as { matches: Match[] };
          const keepGroups = pattern !== '(?:a|(b))+';
          const got = out.matches.map((m) => ({ s: m.utf16_offset, e: m.end_utf16_offset, groups: keepGroups ? m.groups.map((g) => g.text) : [] }));
          const want = goFindAll(pattern, text).map((m) => ({ ...m, groups: keepGroups ? m.groups : [] }));
          expect(got, `${pattern} on ${JSON.stringify(text)}`).to.deep.equal(want);
        }),
        { numRuns: RUNS * 3 },
      );
    });
    it('agrees with re2js Matcher iteration on the string, once its extra empty matches are dropped', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, fc.constantFrom(...PATTERNS), async (text, pattern) => {
          const out = (await runTool('text-find', { text, pattern, mode: 'regex', max_matches: 10000 })) as { matches: Match[] };
          const m = RE2JS.compile(pattern).matcher(text);
          const java: [number, number][] = [];
          while (m.find()) java.push([m.start(), m.end()]);
          const filtered = java.filter(([s, e], i) => !(s === e && i > 0 && java[i - 1]![1] === s && java[i - 1]![0] !== java[i - 1]![1]));
          expect(out.matches.map((x) => [x.utf16_offset, x.end_utf16_offset])).to.deep.equal(filtered);
        }),
        { numRuns: RUNS * 2 },
      );
    });
  });
  describe('text-replace', () => {
    const PATTERNS = ['(?P<w>a)', '(?P<w>ab|a)', '(?P<w>a)(b)?', '(?P<w>[ab]+)', '(?P<w>é|😀)', '(?P<w>\\d+)', '(?P<w>\\w)\\s'];
    const TOKENS: [string, string][] = [['x', 'x'], ['$$', '$$'], ['$1', '$1'], ['${1}', '$1'], ['$0', '$&'], ['${w}', '$<w>'], ['-', '-'], ['😀', '😀']];
    const textArb = fc.string({ unit: fc.constantFrom('a', 'b', 'ab', '1', '\n', ' ', 'é', '😀', '$'), maxLength: 20 });
    it('agrees with JavaScript String.prototype.replace', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, fc.constantFrom(...PATTERNS), fc.array(fc.constantFrom(...TOKENS), { maxLength: 5 }), async (text, pattern, tokens) => {
          const ours = tokens.map((t) => t[0]).join('');
          const js = tokens.map((t) => t[1]).join('');
          const out = (await runTool('text-replace', { text, pattern, mode: 'regex', replacement: ours })) as { result: string };
          expect(out.result, `${pattern} / ${ours}`).to.equal(text.replace(new RegExp(pattern.replace('(?P<', '(?<'), 'gu'), js));
        }),
        { numRuns: RUNS * 2 },
      );
    });
  });
  describe('text-lines-filter', function () {
    this.timeout(120000);
    const PATTERNS = ['a', '^a', 'b$', '^$', '#', 'é|😀', '[[:space:]]', 'a|b', 'ab+', '^[^a]*$'];
    const textArb = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'É', 'é', '😀', ' ', '#', '\t'), maxLength: 6 }), { maxLength: 8 }).map((ls) => ls.map((l) => `${l}\n`).join(''));
    const samples = fc.sample(fc.tuple(textArb, fc.constantFrom(...PATTERNS), fc.boolean(), fc.boolean()), { numRuns: 80, seed: 5 });
    it('agrees with GNU grep -n -E (with -v and -i)', async function () {
      if (!hasProgram('grep')) this.skip();
      for (const [text, pattern, drop, ci] of samples) {
        const out = (await runTool('text-lines-filter', { text, pattern, mode: 'regex', action: drop ? 'drop' : 'keep', case_insensitive: ci })) as { lines: { number: number; text: string }[] };
        let printed = '';
        try {
          printed = execFileSync('grep', ['-n', '-E', ...(drop ? ['-v'] : []), ...(ci ? ['-i'] : []), '-e', pattern], { input: text, encoding: 'utf8', env: { LC_ALL: 'C.UTF-8' } });
        } catch (e) {
          if ((e as { status?: number }).status !== 1) throw e; // 1: no line selected
        }
        const want = printed === '' ? [] : printed.replace(/\n$/, '').split('\n').map((l) => ({ number: Number(l.slice(0, l.indexOf(':'))), text: l.slice(l.indexOf(':') + 1) }));
        expect(out.lines, `${pattern} ${drop} ${ci} ${JSON.stringify(text)}`).to.deep.equal(want);
      }
    });
  });
});
