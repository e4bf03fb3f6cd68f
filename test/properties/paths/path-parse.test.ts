import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { pathArb } from './path-arbitraries.js';

type Parsed = { root: string; segments: string[]; dirname: string; basename: string; stem: string; extension: string; suffixes: string[] };

describe('path-parse properties', () => {
  it('stem + extension is the basename, and the extension is the last suffix', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('posix', 'windows'), fc.string({ unit: fc.constantFrom('a', '.', 'b', '/', 'x') }), async (style, text) => {
        const path = text.replace(/^\/+/, '/'); // "//" on windows opens a UNC path
        const out = (await runTool('path-parse', { path, style })) as Parsed;
        expect(out.stem + out.extension).to.equal(out.basename);
        expect(out.extension).to.equal(out.suffixes.length ? out.suffixes[out.suffixes.length - 1] : '');
        expect(out.suffixes.join('')).to.equal(out.basename.slice(out.basename.length - out.suffixes.join('').length));
      }),
      { numRuns: 300 },
    );
  });
  it('root and segments write the path back up to separator spelling', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb('posix'), async (path) => {
        const out = (await runTool('path-parse', { path, style: 'posix' })) as Parsed;
        const collapsed = path.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        expect(out.root + out.segments.join('/')).to.equal(collapsed);
      }),
      { numRuns: 300 },
    );
  });
});
