import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Res = { path: string; ignored: boolean; match: { line: number; text: string; negated: boolean; directory: string | null } | null };
const run = async (paths: string[], gitignore: string) => ((await runTool('path-gitignore-match', { paths, gitignore })) as { results: Res[] }).results;

const nameArb = fc.constantFrom('a', 'b', 'ab', '.a', 'a.b', 'x y', '#c', '!d', '[e]', 'f*', 'é', 'a€', '😀b');
const pathArb = fc.tuple(fc.array(nameArb, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([s, dir]) => s.join('/') + (dir ? '/' : ''));
const lineArb = fc.constantFrom('a', 'b/', '*.b', '/a', 'a/**', '**/b', '!a', '!/ab/', '[ab]', '?', 'a/*', '# c', '', 'ab  ', '!**/x y');
const textArb = fc.array(lineArb, { maxLength: 6 }).map((l) => l.join('\n'));
/** A pattern line matching exactly this path from the root: every special character escaped, anchored. */
const exact = (p: string) => '/' + p.replace(/\/$/, '').replace(/[\\*?[\]!# ]/g, (c) => `\\${c}`);

describe('path-gitignore-match properties', () => {
  it('each path is decided alone: the batch answer equals the answer for the path by itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { minLength: 1, maxLength: 6 }), textArb, async (paths, text) => {
        const all = await run(paths, text);
        for (const [i, p] of paths.entries()) expect((await run([p], text))[0]).to.deep.equal(all[i]);
      }),
      { numRuns: 150 },
    );
  });
  it('an appended anchored, escaped line for the path decides it, unless a parent directory is excluded', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, textArb, fc.boolean(), async (path, text, negate) => {
        const before = (await run([path], text))[0]!;
        const lines = text === '' ? [] : text.split('\n');
        const line = (negate ? '!' : '') + exact(path);
        const after = (await run([path], [...lines, line].join('\n')))[0]!;
        if (before.match?.directory) expect(after).to.deep.equal(before);
        else {
          expect(after.ignored).to.equal(!negate);
          expect(after.match).to.deep.equal({ line: lines.length + 1, text: line, negated: negate, directory: null });
        }
      }),
      { numRuns: 200 },
    );
  });
  it('a name is matched by as many ? as its UTF-8 bytes, never by as many as its code points when those differ (git matches bytes)', async () => {
    const segArb = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }).filter((x) => !/[/\\\s]/.test(x) && x !== '.' && x !== '..' && !x.startsWith('#') && !x.startsWith('!'));
    await fc.assert(
      fc.asyncProperty(segArb, async (name) => {
        const bytes = new TextEncoder().encode(name).length;
        const points = [...name].length;
        expect((await run([name], '?'.repeat(bytes)))[0]!.ignored, name).to.equal(true);
        if (points !== bytes) expect((await run([name], '?'.repeat(points)))[0]!.ignored, name).to.equal(false);
      }),
      { numRuns: 150 },
    );
  });
  it('ignored is true exactly when the deciding line is not negated, and a parent decision is never negated', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { minLength: 1, maxLength: 6 }), textArb, async (paths, text) => {
        for (const r of await run(paths, text)) {
          expect(r.ignored).to.equal(r.match !== null && !r.match.negated);
          if (r.match?.directory) {
            expect(r.match.negated).to.equal(false);
            expect(r.path.startsWith(r.match.directory)).to.equal(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
