// Differential tests, Text category, the line tools (helper C): each tool against an independent
// implementation on seeded texts that mix LF, CRLF and bare CR, with and without a final terminator,
// astral characters, and the characters that only look like line ends (U+2028, NEL, VT).
//
// Oracles per tool:
//   text-lines-split   Node's readline (its own line scanner: \r\n, \n and a bare \r each end a line,
//                      a final terminator emits no empty line), lines and count; terminators against
//                      String.prototype.split with a capturing /(\r\n|\r|\n)/.
//   text-line-endings-convert  CPython's universal newlines (io.TextIOWrapper newline=None reads \r\n,
//                      \r and \n as \n; io.StringIO(newline=target) writes \n as the target), with the
//                      final newline added or removed on the universal text; skipped without python3.
//   text-lines-slice   CPython list slicing of str.splitlines(keepends=True), on texts without the
//                      other characters Python splits at (VT, FF, NEL, U+2028...): lines[s-1 or s : e
//                      or e+1], whose clipping of out-of-range and negative indexes is rule 3's.
//   text-lines-dedupe  adjacent: GNU `uniq -c` (LC_ALL=C) on LF texts, kept lines and run counts;
//                      global, with every trim and case_fold setting: CPython dict order with
//                      str.strip() and str.casefold() (full case folding), on lines whose whitespace
//                      is White_Space for both (Python's isspace also holds U+001C..U+001F).
//   text-lines-sort    code point order: GNU `sort -s` (and `-s -r`) with LC_ALL=C, byte order of UTF-8,
//                      which is code point order, on LF texts; every order, fold and direction: CPython's
//                      stable sorted() with the key (tokens, str), a digit run as (0x30, int(run)) and any
//                      other character as (ord(c), 0): the digit run sorts against a letter as its first
//                      digit would, since a letter is never 0x30..0x39; str.casefold() for case_fold.
//   text-lines-set-compare  GNU `comm -23`, `comm -13` and `comm -12` (LC_ALL=C) on both texts sorted
//                      by `sort` (multiplicity: comm on sorted input is the multiset comparison) or
//                      `sort -u` (sets), against order code_point, on LF texts.
//   text-dedent        CPython textwrap.dedent on LF texts (it splits at LF only and treats CR as
//                      content, so texts with CR are left out).
//   text-compare       jsdiff (`diff`) diffChars, which splits by code point: its leading unchanged
//                      part is the common prefix. Without options the place is that prefix's end in
//                      both texts, except where jsdiff's prefix ends between a CR and an LF: rule 2 reads
//                      a CRLF as one element, so the difference is the whole terminator, one code point
//                      earlier (pinned as the case "a CRLF is one element"). With options, jsdiff on texts
//                      normalized by rule 2 in the test's own way (String.split, \p{White_Space} regex)
//                      gives the equal flag and the line of the difference.
import { expect } from 'chai';
import { diffChars } from 'diff';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { outcome, type Outcome } from '../support/direct.js';
import { linesTextArb } from '../properties/text/text-lines-arbitraries.js';
import { hasProgram } from './support/programs.js';

const RUNS = 200;

const hasPython = hasProgram('python3');
/** Runs a Python script that reads a JSON list on stdin and prints a JSON list of answers. */
function python<T>(script: string, inputs: unknown[]): T[] {
  return JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(inputs), encoding: 'utf8', maxBuffer: 64 << 20 })) as T[];
}

/** The tool's result, after checking it succeeded. */
function valueOf<T>(r: Outcome): T {
  if (!r.ok) expect.fail(`expected a result, got ${r.code} at ${r.pointer}`);
  return r.value as T;
}

/** Node's readline over the whole text as one chunk (crlfDelay Infinity: CRLF is always one break). */
async function readlineLines(text: string): Promise<string[]> {
  const rl = createInterface({ input: Readable.from([text]), crlfDelay: Infinity });
  const out: string[] = [];
  for await (const line of rl) out.push(line);
  return out;
}

/** Lines and terminators by String.prototype.split with a capturing group: [text, sep, text, sep, ..., tail]. */
function splitWithTerminators(text: string): { text: string; terminator: string }[] {
  const parts = text.split(/(\r\n|\r|\n)/);
  const out: { text: string; terminator: string }[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) out.push({ text: parts[i]!, terminator: parts[i + 1]! });
  const tail = parts[parts.length - 1]!;
  if (tail !== '') out.push({ text: tail, terminator: '' });
  return out;
}
const NAME: Record<string, string> = { '\n': 'lf', '\r\n': 'crlf', '\r': 'cr', '': 'none' };

describe('differential: text-lines-split against Node readline and String.prototype.split', () => {
  it('gives readline\'s lines and the split\'s terminators', async () => {
    await fc.assert(
      fc.asyncProperty(linesTextArb(), async (text) => {
        const r = await outcome('text-lines-split', { text });
        const value = valueOf<{ lines: { text: string; terminator: string }[]; line_count: number }>(r);
        expect(value.lines.map((l) => l.text)).to.deep.equal(await readlineLines(text));
        expect(value.lines.map((l) => ({ text: l.text, terminator: l.terminator }))).to.deep.equal(splitWithTerminators(text).map((l) => ({ text: l.text, terminator: NAME[l.terminator] })));
        expect(value.line_count).to.equal(value.lines.length);
      }),
      { numRuns: RUNS },
    );
  });
});

const UNIVERSAL_NEWLINES = `
import io, json, sys
out = []
for t in json.load(sys.stdin):
    text = io.TextIOWrapper(io.BytesIO(t['text'].encode('utf-8')), encoding='utf-8', newline=None).read()
    if t['final_newline'] == 'add' and text and not text.endswith('\\n'):
        text += '\\n'
    if t['final_newline'] == 'remove' and text.endswith('\\n'):
        text = text[:-1]
    w = io.StringIO(newline={'lf': '\\n', 'crlf': '\\r\\n', 'cr': '\\r'}[t['target']])
    w.write(text)
    out.append(w.getvalue())
print(json.dumps(out))
`;

describe('differential: text-line-endings-convert against CPython universal newlines', () => {
  (hasPython ? it : it.skip)('gives the text Python reads with newline=None and writes with newline=target', async () => {
    const inputs = fc.sample(fc.record({ text: linesTextArb(), target: fc.constantFrom('lf', 'crlf', 'cr'), final_newline: fc.constantFrom('keep', 'add', 'remove') }), RUNS);
    const expected = python<string>(UNIVERSAL_NEWLINES, inputs);
    for (const [i, input] of inputs.entries()) {
      const r = valueOf<{ text: string }>(await outcome('text-line-endings-convert', input));
      expect(r.text, JSON.stringify(input)).to.equal(expected[i]);
    }
  });
});

const PYTHON_SLICE = `
import json, sys
out = []
for t in json.load(sys.stdin):
    lines = t['text'].splitlines(keepends=True)
    s, e = t['start'], t['end']
    a = s - 1 if s > 0 else s
    b = e if e > 0 else (e + 1 if e < -1 else None)
    out.append(''.join(lines[a:b]))
print(json.dumps(out))
`;

describe('differential: text-lines-slice against CPython list slicing', () => {
  (hasPython ? it : it.skip)('selects the piece of text Python\'s slice of splitlines gives', async () => {
    const pythonBreaks = ['\u000b', '\u000c', '\u001c', '\u001d', '\u001e', '\u0085', '\u2028', '\u2029'];
    const only = (t: string) => !pythonBreaks.some((c) => t.includes(c));
    const bound = fc.integer({ min: -12, max: 12 }).filter((k) => k !== 0);
    const inputs = fc.sample(fc.record({ text: linesTextArb(10).filter(only), start: bound, end: bound }), RUNS);
    const expected = python<string>(PYTHON_SLICE, inputs);
    for (const [i, input] of inputs.entries()) {
      const r = valueOf<{ text: string; lines: { number: number; text: string }[] }>(await outcome('text-lines-slice', input));
      expect(r.text, JSON.stringify(input)).to.equal(expected[i]);
    }
  });
});

const C_LOCALE = { ...process.env, LC_ALL: 'C' };

/** Lines whose duplicates differ by case (full folding: ß, ẞ, final sigma, İ), by White_Space, or not at all. */
const dedupePool = ['a', 'A', ' a', 'a\t', '\u00a0a', 'a\u3000', '\u200ba', '', 'ß', 'SS', 'ss', 'ẞ', 'ΣΑΣ', 'σας', 'ǅ', 'ǆ', 'ﬁ', 'FI', 'İ', 'i\u0307', 'x10', '😀'];
const lfTextArb = fc
  .tuple(fc.array(fc.constantFrom(...dedupePool), { maxLength: 12 }), fc.boolean())
  .map(([ls, final]) => ls.join('\n') + (final && ls.length > 0 ? '\n' : ''));

const PYTHON_DEDUPE = `
import json, sys
out = []
for t in json.load(sys.stdin):
    seen = {}
    for i, line in enumerate(t['lines']):
        key = line.strip() if t['trim'] else line
        key = key.casefold() if t['case_fold'] else key
        if key in seen:
            seen[key][2] += 1
        else:
            seen[key] = [line, i + 1, 1]
    out.append([{'text': v[0], 'line': v[1], 'count': v[2]} for v in seen.values()])
print(json.dumps(out))
`;

describe('differential: text-lines-dedupe against GNU uniq and CPython', () => {
  (hasProgram('uniq') ? it : it.skip)('adjacent gives the lines and counts of uniq -c', async () => {
    for (const text of fc.sample(lfTextArb, RUNS)) {
      const r = valueOf<{ lines: { text: string; count: number }[] }>(await outcome('text-lines-dedupe', { text, scope: 'adjacent' }));
      const uniq = execFileSync('uniq', ['-c'], { input: text, encoding: 'utf8', env: C_LOCALE });
      const expected = uniq === '' ? [] : uniq.replace(/\n$/, '').split('\n').map((l) => {
        const m = /^ *(\d+) (.*)$/s.exec(l)!;
        return { text: m[2]!, count: Number(m[1]) };
      });
      expect(r.lines.map((l) => ({ text: l.text, count: l.count })), JSON.stringify(text)).to.deep.equal(expected);
    }
  });
  (hasPython ? it : it.skip)('global gives CPython\'s first occurrences and counts under strip() and casefold()', async () => {
    const inputs = fc.sample(fc.record({ text: lfTextArb, trim: fc.boolean(), case_fold: fc.boolean() }), RUNS);
    const expected = python<unknown>(PYTHON_DEDUPE, inputs.map((i) => ({ ...i, lines: i.text === '' ? [] : i.text.replace(/\n$/, '').split('\n') })));
    for (const [i, input] of inputs.entries()) {
      const r = valueOf<{ lines: unknown[] }>(await outcome('text-lines-dedupe', input));
      expect(r.lines, JSON.stringify(input)).to.deep.equal(expected[i]);
    }
  });
});

const sortPool = ['a', 'A', 'b', 'B', '_', '', ' ', 'ß', 'SS', 'ss', 'ẞ', 'file9', 'file10', 'file010', 'file1a', 'x01', 'x1', '1.10', '1.9', '\ufffd', '😀', '𝄞', 'a\u0661\u0660', 'v99999999999999999999', 'v100000000000000000000'];
const sortTextArb = fc
  .tuple(fc.array(fc.constantFrom(...sortPool), { maxLength: 12 }), fc.boolean())
  .map(([ls, final]) => ls.join('\n') + (final && ls.length > 0 ? '\n' : ''));

const PYTHON_SORT = `
import json, re, sys
RUN = re.compile(r'[0-9]+|[^0-9]')
def natural(s):
    return [(0x30, int(t)) if t[0] in '0123456789' else (ord(t), 0) for t in RUN.findall(s)]
out = []
for t in json.load(sys.stdin):
    lines = t['lines']
    def key(i):
        k = lines[i].casefold() if t['case_fold'] else lines[i]
        return (natural(k), k) if t['order'] == 'natural' else k
    out.append([i + 1 for i in sorted(range(len(lines)), key=key, reverse=t['direction'] == 'descending')])
print(json.dumps(out))
`;

describe('differential: text-lines-sort against GNU sort and CPython', () => {
  (hasProgram('sort') ? it : it.skip)('code point order is LC_ALL=C sort -s (and -s -r)', async () => {
    for (const [text, descending] of fc.sample(fc.tuple(sortTextArb, fc.boolean()), RUNS)) {
      const r = valueOf<{ text: string }>(await outcome('text-lines-sort', { text, direction: descending ? 'descending' : 'ascending' }));
      const sorted = execFileSync('sort', descending ? ['-s', '-r'] : ['-s'], { input: text, encoding: 'utf8', env: C_LOCALE });
      expect(r.text, JSON.stringify(text)).to.equal(sorted);
    }
  });
  (hasPython ? it : it.skip)('every order, fold and direction gives CPython\'s stable sorted() order', async () => {
    const inputs = fc.sample(fc.record({ text: sortTextArb, order: fc.constantFrom('code_point', 'natural'), case_fold: fc.boolean(), direction: fc.constantFrom('ascending', 'descending') }), RUNS);
    const expected = python<number[]>(PYTHON_SORT, inputs.map((i) => ({ ...i, lines: i.text === '' ? [] : i.text.replace(/\n$/, '').split('\n') })));
    for (const [i, input] of inputs.entries()) {
      const r = valueOf<{ lines: { line: number }[] }>(await outcome('text-lines-sort', input));
      expect(r.lines.map((l) => l.line), JSON.stringify(input)).to.deep.equal(expected[i]);
    }
  });
});

describe('differential: text-lines-set-compare against GNU comm', () => {
  (hasProgram('comm') && hasProgram('sort') ? it : it.skip)('gives comm\'s three columns on sorted (or sort -u) input', async () => {
    const lines = (out: string) => (out === '' ? [] : out.replace(/\n$/, '').split('\n'));
    const samples = fc.sample(fc.tuple(lfTextArb, lfTextArb, fc.boolean()), RUNS);
    // One shell runs every sort and comm (1,000 programs), so the test costs one spawn from Node,
    // not a thousand: spawning from this large process is what made it slow on a loaded machine.
    const dir = mkdtempSync(join(tmpdir(), 'comm-'));
    try {
      samples.forEach(([first, second, multiplicity], i) => {
        writeFileSync(join(dir, `${i}.a`), first);
        writeFileSync(join(dir, `${i}.b`), second);
        writeFileSync(join(dir, `${i}.flags`), multiplicity ? '' : '-u');
      });
      execFileSync(
        'sh',
        ['-c', 'cd "$1" && i=0; while [ "$i" -lt "$2" ]; do f=$(cat $i.flags); sort $f $i.a > $i.a.s; sort $f $i.b > $i.b.s; for c in 23 13 12; do comm -$c $i.a.s $i.b.s > $i.$c; done; i=$((i + 1)); done', 'sh', dir, String(samples.length)],
        { env: C_LOCALE },
      );
      for (const [i, [first, second, multiplicity]] of samples.entries()) {
        const r = valueOf<{ only_in_first: { text: string }[]; only_in_second: { text: string }[]; common: { text: string }[] }>(
          await outcome('text-lines-set-compare', { first, second, multiplicity, order: 'code_point' }),
        );
        const comm = (columns: string) => lines(readFileSync(join(dir, `${i}.${columns}`), 'utf8'));
        const label = JSON.stringify({ first, second, multiplicity });
        expect(r.only_in_first.map((e) => e.text), label).to.deep.equal(comm('23'));
        expect(r.only_in_second.map((e) => e.text), label).to.deep.equal(comm('13'));
        expect(r.common.map((e) => e.text), label).to.deep.equal(comm('12'));
      }
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

const PYTHON_DEDENT = `
import json, sys, textwrap
print(json.dumps([textwrap.dedent(t) for t in json.load(sys.stdin)]))
`;

describe('differential: text-dedent against CPython textwrap.dedent', () => {
  (hasPython ? it : it.skip)('gives textwrap.dedent\'s text on LF texts', async () => {
    const lineArb = fc.tuple(fc.array(fc.constantFrom(' ', '\t'), { maxLength: 4 }), fc.array(fc.constantFrom('a', ' ', '\t', '\u00a0', '😀', 'x'), { maxLength: 3 })).map(([i, b]) => i.join('') + b.join(''));
    const textArb = fc.tuple(fc.constantFrom('', ' ', '  ', '\t', ' \t'), fc.array(lineArb, { maxLength: 7 }), fc.boolean()).map(([shared, ls, final]) => ls.map((l) => shared + l).join('\n') + (final ? '\n' : ''));
    const inputs = fc.sample(textArb, RUNS);
    const expected = python<string>(PYTHON_DEDENT, inputs);
    for (const [i, text] of inputs.entries()) {
      const r = valueOf<{ text: string }>(await outcome('text-dedent', { text }));
      expect(r.text, JSON.stringify(text)).to.equal(expected[i]);
    }
  });
});

/** Length in UTF-16 units of the unchanged part jsdiff's diffChars starts with (0 when it starts with a change). */
function jsdiffPrefix(a: string, b: string): number {
  const first = diffChars(a, b)[0];
  return first && !first.added && !first.removed ? first.value.length : 0;
}

describe('differential: text-compare against jsdiff diffChars', () => {
  const pairArb = fc.tuple(linesTextArb(6), linesTextArb(2), linesTextArb(2)).map(([common, x, y]) => [common + x, common + y] as const);
  it('without options: the first difference is where jsdiff\'s common prefix ends (a CRLF taken whole)', async () => {
    for (const [a, b] of fc.sample(pairArb, RUNS)) {
      const r = valueOf<{ equal: boolean; first_difference: { a: { byte_offset: number; line: number }; b: { byte_offset: number } } | null }>(await outcome('text-compare', { a, b }));
      expect(r.equal).to.equal(a === b);
      if (a === b) continue;
      let p = jsdiffPrefix(a, b);
      if (p > 0 && a[p - 1] === '\r' && (a[p] === '\n' || b[p] === '\n')) p--;
      const label = JSON.stringify([a, b]);
      expect(r.first_difference!.a.byte_offset, label).to.equal(Buffer.byteLength(a.slice(0, p)));
      expect(r.first_difference!.b.byte_offset, label).to.equal(Buffer.byteLength(b.slice(0, p)));
      expect(r.first_difference!.a.line, label).to.equal(a.slice(0, p).split(/\r\n|\r|\n/).length);
    }
  });
  it('with options: the equal flag and the line of jsdiff on texts normalized by rule 2', async () => {
    const optionsArb = fc.record({ ignore_line_endings: fc.boolean(), ignore_final_newline: fc.boolean(), ignore_trailing_whitespace: fc.boolean() });
    for (const [[a, b], o] of fc.sample(fc.tuple(pairArb, optionsArb), RUNS)) {
      // Lines as [content, terminator]; a CRLF one terminator; a final terminator adds no line.
      const lines = (t: string) => {
        const parts = t.split(/(\r\n|\r|\n)/);
        const out: [string, string][] = [];
        for (let i = 0; i < parts.length; i += 2) if (i + 1 < parts.length || parts[i] !== '') out.push([parts[i]!, parts[i + 1] ?? '']);
        return out;
      };
      // One private-use character per terminator kind, so the normalized text has no line breaks of its own.
      const mark: Record<string, string> = { '\n': '\ue000', '\r\n': '\ue001', '\r': '\ue002', '': '' };
      const normalize = (t: string) =>
        lines(t)
          .map(([c, term], i, all) => {
            const content = o.ignore_trailing_whitespace ? c.replace(/\p{White_Space}+$/u, '') : c;
            const kept = o.ignore_final_newline && i === all.length - 1 ? '' : term;
            return content + (kept === '' ? '' : o.ignore_line_endings ? '\ue000' : mark[kept]);
          })
          .join('');
      const na = normalize(a);
      const nb = normalize(b);
      const r = valueOf<{ equal: boolean; first_difference: { a: { line: number }; b: { line: number } } | null }>(await outcome('text-compare', { a, b, ...o }));
      const label = JSON.stringify({ a, b, ...o });
      expect(r.equal, label).to.equal(na === nb);
      if (na === nb) continue;
      const line = [...na.slice(0, jsdiffPrefix(na, nb))].filter((ch) => ch >= '\ue000' && ch <= '\ue002').length + 1;
      expect(r.first_difference!.a.line, label).to.equal(line);
      expect(r.first_difference!.b.line, label).to.equal(line);
    }
  });
});
