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
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { createTwoFilesPatch } from 'diff';
import fc from 'fast-check';
import { runTool } from '../support/direct.js';

const RUNS = 200;
const work = mkdtempSync(join(tmpdir(), 'text-diff-'));
const have = (bin: string) => spawnSync(bin, ['--version']).status === 0;

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

  (have('diff') ? it : it.skip)('agrees with GNU diff -u: the same text where the script is the same, always the same counts', async () => {
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

  (have('patch') ? it : it.skip)('GNU patch applies the diff to old_text and gives new_text', async () => {
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
