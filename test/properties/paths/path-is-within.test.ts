import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { pathArb } from './path-arbitraries.js';

type Within = { within: boolean; relative: string | null };

describe('path-is-within properties', () => {
  it('within exactly when path-relative from base has no leading ..', async () => {
    const abs = pathArb('posix').map((p) => `/${p}`);
    await fc.assert(
      fc.asyncProperty(abs, abs, async (candidate, base) => {
        const out = (await runTool('path-is-within', { candidate, base, style: 'posix' })) as Within;
        const rel = (await runTool('path-relative', { from: base, to: candidate, style: 'posix' })) as { path: string; up: number };
        expect(out.within).to.equal(rel.up === 0);
        if (out.within) expect(out.relative).to.equal(rel.path);
        else expect(out.relative).to.equal(null);
      }),
      { numRuns: 300 },
    );
  });
  it('a base joined with a relative path without .. stays within it', async () => {
    const rel = fc.array(fc.constantFrom('a', 'b.txt', '.', 'x y'), { maxLength: 4 }).map((n) => n.join('\\'));
    await fc.assert(
      fc.asyncProperty(pathArb('windows').filter((p) => !/^[\\/]{2}/.test(p)), rel, async (base, r) => {
        const joined = (await runTool('path-join-windows', { segments: [base, r] })) as { path: string };
        const out = (await runTool('path-is-within', { candidate: joined.path, base, style: 'windows' })) as Within;
        if (!/^[A-Za-z]:$/.test(base) && base !== '') expect(out.within).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
});
