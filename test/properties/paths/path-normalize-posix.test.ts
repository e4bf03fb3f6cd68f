import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { pathArb } from './path-arbitraries.js';

type Norm = { path: string; segments: string[] };

describe('path-normalize-posix properties', () => {
  it('is idempotent, and leaves no "." and no ".." after a name', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb('posix'), fc.constantFrom('keep', 'remove'), async (path, trailing) => {
        const once = (await runTool('path-normalize-posix', { path, trailing_separator: trailing })) as Norm;
        const twice = (await runTool('path-normalize-posix', { path: once.path, trailing_separator: trailing })) as Norm;
        expect(twice.path).to.equal(once.path);
        expect(once.segments).to.not.include('.');
        const firstName = once.segments.findIndex((s) => s !== '..');
        if (firstName >= 0) expect(once.segments.slice(firstName)).to.not.include('..');
        if (path.startsWith('/')) expect(once.segments).to.not.include('..');
      }),
      { numRuns: 300 },
    );
  });
  it('appending a name and ".." gives the same result', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb('posix'), async (path) => {
        const a = (await runTool('path-normalize-posix', { path, trailing_separator: 'remove' })) as Norm;
        const b = (await runTool('path-normalize-posix', { path: path === "" ? "zz/.." : `${path}/zz/..`, trailing_separator: 'remove' })) as Norm;
        expect(b.path).to.equal(a.path);
      }),
      { numRuns: 200 },
    );
  });
});
