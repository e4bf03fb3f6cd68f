// Differential tests, text diffs and patches: text-diff-unified, text-patch-parse, text-patch-apply,
// text-patch-reverse and text-merge-three-way against jsdiff (`diff`), node-diff3 and the GNU
// diffutils and patch binaries, on seeded texts of few distinct lines (so changes crowd together),
// with CRLF lines, a lone CR and a missing final newline among them.
//
// Oracles per tool:
//   text-diff-unified   jsdiff createTwoFilesPatch (Myers 1986 with the same tie-break): the same text
//                       after jsdiff's "====" line, except for identical texts, where jsdiff writes the
//                       two header lines and GNU diff (the standard here) writes nothing (pinned as the
//                       case "rule 5, identical texts give an empty diff"), and jsdiff writes a one-line
//                       range "l,1" where GNU diff writes "l" (normalised here; rule 4 follows GNU). GNU diff -u (diffutils):
//                       the same deleted and inserted counts with --minimal, and GNU patch applies our
//                       diff to old_text giving new_text.
//   text-patch-parse    jsdiff parsePatch on patches of one to three files written by GNU diff -u, with
//                       git lines between them: the same names, timestamps (jsdiff's oldHeader and
//                       newHeader, "" where we say null), ranges and lines. jsdiff gives an empty range
//                       the start after the line it names ("-0,0" reads as start 1); our starts are the
//                       header's numbers as written (rule 3), so jsdiff's are shifted back here.
//   text-patch-apply    GNU patch --fuzz=0 (2.7) on drifted copies of the old text (lines replaced,
//                       inserted, deleted, at the top too) and, with reverse, on the new text: the same
//                       text and the same number of rejected hunks. Three disagreements found on the way,
//                       all settled for GNU patch and pinned as cases: a hunk with less leading than
//                       trailing context at line 1 is anchored to the start (and the reverse to the end);
//                       a pure insertion past the end goes at the end; a line marked without newline
//                       that lines follow gets its LF back.
//   text-patch-reverse  GNU patch applies the reversed patch to the new text giving the old one, and
//                       -R of the original patch gives the same text; GNU diff --minimal -u b a deletes
//                       and inserts as many lines, and is mostly the very same text (GNU diff b a may choose
//                       another of several shortest scripts than the reverse of a b: both minimal). The
//                       lao/tzu case pins one where GNU's text is the reversed patch exactly.
//   text-merge-three-way node-diff3 diff3Merge (Khanna, Kunal and Pierce) on the raw lines wherever its two
//                       LCS matchings are the ones Myers finds (jsdiff's): the same blocks, written with
//                       the markers of rule 3. GNU diff3 -m (diffutils 3.8), style diff3, on texts ending
//                       in LF: the same text for most inputs; it differs where GNU diff matches other lines
//                       than Myers, and by design where both sides made the same change: GNU diff3 -m
//                       writes that as a conflict "<<<<<<< base ... >>>>>>> theirs", git and we merge it
//                       cleanly (pinned as "rule 2, the same change on both sides is clean").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { createTwoFilesPatch, diffArrays, parsePatch } from 'diff';
import fc from 'fast-check';
import { diff3Merge, LCS } from 'node-diff3';
import { runTool } from '../support/direct.js';
import { hasProgram } from './support/programs.js';

const RUNS = 200;
const work = mkdtempSync(join(tmpdir(), 'text-diff-'));

/** Texts of few distinct lines, with CRLF, a lone CR and a missing final LF among them. */
const textArb = fc
  .tuple(fc.array(fc.constantFrom('a\n', 'b\n', 'c\n', '\n', 'a\r\n', 'd\n', 'x\ry\n'), { maxLength: 16 }), fc.constantFrom('', '', '', 'a', 'z'))
  .map(([lines, tail]) => lines.join('') + tail);

type Diff = { diff: string; identical: boolean; hunks: number; deleted: number; inserted: number };

function gnuDiff(oldText: string, newText: string, args: string[]): string {
  writeFileSync(join(work, 'old'), oldText);
  writeFileSync(join(work, 'new'), newText);
  const r = spawnSync('diff', [...args, '--label', 'a', '--label', 'b', join(work, 'old'), join(work, 'new')], { encoding: 'utf8' });
  return r.stdout;
}

function gnuPatch(text: string, patch: string): { status: number | null; text: string } {
  writeFileSync(join(work, 'target'), text);
  writeFileSync(join(work, 'p.diff'), patch);
  const r = spawnSync('patch', ['--force', '--quiet', '--no-backup-if-mismatch', '-r', '-', join(work, 'target'), join(work, 'p.diff')], { encoding: 'utf8' });
  return { status: r.status, text: readFileSync(join(work, 'target'), 'utf8') };
}

/** jsdiff's patch without its "====" line, ranges of one line written without ",1" as GNU diff writes them. */
function jsdiffUnified(oldText: string, newText: string, context: number): string {
  return createTwoFilesPatch('a', 'b', oldText, newText, undefined, undefined, { context })
    .replace(/^=+\n/, '')
    .replace(/^@@ -(\d+)(,\d+)? \+(\d+)(,\d+)? @@$/gm, (_m, l1: string, s1: string | undefined, l2: string, s2: string | undefined) => `@@ -${l1}${s1 === ',1' ? '' : (s1 ?? '')} +${l2}${s2 === ',1' ? '' : (s2 ?? '')} @@`);
}

const count = (diff: string, c: string) => diff.split('\n').filter((l) => l.startsWith(c) && !l.startsWith(c + c + c + ' ')).length;

describe('differential: text-diff-unified against jsdiff and GNU diff', () => {
  it('writes jsdiff\'s unified diff text (after its "====" line)', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 0, max: 4 }), async (oldText, newText, context) => {
        const out = (await runTool('text-diff-unified', { old_text: oldText, new_text: newText, context })) as Diff;
        const theirs = jsdiffUnified(oldText, newText, context);
        if (oldText === newText) expect(theirs).to.equal('--- a\n+++ b\n');
        else expect(out.diff).to.equal(theirs);
      }),
      { numRuns: RUNS },
    );
  });

  (hasProgram('diff') ? it : it.skip)('agrees with GNU diff -u: the same text where the script is the same, always the same counts', async () => {
    let sameText = 0;
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 0, max: 4 }), async (oldText, newText, context) => {
        const out = (await runTool('text-diff-unified', { old_text: oldText, new_text: newText, context })) as Diff;
        const gnu = gnuDiff(oldText, newText, [`-U${context}`, '--minimal']);
        if (gnu === out.diff) sameText++;
        expect([count(out.diff, '-'), count(out.diff, '+')]).to.deep.equal([count(gnu, '-'), count(gnu, '+')]);
      }),
      { numRuns: RUNS },
    );
    expect(sameText).to.be.greaterThan(RUNS / 2);
  });

  (hasProgram('patch') ? it : it.skip)('GNU patch applies the diff to old_text and gives new_text', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 0, max: 4 }), async (oldText, newText, context) => {
        const out = (await runTool('text-diff-unified', { old_text: oldText, new_text: newText, context })) as Diff;
        if (out.identical) return;
        const r = gnuPatch(oldText, out.diff);
        expect(r).to.deep.equal({ status: 0, text: newText });
      }),
      { numRuns: 100 },
    );
  });
});

type ParsedLine = { op: string; text: string; newline: boolean };
type ParsedHunk = { old_start: number; old_length: number; new_start: number; new_length: number; lines: ParsedLine[] };
type ParsedFile = { old_name: string; old_timestamp: string | null; new_name: string; new_timestamp: string | null; hunks: ParsedHunk[] };

(hasProgram('diff') ? describe : describe.skip)('differential: text-patch-parse against jsdiff parsePatch', () => {
  it('reads GNU diff -u patches of several files as jsdiff does', async () => {
    const fileArb = fc.tuple(textArb, textArb, fc.integer({ min: 0, max: 3 }), fc.constantFrom('f', 'dir/g.txt', 'h i'), fc.boolean());
    await fc.assert(
      fc.asyncProperty(fc.array(fileArb, { minLength: 1, maxLength: 3 }), async (files) => {
        let patch = '';
        for (const [oldText, newText, context, name, stamp] of files) {
          const gnu = gnuDiff(oldText, newText, [`-U${context}`]).replace('--- a\n+++ b\n', `--- a/${name}${stamp ? '\t2024-01-01 00:00:00 +0000' : ''}\n+++ b/${name}\n`);
          if (gnu !== '') patch += `diff --git a/${name} b/${name}\nindex 0000000..1111111 100644\n${gnu}`;
        }
        const ours = (await runTool('text-patch-parse', { patch })) as { files: ParsedFile[] };
        const theirs = parsePatch(patch).filter((f) => f.hunks.length > 0 || f.oldFileName !== undefined);
        expect(ours.files.length).to.equal(theirs.length);
        ours.files.forEach((f, i) => {
          const t = theirs[i]!;
          expect([f.old_name, f.old_timestamp ?? '', f.new_name, f.new_timestamp ?? '']).to.deep.equal([t.oldFileName, t.oldHeader, t.newFileName, t.newHeader]);
          expect(
            f.hunks.map((h) => ({
              oldStart: h.old_length === 0 ? h.old_start + 1 : h.old_start,
              oldLines: h.old_length,
              newStart: h.new_length === 0 ? h.new_start + 1 : h.new_start,
              newLines: h.new_length,
              lines: h.lines.flatMap((l) => [({ context: ' ', delete: '-', insert: '+' } as Record<string, string>)[l.op] + l.text, ...(l.newline ? [] : ['\\ No newline at end of file'])]),
            })),
          ).to.deep.equal(t.hunks);
        });
      }),
      { numRuns: 100 },
    );
  });
});

type Applied = { text: string; clean: boolean; applied: { hunk: number; line: number; offset: number }[]; rejected: { hunk: number }[]; rejects: string };

/** GNU patch without fuzz: the patched text and how many hunks it rejected (its .rej file). */
function gnuPatchStrict(text: string, patch: string, reverse: boolean): { text: string; rejected: number } {
  writeFileSync(join(work, 'target'), text);
  writeFileSync(join(work, 'p.diff'), patch);
  const args = ['--force', '--fuzz=0', '--no-backup-if-mismatch', '-r', join(work, 'p.rej'), ...(reverse ? ['-R'] : []), join(work, 'target'), join(work, 'p.diff')];
  writeFileSync(join(work, 'p.rej'), '');
  const r = spawnSync('patch', args, { encoding: 'utf8' });
  const rej = readFileSync(join(work, 'p.rej'), 'utf8');
  const rejected = (rej.match(/^@@ /gm) ?? []).length;
  if (r.status !== 0 && rejected === 0) throw new Error(`GNU patch failed: ${r.stdout}${r.stderr}`);
  return { text: readFileSync(join(work, 'target'), 'utf8'), rejected };
}

/** A text changed a little: lines replaced, inserted (at the top too, to shift hunks) or deleted. */
const editArb = (base: string) =>
  fc.array(fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), fc.constantFrom('a\n', 'q\n', 'b\n', 'r\n')), { maxLength: 3 }).map((edits) => {
    const lines = base.match(/[^\n]*\n|[^\n]+$/g) ?? [];
    for (const [at, kind, line] of edits) {
      const i = lines.length === 0 ? 0 : at % (lines.length + 1);
      if (kind === 'insert' || i >= lines.length) lines.splice(i, 0, line);
      else if (kind === 'replace') lines[i] = line;
      else lines.splice(i, 1);
    }
    return lines.join('');
  });

(hasProgram('patch') ? describe : describe.skip)('differential: text-patch-apply against GNU patch --fuzz=0', () => {
  it('patches a drifted copy of the old text as GNU patch does: the same text and the same number of rejected hunks', async () => {
    let partial = 0;
    const arb = fc.tuple(textArb, textArb, fc.integer({ min: 0, max: 3 })).chain(([a, b, context]) => fc.tuple(fc.constant(a), fc.constant(b), fc.constant(context), editArb(a)));
    await fc.assert(
      fc.asyncProperty(arb, fc.boolean(), async ([a, b, context, drifted], reverse) => {
        const { diff } = (await runTool('text-diff-unified', { old_text: a, new_text: b, context })) as Diff;
        if (diff === '') return;
        const target = reverse ? b : drifted;
        const ours = (await runTool('text-patch-apply', { text: target, patch: diff, reverse, max_offset: 1000 })) as Applied;
        const gnu = gnuPatchStrict(target, diff, reverse);
        if (!ours.clean) partial++;
        expect({ text: ours.text, rejected: ours.rejected.length }).to.deep.equal(gnu);
      }),
      { numRuns: RUNS },
    );
    expect(partial).to.be.greaterThan(0);
  });
});

(hasProgram('patch') && hasProgram('diff') ? describe : describe.skip)('differential: text-patch-reverse against GNU patch -R and GNU diff', () => {
  it('GNU patch takes the new text back to the old with the reversed patch, as with -R; GNU diff of the swapped texts agrees', async () => {
    let sameScript = 0;
    await fc.assert(
      fc.asyncProperty(textArb, textArb, fc.integer({ min: 0, max: 3 }), async (a, b, context) => {
        const { diff } = (await runTool('text-diff-unified', { old_text: a, new_text: b, context })) as Diff;
        if (diff === '') return;
        const back = (await runTool('text-patch-reverse', { patch: diff })) as { patch: string };
        expect(gnuPatchStrict(b, back.patch, false)).to.deep.equal({ text: a, rejected: 0 });
        expect(gnuPatchStrict(b, diff, true)).to.deep.equal({ text: a, rejected: 0 });
        // GNU diff --minimal b a deletes and inserts as many lines (it may choose another shortest script).
        const gnu = gnuDiff(b, a, [`-U${context}`, '--minimal']);
        expect([count(back.patch, '-'), count(back.patch, '+')]).to.deep.equal([count(gnu, '-'), count(gnu, '+')]);
        if (gnu.replace('--- a\n+++ b\n', '') === back.patch.replace('--- b\n+++ a\n', '')) sameScript++;
      }),
      { numRuns: 100 },
    );
    expect(sameScript).to.be.greaterThan(30);
  });
});

describe('differential: text-merge-three-way against node-diff3 and GNU diff3 -m', () => {
  type Merge = { text: string; clean: boolean; conflicts: number };
  type Block = { ok: string[] } | { conflict: { a: string[]; o: string[]; b: string[] } };
  const lines = (t: string) => t.match(/[^\n]*\n|[^\n]+$/g) ?? [];

  function lcsPairs(x: string[], y: string[]): string {
    const pairs: [number, number][] = [];
    for (let c = LCS(x, y) as { buffer1index: number; buffer2index: number; chain: unknown } | null; c && c.buffer1index >= 0; c = c.chain as typeof c) pairs.push([c.buffer1index, c.buffer2index]);
    return JSON.stringify(pairs.reverse());
  }
  function myersPairs(x: string[], y: string[]): string {
    const pairs: [number, number][] = [];
    let i = 0;
    let j = 0;
    for (const c of diffArrays(x, y)) {
      for (let k = 0; k < c.value.length; k++) {
        if (!c.added && !c.removed) pairs.push([i + k, j + k]);
      }
      if (!c.added) i += c.value.length;
      if (!c.removed) j += c.value.length;
    }
    return JSON.stringify(pairs);
  }
  /** Rule 3 and 4 over node-diff3's blocks: markers in diff3 style, an LF added to a line that text follows. */
  function render(blocks: Block[]): string {
    let out = '';
    const put = (l: string) => {
      if (out !== '' && !out.endsWith('\n')) out += '\n';
      out += l;
    };
    for (const b of blocks) {
      if ('ok' in b) b.ok.forEach(put);
      else {
        put('<<<<<<< ours\n');
        b.conflict.a.forEach(put);
        put('||||||| base\n');
        b.conflict.o.forEach(put);
        put('=======\n');
        b.conflict.b.forEach(put);
        put('>>>>>>> theirs\n');
      }
    }
    return out;
  }

  const tripleArb = textArb.chain((base) =>
    fc.tuple(fc.constant(base), fc.oneof(textArb, editArb(base)), fc.oneof(textArb, editArb(base))),
  );

  it('writes node-diff3\'s blocks where both use the same matchings', async () => {
    let exact = 0;
    await fc.assert(
      fc.asyncProperty(tripleArb, async ([base, ours, theirs]) => {
        const out = (await runTool('text-merge-three-way', { base, ours, theirs, style: 'diff3' })) as Merge;
        const [o, a, b] = [lines(base), lines(ours), lines(theirs)];
        if (lcsPairs(o, a) !== myersPairs(o, a) || lcsPairs(o, b) !== myersPairs(o, b)) return;
        exact++;
        const blocks = diff3Merge(a, o, b, { excludeFalseConflicts: true }) as Block[];
        expect(out.text).to.equal(render(blocks));
        expect(out.conflicts).to.equal(blocks.filter((x) => 'conflict' in x).length);
      }),
      { numRuns: 300 },
    );
    expect(exact).to.be.greaterThan(100);
  });

  (hasProgram('diff3') ? it : it.skip)('writes GNU diff3 -m\'s text for most merges of texts ending in LF', async () => {
    let same = 0;
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(tripleArb, async ([base, ours, theirs]) => {
        if (![base, ours, theirs].every((t) => t === '' || t.endsWith('\n'))) return;
        compared++;
        const out = (await runTool('text-merge-three-way', { base, ours, theirs, style: 'diff3' })) as Merge;
        writeFileSync(join(work, 'ours'), ours);
        writeFileSync(join(work, 'base'), base);
        writeFileSync(join(work, 'theirs'), theirs);
        const r = spawnSync('diff3', ['-m', '-L', 'ours', '-L', 'base', '-L', 'theirs', join(work, 'ours'), join(work, 'base'), join(work, 'theirs')], { encoding: 'utf8' });
        if (r.stdout === out.text) same++;
        // GNU diff3 -m exits 0 exactly when it writes no markers; a merge it finds clean we find clean too
        // whenever its diffs match the lines ours do, so only the text comparison is counted here.
        expect(r.status === 0).to.equal(!/^<<<<<<< /m.test(r.stdout));
      }),
      { numRuns: 200 },
    );
    expect(same).to.be.greaterThan(compared / 2);
  });
});
