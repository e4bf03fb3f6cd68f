import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Match = { matched: boolean; alternative: string | null };
const run = async (input: Record<string, unknown>) => (await runTool('path-glob-match', input)) as Match;

const nameArb = fc.stringMatching(/^[a-zA-Z0-9._*?[\]{},!@+()\\ -]{1,6}$/).filter((n) => n !== '.' && n !== '..');
const pathArb = fc.array(nameArb, { minLength: 1, maxLength: 4 }).map((s) => s.join('/')).filter((p) => !p.startsWith('./'));
const escape = (p: string) => p.replace(/[\\*?[\]{},!@+()]/g, (c) => `\\${c}`);
const tokArb = fc.constantFrom('a', 'b', '*', '?', '[ab]', '[!a]', '**', '.', 'a*');
const patArb = fc.array(fc.array(tokArb, { minLength: 1, maxLength: 3 }).map((t) => t.join('')), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
const simplePath = fc.array(fc.constantFrom('a', 'b', 'ab', '.a', 'ba'), { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));

describe('path-glob-match properties', () => {
  it('a path with every special character escaped matches itself, dot or not', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, fc.boolean(), async (path, dot) => {
        const out = await run({ path, pattern: escape(path), dot });
        expect(out.matched).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
  it('{p,q} matches exactly when p or q does, and names the first matching alternative', async () => {
    await fc.assert(
      fc.asyncProperty(simplePath, patArb, patArb, fc.boolean(), async (path, p, q, dot) => {
        const both = await run({ path, pattern: `{${p},${q}}`, dot });
        const a = await run({ path, pattern: p, dot });
        const b = await run({ path, pattern: q, dot });
        expect(both.matched).to.equal(a.matched || b.matched);
        expect(both.alternative).to.equal(a.matched ? p : b.matched ? q : null);
      }),
      { numRuns: 300 },
    );
  });
  it('** matches every path without dot segments, and a dot segment only with dot', async () => {
    await fc.assert(
      fc.asyncProperty(simplePath, fc.boolean(), async (path, dot) => {
        const out = await run({ path, pattern: '**', dot });
        expect(out.matched).to.equal(dot || !path.split('/').some((s) => s.startsWith('.')));
      }),
      { numRuns: 300 },
    );
  });
  it('case_insensitive matches the upper-cased path exactly when the lower-case path matches', async () => {
    await fc.assert(
      fc.asyncProperty(simplePath, patArb, async (path, pattern) => {
        const lower = await run({ path, pattern });
        const upper = await run({ path: path.toUpperCase(), pattern, case_insensitive: true });
        expect(upper.matched).to.equal(lower.matched);
      }),
      { numRuns: 300 },
    );
  });
});
