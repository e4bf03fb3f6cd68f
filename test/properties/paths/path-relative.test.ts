import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { pathArb } from './path-arbitraries.js';

const absolute = pathArb('posix').map((p) => `/${p}`);

describe('path-relative properties', () => {
  it('joining from and the result, normalized, gives to normalized', async () => {
    await fc.assert(
      fc.asyncProperty(absolute, absolute, async (from, to) => {
        const rel = (await runTool('path-relative', { from, to, style: 'posix' })) as { path: string };
        const joined = (await runTool('path-join-posix', { segments: [from, rel.path], normalize: true })) as { path: string };
        const target = (await runTool('path-normalize-posix', { path: to, trailing_separator: 'remove' })) as { path: string };
        const back = (await runTool('path-normalize-posix', { path: joined.path, trailing_separator: 'remove' })) as { path: string };
        expect(back.path).to.equal(target.path);
      }),
      { numRuns: 300 },
    );
  });
  it('from a path to itself is .', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb('windows').filter((p) => !/^[\\/]{2}/.test(p)), async (p) => {
        const out = (await runTool('path-relative', { from: p, to: p, style: 'windows' })) as { path: string };
        expect(out.path).to.equal('.');
      }),
      { numRuns: 200 },
    );
  });
});
